import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useMemberClassBookings } from '../api/get-member-class-bookings';
import type { MemberClassBooking } from '../api/get-member-class-bookings';
import { formatClock, isOnDay } from '../../../lib/desk-time';
import { dayOf } from '@gym/events/calendar/local-date';
import { useT } from '../../../lib/i18n/use-t';
import { occurrencePath } from './occurrence-block';
import { RosterStatusPill } from './roster-table';
import { BookClassDialog } from './book-class-dialog';
import { longDay } from '../utils/week';

const UPCOMING: readonly MemberClassBooking['status'][] = ['booked', 'waitlisted'];

/**
 * The member page's Classes section (issue 47): upcoming bookings (and waitlist places), attendance of the last 30
 * days, a class pack's credits left; booking into a class of the coming days (canEditMembers).
 */
export default function MemberClassesSection({ memberId, today }: { memberId: string; today: string }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const canBook = useCan('canEditMembers');
  const bookings = useMemberClassBookings(memberId);
  const [booking, setBooking] = useState(false);
  const upcoming = (bookings.data?.bookings ?? []).filter((one) => UPCOMING.includes(one.status));
  const recent = (bookings.data?.bookings ?? []).filter((one) => !UPCOMING.includes(one.status));
  const credits = bookings.data?.credits ?? null;

  const line = (one: MemberClassBooking) => {
    const day = dayOf(new Date(one.startsAt), timeZone);
    return (
      <li key={one.occurrenceId} className="flex flex-wrap items-center justify-between gap-2 py-2">
        <span className="grid min-w-0">
          <Link
            to={occurrencePath(one.occurrenceId)}
            className="flex items-center gap-2 font-medium text-indigo-800 underline-offset-2 hover:underline"
          >
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: one.colour }} />
            {one.className}
          </Link>
          <span className="text-slate-700">
            {isOnDay(one.startsAt, today, timeZone) ? t('classes.today') : longDay(day)} ·{' '}
            <span className="tabular-nums">{formatClock(one.startsAt, timeZone)}</span>
            {one.instructorName ? ` · ${one.instructorName}` : ''}
            {one.room ? ` · ${one.room}` : ''}
          </span>
        </span>
        <RosterStatusPill entry={one} />
      </li>
    );
  };

  return (
    <section aria-labelledby="member-classes-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="member-classes-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <CalendarDays aria-hidden="true" className="size-5" />
          {t('classes.member.title')}
        </h2>
        {canBook ? (
          <Button variant="secondary" onClick={() => setBooking(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('classes.member.book')}
          </Button>
        ) : null}
      </div>
      {bookings.isPending ? (
        <SectionLoading text={t('classes.member.loading')} />
      ) : bookings.isError ? (
        <SectionError message={errorMessage(bookings.error)} onRetry={() => void bookings.refetch()} />
      ) : (
        <div className="mt-2 grid gap-3 text-sm text-slate-800">
          {credits ? (
            <p data-testid="class-credits">
              {t('classes.member.credits', {
                left: credits.left,
                total: credits.total,
                used: credits.used,
                booked: credits.booked,
              })}
              {credits.expiresOn ? ` ${t('classes.member.creditsUntil', { day: credits.expiresOn })}` : ''}
            </p>
          ) : null}
          <div>
            <h3 className="font-medium text-slate-900">{t('classes.member.upcoming')}</h3>
            {upcoming.length === 0 ? (
              <p className="text-slate-700">{t('classes.member.noUpcoming')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">{upcoming.map(line)}</ul>
            )}
          </div>
          <div>
            <h3 className="font-medium text-slate-900">{t('classes.member.recent')}</h3>
            {recent.length === 0 ? (
              <p className="text-slate-700">{t('classes.member.noRecent')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">{recent.map(line)}</ul>
            )}
          </div>
        </div>
      )}
      {canBook ? (
        <BookClassDialog open={booking} onClose={() => setBooking(false)} memberId={memberId} today={today} />
      ) : null}
    </section>
  );
}
