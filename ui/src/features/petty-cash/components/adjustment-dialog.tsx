import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '@gym/kernel/contracts/format';
import { adjustmentInput } from '@gym/modules/finance/petty-cash/till-contracts';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useRecordTillAdjustment } from '../api/till-commands';

type AdjustmentValues = z.output<typeof adjustmentInput>;

/**
 * A closed session is locked: what was wrong in it (a card payment taken as cash, a miscounted coin) is corrected by
 * an adjustment, + or −, with its reason. Its expected total and variance follow; its count stays as it was.
 */
export function AdjustmentDialog({
  session,
  onClose,
  onRecorded,
}: {
  session: TillSessionSummary | null;
  onClose: () => void;
  onRecorded: (sessionId: string) => void;
}) {
  return (
    <Modal
      open={session !== null}
      onClose={onClose}
      title={session ? `Record an adjustment to the ${session.deskName} till` : 'Record an adjustment'}
    >
      {session ? <AdjustmentForm session={session} onCancel={onClose} onDone={() => onRecorded(session.id)} /> : null}
    </Modal>
  );
}

function AdjustmentForm({
  session,
  onCancel,
  onDone,
}: {
  session: TillSessionSummary;
  onCancel: () => void;
  onDone: () => void;
}) {
  const adjust = useRecordTillAdjustment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof adjustmentInput>, unknown, AdjustmentValues>({
    resolver: zodResolver(adjustmentInput),
    defaultValues: { reason: '' },
  });
  const field = formFields(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await adjust.mutateAsync({ id: session.id, input: { amount: values.amount, reason: values.reason } });
      toast({ variant: 'success', title: 'Adjustment recorded', description: formatMoney(values.amount) });
      onDone();
    } catch (error) {
      setError('root', { message: serverMessage(error) ?? 'The adjustment could not be recorded. Please try again.' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3 text-sm">
      <p className="text-slate-800">
        Expected now {formatMoney(session.expected)}
        {session.counted === null ? '' : `, counted ${formatMoney(session.counted)}`}. The session stays closed.
      </p>
      <TextField
        label="Amount (QAR, + into the till, − out of it)"
        hint="For example −15 when a card payment was recorded as cash."
        type="number"
        step="0.01"
        autoFocus
        {...field('amount', { valueAsNumber: true })}
      />
      <TextField label="Reason" {...field('reason')} />
      {errors.root?.message ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={adjust.isPending}>
          Record adjustment
        </Button>
      </div>
    </form>
  );
}
