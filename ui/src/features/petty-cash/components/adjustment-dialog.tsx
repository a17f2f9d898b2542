import type { z } from 'zod';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { adjustmentInput } from '@gym/modules/finance/petty-cash/till-contracts';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  const adjust = useRecordTillAdjustment();
  return (
    <FormDialog<z.input<typeof adjustmentInput>, z.output<typeof adjustmentInput>>
      open={session !== null}
      onClose={onClose}
      title={session ? t('petty-cash.adjust.titleOf', { desk: session.deskName }) : t('petty-cash.adjust.title')}
      description={
        session
          ? session.counted === null
            ? t('petty-cash.adjust.expected', { expected: formatMoney(session.expected) })
            : t('petty-cash.adjust.expectedAndCounted', {
                expected: formatMoney(session.expected),
                counted: formatMoney(session.counted),
              })
          : undefined
      }
      schema={adjustmentInput}
      defaultValues={{ reason: '' }}
      submitLabel={t('petty-cash.adjust.submit')}
      failureMessage={t('petty-cash.adjust.failure')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!session) return;
        await adjust.mutateAsync({
          input: { id: session.id, input: { amount: values.amount, reason: values.reason } },
          idempotencyKey,
        });
        toast({ variant: 'success', title: t('petty-cash.adjust.recorded'), description: formatMoney(values.amount) });
        onRecorded(session.id);
      }}
    >
      {({ field }) => (
        <>
          <TextField
            label={t('petty-cash.adjust.amount')}
            hint={t('petty-cash.adjust.amountHint')}
            type="number"
            step="0.01"
            autoFocus
            {...field('amount', { valueAsNumber: true })}
          />
          <TextField label={t('petty-cash.adjust.reason')} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
