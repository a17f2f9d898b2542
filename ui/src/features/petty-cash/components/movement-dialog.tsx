import type { z } from 'zod';
import { amountWithReason } from '@gym/modules/finance/petty-cash/till-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useMoveTillCash } from '../api/till-commands';
import type { MovementInput } from '../api/till-commands';

export interface MovementTarget {
  readonly sessionId: string;
  readonly kind: 'top-ups' | 'withdrawals';
}

/** A top-up (cash into the till) or a withdrawal to the bank, with its reason. */
export function MovementDialog({ target, onClose }: { target: MovementTarget | null; onClose: () => void }) {
  const t = useT();
  const move = useMoveTillCash();
  const withdrawal = target?.kind === 'withdrawals';
  const title = withdrawal ? t('petty-cash.movement.withdrawTitle') : t('petty-cash.movement.topUpTitle');
  return (
    <FormDialog<MovementInput, z.output<typeof amountWithReason>>
      open={target !== null}
      onClose={onClose}
      title={title}
      schema={amountWithReason}
      defaultValues={{ reason: '' }}
      submitLabel={title}
      failureMessage={t('petty-cash.movement.failure')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!target) return;
        await move.mutateAsync({ input: { id: target.sessionId, kind: target.kind, input: values }, idempotencyKey });
        toast({
          variant: 'success',
          title: withdrawal ? t('petty-cash.movement.withdrawn') : t('petty-cash.movement.toppedUp'),
        });
      }}
    >
      {({ field }) => (
        <>
          <MoneyField
            label={t('petty-cash.movement.amount')}
            min={0}
            autoFocus
            {...field('amount', { valueAsNumber: true })}
          />
          <TextField label={t('petty-cash.movement.reason')} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
