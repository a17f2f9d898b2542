import { CircleAlert, CircleCheck, Clock, ShieldAlert } from 'lucide-react';
import { dateOrNA } from '@gym/kernel/contracts/display-status';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { DeskOutcome } from '../../../hooks/use-desk-check-in';
import { alreadyCheckedIn } from '../../../hooks/use-desk-check-in';
import { formatClock } from '../../../lib/desk-time';
import { REFUSAL_LABELS } from '../../../lib/refusal';
import { MemberSummary } from '../../../components/member/member-summary';
import { useGymTimeZone } from '../../../hooks/use-gym-today';

interface CheckInOutcomeProps {
  outcome: DeskOutcome | null;
  today: string;
  onOverride: () => void;
}

/** The member just scanned or chosen, large, with what happened: in, already in, refused (and why), or failed. */
export function CheckInOutcome({ outcome, today, onOverride }: CheckInOutcomeProps) {
  if (!outcome) {
    return (
      <div className="grid h-full place-items-center rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
        The member you check in appears here.
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
    <section aria-label="Last check-in" className={`grid gap-3 rounded-lg border p-4 ${frame}`}>
      <MemberSummary member={outcome.member} today={today} size="lg" />
      <OutcomeLine outcome={outcome} onOverride={onOverride} />
    </section>
  );
}

function OutcomeLine({ outcome, onOverride }: { outcome: DeskOutcome; onOverride: () => void }) {
  const timeZone = useGymTimeZone();
  switch (outcome.kind) {
    case 'pending':
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-800">
          <Spinner />
          {outcome.override ? 'Overriding and checking in...' : 'Checking in...'}
        </p>
      );
    case 'checked-in':
      return (
        <p role="status" className="flex items-center gap-2 font-semibold text-green-900">
          <CircleCheck aria-hidden="true" className="size-5" />
          Checked in at {formatClock(outcome.at, timeZone)}
          {outcome.override ? ' (override)' : ''}
        </p>
      );
    case 'duplicate':
      return (
        <p role="status" className="flex items-center gap-2 font-semibold text-amber-950">
          <Clock aria-hidden="true" className="size-5" />
          {alreadyCheckedIn(outcome.at, timeZone)}
          <span className="text-sm font-normal">(no second visit recorded)</span>
        </p>
      );
    case 'refused': {
      const { refusal } = outcome;
      return (
        <div className="grid gap-3">
          <div role="alert" className="grid gap-1 text-red-900">
            <p className="flex items-center gap-2 font-semibold">
              <ShieldAlert aria-hidden="true" className="size-5" />
              Check-in refused: {refusal.message}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="font-medium">Reason</dt>
              <dd>{REFUSAL_LABELS[refusal.reason]}</dd>
              <dt className="font-medium">Expiry date</dt>
              <dd>{dateOrNA(refusal.expiryDate)}</dd>
            </dl>
          </div>
          {refusal.canOverride ? (
            <Button variant="danger" className="w-fit" onClick={onOverride}>
              Override and check in
            </Button>
          ) : (
            <p className="text-sm text-slate-800">Only staff who can edit members may let this member in.</p>
          )}
        </div>
      );
    }
    case 'failed':
      return (
        <p className="flex items-center gap-2 text-sm font-medium text-red-900">
          <CircleAlert aria-hidden="true" className="size-5" />
          Not checked in: {outcome.message}
        </p>
      );
  }
}
