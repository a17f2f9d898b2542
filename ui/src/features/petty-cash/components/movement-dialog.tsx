import type { z } from 'zod';
import { amountWithReason } from '@gym/modules/finance/petty-cash/till-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useMoveTillCash } from '../api/till-commands';
import type { MovementInput } from '../api/till-commands';

export interface MovementTarget {
  readonly sessionId: string;
  readonly kind: 'top-ups' | 'withdrawals';
}

/** A top-up (cash into the till) or a withdrawal to the bank, with its reason. */
export function MovementDialog({ target, onClose }: { target: MovementTarget | null; onClose: () => void }) {
  const move = useMoveTillCash();
  const title = target?.kind === 'withdrawals' ? 'Withdraw to the bank' : 'Top up the till';
  return (
    <FormDialog<MovementInput, z.output<typeof amountWithReason>>
      open={target !== null}
      onClose={onClose}
      title={title}
      schema={amountWithReason}
      defaultValues={{ reason: '' }}
      submitLabel={title}
      failureMessage="It could not be recorded. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        if (!target) return;
        await move.mutateAsync({ input: { id: target.sessionId, kind: target.kind, input: values }, idempotencyKey });
        toast({ variant: 'success', title: target.kind === 'withdrawals' ? 'Withdrawal recorded' : 'Top-up recorded' });
      }}
    >
      {({ field }) => (
        <>
          <MoneyField label="Amount (QAR)" min={0} autoFocus {...field('amount', { valueAsNumber: true })} />
          <TextField label="Reason" {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
