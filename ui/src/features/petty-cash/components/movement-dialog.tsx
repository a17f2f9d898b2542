import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useMoveTillCash } from '../api/till-commands';

export interface MovementTarget {
  readonly sessionId: string;
  readonly kind: 'top-ups' | 'withdrawals';
}

/** A top-up (cash into the till) or a withdrawal to the bank, with its reason. */
export function MovementDialog({ target, onClose }: { target: MovementTarget | null; onClose: () => void }) {
  const id = useId();
  const move = useMoveTillCash();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const title = target?.kind === 'withdrawals' ? 'Withdraw to the bank' : 'Top up the till';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    try {
      await move.mutateAsync({ id: target.sessionId, kind: target.kind, input: { amount: Number(amount), reason } });
      toast({ variant: 'success', title: target.kind === 'withdrawals' ? 'Withdrawal recorded' : 'Top-up recorded' });
      setAmount('');
      setReason('');
      setError(null);
      onClose();
    } catch (caught) {
      setError((isApiError(caught) && caught.answer?.message) || 'It could not be recorded. Please try again.');
    }
  }

  return (
    <Modal open={target !== null} onClose={onClose} title={title}>
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-3 text-sm">
        <label htmlFor={`${id}-amount`} className="font-medium text-slate-800">
          Amount (QAR)
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          min={0}
          step="0.01"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className="rounded-md border border-slate-300 px-2 py-1"
        />
        <label htmlFor={`${id}-reason`} className="font-medium text-slate-800">
          Reason
        </label>
        <input
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="rounded-md border border-slate-300 px-2 py-1"
        />
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={move.isPending}>
            {title}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
