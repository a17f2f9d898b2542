import { ArrowLeft, CalendarX, Clock, UserPlus, UserRoundCog, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCan } from '../../../hooks/use-session-user';
import { useForcedRefresh, useLiveOptions } from '../../../hooks/use-live-options';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import type { OccurrenceWithRoster, RosterEntry } from '../api/class-schemas';
import { useCancelBooking } from '../api/cancel-booking';
import { useClassInstructors } from '../api/get-class-instructors';
import { occurrenceQueryKey, useOccurrence } from '../api/get-occurrence';
import { BookMemberDialog } from '../components/book-member-dialog';
import { BookedLine, GenderBadge, OccurrenceStatusBadge, useOccurrenceTimes } from '../components/occurrence-block';
import { OccurrenceChangeDialog } from '../components/occurrence-changes';
import type { OccurrenceChange } from '../components/occurrence-changes';
import { RosterTable } from '../components/roster-table';
import { longDay } from '../utils/week';

/**
 * /classes/:occurrenceId (canViewMembers): one occurrence of a class with its roster (booked, waitlisted, checked in,
 * no-shows), live: the `timetable` pushes refetch it, polled every 3 s while the socket is down and refreshed every
 * 30 s. The desk books a member and cancels a booking (canEditMembers); a manager cancels, moves, substitutes the
 * instructor or changes the capacity of this one occurrence (canManageSettings).
 */
export function Component() {
  const t = useT();
  const { occurrenceId = '' } = useParams();
  const live = useLiveOptions();
  useForcedRefresh([occurrenceQueryKey(occurrenceId)]);
  const occurrence = useOccurrence(occurrenceId, live);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <Link
        to="/classes"
        className="flex w-fit items-center gap-1 text-sm font-medium text-indigo-800 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('classes.occurrence.back')}
      </Link>
      {occurrence.isPending ? (
        <SectionLoading text={t('classes.occurrence.loading')} />
      ) : occurrence.isError ? (
        <>
          <PageHeader title={t('classes.occurrence.notFoundTitle')} />
          <SectionError message={errorMessage(occurrence.error)} onRetry={() => void occurrence.refetch()} />
        </>
      ) : (
        <OccurrenceView occurrence={occurrence.data} />
      )}
    </div>
  );
}

