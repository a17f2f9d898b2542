import { Printer } from 'lucide-react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { TillSession } from '@gym/modules/finance/petty-cash/till-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useTillSession } from '../api/get-till-session';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatClock, formatDateTime } from '../../../lib/desk-time';

export const KIND_LABELS: Record<string, string> = {
  payment: 'Cash payments',
  refund: 'Cash refunds',
  expense: 'Cash expenses',
  'expense-void': 'Expenses voided',
  'supplement-sale': 'Supplement sales',
  'supplement-return': 'Supplement returns',
  'top-up': 'Top-ups',
  withdrawal: 'Withdrawals to the bank',
  adjustment: 'Adjustments',
};

/** The X report (open session) or Z report (closed), printable: only the report prints while it is open. */
export function TillReportDialog({
  sessionId,
  onClose,
  onAdjust,
}: {
  sessionId: string | null;
  onClose: () => void;
  /** Given to those who may correct a closed session (canEditFinancials). */
  onAdjust?: ((session: TillSession) => void) | undefined;
}) {
  const session = useTillSession(sessionId);
  const title = session.data?.status === 'closed' ? 'Z report' : 'X report';
  return (
    <Modal open={sessionId !== null} onClose={onClose} title={title} wide>
      {session.data ? (
        <div className="print-area grid gap-3">
          <TillReport session={session.data} />
          <div className="flex justify-end gap-2 print:hidden">
            {onAdjust && session.data.status === 'closed' ? (
              <Button variant="secondary" onClick={() => onAdjust(session.data)}>
                Record adjustment
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
            <Button onClick={onClose}>Close</Button>
          </div>
        </div>
      ) : session.isError ? (
        <SectionError message={errorMessage(session.error)} onRetry={() => void session.refetch()} />
      ) : (
        <SectionLoading text="Loading the report..." />
      )}
    </Modal>
  );
}

export function TillReport({ session }: { session: TillSession }) {
  const closed = session.status === 'closed';
  const timeZone = useGymTimeZone();
  return (
    <div className="grid gap-3 text-sm text-slate-900">
      <p>
        <strong>{session.deskName}</strong> · opened {formatDateTime(session.openedAt, timeZone)} by {session.openedBy}
        {closed && session.closedAt
          ? ` · closed ${formatDateTime(session.closedAt, timeZone)} by ${session.closedBy}`
          : ''}
      </p>
      <table className="w-full">
        <caption className="sr-only">Till totals</caption>
        <tbody className="divide-y divide-slate-200">
          <tr>
            <th scope="row" className="py-1 text-left font-normal">
              Float
            </th>
            <td className="py-1 text-right">{formatMoney(session.float)}</td>
          </tr>
          {Object.entries(session.totals).map(([kind, amount]) => (
            <tr key={kind}>
              <th scope="row" className="py-1 text-left font-normal">
                {KIND_LABELS[kind] ?? kind}
              </th>
              <td className="py-1 text-right">{formatMoney(amount)}</td>
            </tr>
          ))}
          {session.unassigned !== 0 ? (
            <tr>
              <th scope="row" className="py-1 text-left font-normal">
                Unassigned cash settled
              </th>
              <td className="py-1 text-right">{formatMoney(session.unassigned)}</td>
            </tr>
          ) : null}
          {session.adjustedAfterClose !== 0 ? (
            <>
              <tr>
                <th scope="row" className="py-1 text-left font-normal">
                  Expected at close
                </th>
                <td className="py-1 text-right">
                  {formatMoney(Math.round((session.expected - session.adjustedAfterClose) * 100) / 100)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-1 text-left font-normal">
                  Adjustments after close
                </th>
                <td className="py-1 text-right" data-testid="till-adjusted">
                  {formatMoney(session.adjustedAfterClose)}
                </td>
              </tr>
            </>
          ) : null}
          <tr className="font-semibold">
            <th scope="row" className="py-1 text-left">
              {session.adjustedAfterClose !== 0 ? 'Expected, adjusted' : 'Expected in the drawer'}
            </th>
            <td className="py-1 text-right" data-testid="till-expected">
              {formatMoney(session.expected)}
            </td>
          </tr>
          {closed ? (
            <>
              <tr>
                <th scope="row" className="py-1 text-left font-normal">
                  Counted
                </th>
                <td className="py-1 text-right">{formatMoney(session.counted ?? 0)}</td>
              </tr>
              <tr className="font-semibold">
                <th scope="row" className="py-1 text-left">
                  Variance
                </th>
                <td className="py-1 text-right" data-testid="till-variance">
                  {formatMoney(session.variance ?? 0)}
                </td>
              </tr>
            </>
          ) : null}
        </tbody>
      </table>
      {closed && session.reason ? <p>Reason for the variance: {session.reason}</p> : null}
      {closed && session.counts.length > 0 ? (
        <table className="w-full">
          <caption className="text-left font-medium">Count by denomination</caption>
          <thead>
            <tr className="text-left">
              <th scope="col">Note or coin</th>
              <th scope="col" className="text-right">
                Count
              </th>
              <th scope="col" className="text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {session.counts.map((c) => (
              <tr key={c.denomination}>
                <th scope="row" className="text-left font-normal">
                  {formatMoney(c.denomination)}
                </th>
                <td className="text-right">{c.count}</td>
                <td className="text-right">{formatMoney(c.denomination * c.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table className="w-full">
        <caption className="text-left font-medium">Movements</caption>
        <thead>
          <tr className="text-left">
            <th scope="col">Time</th>
            <th scope="col">What</th>
            <th scope="col">By</th>
            <th scope="col" className="text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {session.movements.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-2 text-center">
                No cash moved yet.
              </td>
            </tr>
          ) : (
            session.movements.map((m) => (
              <tr key={m.id}>
                <td className="py-1">{formatClock(m.at, timeZone)}</td>
                <td className="py-1">
                  {m.label}
                  {m.unassigned ? ' (taken with no till open)' : ''}
                  {m.afterClose ? ' (adjustment after close)' : ''}
                </td>
                <td className="py-1">{m.by}</td>
                <td className="py-1 text-right">{formatMoney(m.amount)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
