import { dayOrNotApplicable } from '../../../lib/i18n/current-formats';
import { CalendarPlus, CircleAlert, CircleCheck, Clock, ShieldAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { DeskOutcome } from '../../../hooks/use-desk-check-in';
import { alreadyCheckedIn } from '../../../hooks/use-desk-check-in';
import { formatClock } from '../../../lib/desk-time';
import { REFUSAL_LABELS } from '../../../lib/refusal';
import { useT } from '../../../lib/i18n/use-t';
import { MemberSummary } from '../../../components/member/member-summary';
import type { MemberCard } from '../../../components/member/member-summary';
import { useGymTimeZone } from '../../../hooks/use-gym-today';

/** The door hours' refusals (issue 47, item 5): they end at a time of the day, not with the membership. */
const DOOR_REASONS: ReadonlySet<string> = new Set(['closed', 'closure', 'prayer', 'gender_hours', 'plan_window']);

interface CheckInOutcomeProps {
  outcome: DeskOutcome | null;
  today: string;
  onOverride: () => void;
  /** Put the member, in without a class, into one of today's (a walk-in, issue 47). */
  onClassWalkIn: (member: MemberCard) => void;
}

/** The member just scanned or chosen, large, with what happened: in, already in, refused (and why), or failed. */
export function CheckInOutcome({ outcome, today, onOverride, onClassWalkIn }: CheckInOutcomeProps) {
  const t = useT();
  if (!outcome) {
    return (
      <div className="grid h-full place-items-center rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
        {t('check-in.outcome.empty')}
      </div>
    );
  }
  const frame =
    outcome.kind === 'refused' || outcome.kind === 'failed'
      ? 'border-red-300 bg-red-50'
      : outcome.kind === 'checked-in'
        ? 'border-green-300 bg-green-50'
        : outcome.kind === 'duplicate'
          ? 'border-amber-300 bg-amber-50'
          : 'border-slate-200 bg-white';
  return (
    <section aria-label={t('check-in.outcome.label')} className={`grid gap-3 rounded-lg border p-4 ${frame}`}>
      <MemberSummary member={outcome.member} today={today} size="lg" />
      <OutcomeLine outcome={outcome} onOverride={onOverride} />
      {(outcome.kind === 'checked-in' && !outcome.classCheckIn) || outcome.kind === 'duplicate' ? (
        <Button variant="secondary" className="w-fit" onClick={() => onClassWalkIn(outcome.member)}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('check-in.walkIn.open')}
        </Button>
      ) : null}
    </section>
  );
}

function OutcomeLine({ outcome, onOverride }: { outcome: DeskOutcome; onOverride: () => void }) {
  const timeZone = useGymTimeZone();
  const t = useT();
  switch (outcome.kind) {
    case 'pending':
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-800">
          <Spinner />
          {outcome.override ? t('check-in.outcome.overriding') : t('check-in.outcome.checking')}
        </p>
      );
    case 'checked-in':
      return (
        <p role="status" className="flex items-center gap-2 font-semibold text-green-900">
          <CircleCheck aria-hidden="true" className="size-5" />
          {outcome.override
            ? t('check-in.outcome.checkedInOverride', { time: formatClock(outcome.at, timeZone) })
            : t('check-in.outcome.checkedIn', { time: formatClock(outcome.at, timeZone) })}
          {outcome.classCheckIn
            ? ` ${t('check-in.outcome.toClass', {
                name: outcome.classCheckIn.className,
                time: formatClock(outcome.classCheckIn.startsAt, timeZone),
              })}`
            : null}
        </p>
      );
    case 'duplicate':
      return (
        <p role="status" className="flex items-center gap-2 font-semibold text-amber-950">
          <Clock aria-hidden="true" className="size-5" />
          {alreadyCheckedIn(outcome.at, timeZone)}
          <span className="text-sm font-normal">{t('check-in.outcome.noSecondVisit')}</span>
        </p>
      );
    case 'refused': {
      const { refusal } = outcome;
      return (
        <div className="grid gap-3">
          <div role="alert" className="grid gap-1 text-red-900">
            <p className="flex items-center gap-2 font-semibold">
              <ShieldAlert aria-hidden="true" className="size-5" />
              {t('check-in.outcome.refused', { reason: refusal.message })}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="font-medium">{t('kit.reason')}</dt>
              <dd>{t(REFUSAL_LABELS[refusal.reason])}</dd>
              {DOOR_REASONS.has(refusal.reason) ? (
                <>
                  <dt className="font-medium">{t('check-in.outcome.until')}</dt>
                  <dd>{refusal.until ?? t('check-in.outcome.untilTomorrow')}</dd>
                </>
              ) : (
                <>
                  <dt className="font-medium">{t('check-in.outcome.expiryDate')}</dt>
                  <dd>{dayOrNotApplicable(refusal.expiryDate)}</dd>
                </>
              )}
            </dl>
          </div>
          {refusal.canOverride ? (
            <Button variant="danger" className="w-fit" onClick={onOverride}>
              {t('check-in.outcome.override')}
            </Button>
          ) : (
            <p className="text-sm text-slate-800">{t('check-in.outcome.noOverride')}</p>
          )}
        </div>
      );
    }
    case 'failed':
      return (
        <p className="flex items-center gap-2 text-sm font-medium text-red-900">
          <CircleAlert aria-hidden="true" className="size-5" />
          {t('check-in.outcome.failed', { reason: outcome.message })}
        </p>
      );
  }
}
