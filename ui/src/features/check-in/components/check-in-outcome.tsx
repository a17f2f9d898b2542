import { CircleAlert, CircleCheck, Clock, ShieldAlert } from 'lucide-react';
import { dateOrNA } from '@gym/kernel/contracts/display-status';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { DeskOutcome } from '../../../hooks/use-desk-check-in';
import { alreadyCheckedIn } from '../../../hooks/use-desk-check-in';
import { formatClock } from '../../../lib/desk-time';
import type { RefusalReason } from '../../../lib/refusal';
import { useT } from '../../../lib/i18n/use-t';
import { MemberSummary } from '../../../components/member/member-summary';
import { useGymTimeZone } from '../../../hooks/use-gym-today';

interface CheckInOutcomeProps {
  outcome: DeskOutcome | null;
  today: string;
  onOverride: () => void;
}

/** The member just scanned or chosen, large, with what happened: in, already in, refused (and why), or failed. */
/** Short names of the refusal reasons (message ids). */
const REFUSAL_REASONS: Record<RefusalReason, string> = {
  no_membership: 'check-in.reason.noMembership',
  expired: 'check-in.reason.expired',
  frozen: 'check-in.reason.frozen',
  cancelled: 'check-in.reason.cancelled',
  archived: 'check-in.reason.archived',
  not_started: 'check-in.reason.notStarted',
  suspended: 'check-in.reason.suspended',
};

export function CheckInOutcome({ outcome, today, onOverride }: CheckInOutcomeProps) {
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
              <dd>{t(REFUSAL_REASONS[refusal.reason])}</dd>
              <dt className="font-medium">{t('check-in.outcome.expiryDate')}</dt>
              <dd>{dateOrNA(refusal.expiryDate)}</dd>
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