function OccurrenceView({ occurrence }: { occurrence: OccurrenceWithRoster }) {
  const t = useT();
  const times = useOccurrenceTimes();
  const canBook = useCan('canEditMembers');
  const canManage = useCan('canManageSettings');
  const instructors = useClassInstructors(canManage);
  const [booking, setBooking] = useState(false);
  const [change, setChange] = useState<OccurrenceChange>();
  const [cancelling, setCancelling] = useState<RosterEntry>();
  const cancelBooking = useCancelBooking();
  const scheduled = occurrence.status === 'scheduled';
  const title = t('classes.occurrence.title', {
    name: occurrence.className,
    day: longDay(occurrence.day),
    time: times(occurrence),
  });

  const confirmCancel = async (entry: RosterEntry) => {
    try {
      const answer = await cancelBooking.mutateAsync({
        occurrenceId: occurrence.occurrenceId,
        memberId: entry.memberId,
      });
      const promoted = answer.promotedMemberId
        ? (occurrence.roster.find((one) => one.memberId === answer.promotedMemberId)?.name ?? t('classes.theMember'))
        : undefined;
      toast({
        variant: 'success',
        title: answer.late ? t('classes.cancelBooking.lateTitle') : t('classes.cancelBooking.doneTitle'),
        description: [
          answer.late
            ? t('classes.cancelBooking.late', { name: entry.name })
            : t('classes.cancelBooking.done', { name: entry.name }),
          promoted ? t('classes.cancelBooking.promoted', { name: promoted }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
      setCancelling(undefined);
    } catch (error) {
      toast({ variant: 'destructive', title: t('classes.notDone'), description: errorMessage(error) });
    }
  };

  return (
    <>
      <div>
        <PageHeader title={title}>
          <div className="flex flex-wrap gap-2">
            {canBook && scheduled ? (
              <Button onClick={() => setBooking(true)}>
                <UserPlus aria-hidden="true" className="size-4" />
                {t('classes.occurrence.book')}
              </Button>
            ) : null}
          </div>
        </PageHeader>
        <div
          className="grid gap-3 rounded-lg border border-s-8 border-slate-200 bg-white p-4 sm:grid-cols-2"
          style={{ borderInlineStartColor: occurrence.colour }}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-800">
            <dt className="font-medium">{t('classes.occurrence.when')}</dt>
            <dd className={scheduled ? '' : 'line-through'}>
              {longDay(occurrence.day)} · <span className="tabular-nums">{times(occurrence)}</span>
            </dd>
            <dt className="font-medium">{t('classes.occurrence.instructor')}</dt>
            <dd>{occurrence.instructor?.name ?? t('classes.occurrence.noInstructor')}</dd>
            <dt className="font-medium">{t('classes.occurrence.room')}</dt>
            <dd>{occurrence.room || t('classes.occurrence.noRoom')}</dd>
            <dt className="font-medium">{t('classes.occurrence.places')}</dt>
            <dd>
              <BookedLine occurrence={occurrence} />
            </dd>
          </dl>
          <div className="grid content-start gap-2">
            <p className="flex flex-wrap gap-1">
              <GenderBadge gender={occurrence.gender} />
              <OccurrenceStatusBadge status={occurrence.status} />
            </p>
            {occurrence.note ? (
              <p className="text-sm text-slate-800">{t('classes.occurrence.note', { note: occurrence.note })}</p>
            ) : null}
            <p aria-live="polite" className="text-sm text-slate-800">
              {t('classes.occurrence.counts', {
                checkedIn: occurrence.checkedIn,
                noShows: occurrence.noShows,
              })}
            </p>
          </div>
        </div>
      </div>

      {canManage && scheduled ? (
        <section aria-labelledby="changes-heading" className="grid gap-2">
          <h2 id="changes-heading" className="text-lg font-semibold text-slate-900">
            {t('classes.occurrence.changes')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setChange('move')}>
              <Clock aria-hidden="true" className="size-4" />
              {t('classes.occurrence.move')}
            </Button>
            <Button variant="secondary" onClick={() => setChange('substitute')}>
              <UserRoundCog aria-hidden="true" className="size-4" />
              {t('classes.occurrence.substitute')}
            </Button>
            <Button variant="secondary" onClick={() => setChange('capacity')}>
              <Users aria-hidden="true" className="size-4" />
              {t('classes.occurrence.capacity')}
            </Button>
            <Button variant="danger" onClick={() => setChange('cancel')}>
              <CalendarX aria-hidden="true" className="size-4" />
              {t('classes.occurrence.cancel')}
            </Button>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="roster-heading" className="grid gap-3">
        <h2 id="roster-heading" className="text-lg font-semibold text-slate-900">
          {t('classes.roster.heading')}
        </h2>
        <RosterTable roster={occurrence.roster} onCancel={canBook ? setCancelling : undefined} />
      </section>

      <BookMemberDialog
        open={booking}
        onClose={() => setBooking(false)}
        occurrenceId={occurrence.occurrenceId}
        title={title}
      />
      <OccurrenceChangeDialog
        change={change}
        onClose={() => setChange(undefined)}
        occurrence={occurrence}
        instructors={instructors.data ?? []}
      />
      <ConfirmDialog
        open={cancelling !== undefined}
        title={t('classes.cancelBooking.title')}
        description={cancelling ? t('classes.cancelBooking.text', { name: cancelling.name, title }) : ''}
        confirmLabel={t('classes.cancelBooking.confirm')}
        busy={cancelBooking.isPending}
        onCancel={() => setCancelling(undefined)}
        onConfirm={() => {
          if (cancelling) void confirmCancel(cancelling);
        }}
      />
    </>
  );
}
