import type { z } from 'zod';
import { formatMoney } from '@gym/kernel/contracts/format';
import { adjustmentInput } from '@gym/modules/finance/petty-cash/till-contracts';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useRecordTillAdjustment } from '../api/till-commands';

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
  const adjust = useRecordTillAdjustment();
  return (
    <FormDialog<z.input<typeof adjustmentInput>, z.output<typeof adjustmentInput>>
      open={session !== null}
      onClose={onClose}
      title={session ? `Record an adjustment to the ${session.deskName} till` : 'Record an adjustment'}
      description={
        session
          ? `Expected now ${formatMoney(session.expected)}${session.counted === null ? '' : `, counted ${formatMoney(session.counted)}`}. The session stays closed.`
          : undefined
      }
      schema={adjustmentInput}
      defaultValues={{ reason: '' }}
      submitLabel="Record adjustment"
      failureMessage="The adjustment could not be recorded. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        if (!session) return;
        await adjust.mutateAsync({
          input: { id: session.id, input: { amount: values.amount, reason: values.reason } },
          idempotencyKey,
        });
        toast({ variant: 'success', title: 'Adjustment recorded', description: formatMoney(values.amount) });
        onRecorded(session.id);
      }}
    >
      {({ field }) => (
        <>
          <TextField
            label="Amount (QAR, + into the till, − out of it)"
            hint="For example −15 when a card payment was recorded as cash."
            type="number"
            step="0.01"
            autoFocus
            {...field('amount', { valueAsNumber: true })}
          />
          <TextField label="Reason" {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
