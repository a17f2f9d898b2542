import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { useCloseTill } from '../api/till-commands';

const cents = (qar: number) => Math.round(qar * 100);

/**
 * Close a till: count each note and coin; the counted total, what is expected and the variance show as you count.
 * Above the threshold the variance needs a reason (the server checks it too, with the unassigned cash included).
 */
export function CloseTillDialog({
  session,
  denominations,
  threshold,
  unassigned,
  onClose,
  onClosed,
}: {
  session: TillSessionSummary | null;
  denominations: readonly number[];
  threshold: number;
  /** Cash taken with no till open, which this close settles. */
  unassigned: number;
  onClose: () => void;
  onClosed: (sessionId: string) => void;
}) {
  const id = useId();
  const close = useCloseTill();
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!session)
    return (
      <Modal open={false} onClose={onClose} title="Close till">
        {null}
      </Modal>
    );

  const counted = denominations.reduce((sum, d) => sum + cents(d) * (Number(counts[d] ?? 0) || 0), 0) / 100;
  const expected = (cents(session.expected) + cents(unassigned)) / 100;
  const variance = (cents(counted) - cents(expected)) / 100;
  const needsReason = Math.abs(variance) > threshold;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!session) return;
    try {
      await close.mutateAsync({
        id: session.id,
        input: {
          counts: denominations.map((d) => ({ denomination: d, count: Number(counts[d] ?? 0) || 0 })),
          ...(reason.trim() ? { reason } : {}),
        },
      });
      setCounts({});
      setReason('');
      setError(null);
      onClosed(session.id);
    } catch (caught) {
      setError((isApiError(caught) && caught.answer?.message) || 'The till could not be closed. Please try again.');
    }
  }

  return (
    <Modal open onClose={onClose} title={`Close the ${session.deskName} till`} wide>
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4 text-sm">
        <table className="w-full">
          <caption className="sr-only">Count by denomination</caption>
          <thead>
            <tr className="text-left text-slate-800">
              <th scope="col">Note or coin</th>
              <th scope="col">Count</th>
              <th scope="col" className="text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {denominations.map((d) => (
              <tr key={d}>
                <th scope="row" className="py-1 text-left font-normal">
                  <label htmlFor={`${id}-${d}`}>{formatMoney(d)}</label>
                </th>
                <td className="py-1">
                  <input
                    id={`${id}-${d}`}
                    type="number"
                    min={0}
                    value={counts[d] ?? ''}
                    onChange={(e) => setCounts((c) => ({ ...c, [d]: e.target.value }))}
                    className="w-24 rounded-md border border-slate-300 px-2 py-1"
                  />
                </td>
                <td className="py-1 text-right">{formatMoney(d * (Number(counts[d] ?? 0) || 0))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid grid-cols-2 gap-1 sm:max-w-sm">
          <dt>Counted</dt>
          <dd className="text-right" data-testid="close-counted">
            {formatMoney(counted)}
          </dd>
          <dt>Expected</dt>
          <dd className="text-right">{formatMoney(expected)}</dd>
          <dt className="font-semibold">Variance</dt>
          <dd className="text-right font-semibold" aria-live="polite">
            {formatMoney(variance)}
          </dd>
        </dl>
        <label className="grid gap-1 font-medium text-slate-800">
          Reason for the variance{needsReason ? ' (required)' : ''}
          <input
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-describedby={`${id}-reason-hint`}
            className="rounded-md border border-slate-300 px-2 py-1 font-normal"
          />
          <span id={`${id}-reason-hint`} className="text-xs font-normal text-slate-600">
            Needed when the count is more than {formatMoney(threshold)} over or short.
          </span>
        </label>
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={close.isPending}>
            Close till
          </Button>
        </div>
      </form>
    </Modal>
  );
}
