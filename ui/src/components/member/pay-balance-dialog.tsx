import { formatMoney } from '../../lib/i18n/current-formats';
import { paymentMethodNames } from './payment-method-names';
import { ptPaymentRequest } from '@gym/modules/membership/personal-training/pt-contracts';
import type { PtPackage } from '@gym/modules/membership/personal-training/pt-contracts';
import { FormDialog } from '../form-dialog/form-dialog';
import { SelectField } from '../ui/form-field';
import { LabelOptions } from '../ui/label-options';
import { toast } from '../ui/toast/toast-store';
import { usePayPtBalance } from '../../lib/api/pay-pt-balance';
import { useT } from '../../lib/i18n/use-t';
import { ptPaymentFailed, ptPaymentSuccess } from '../../lib/pt-payment-toasts';

interface PayBalanceDialogProps {
  /** The package whose balance is paid; the dialog is open while one is given. */
  pkg: PtPackage | undefined;
  onClose: () => void;
  /** Offer a payment method choice; without it the balance is paid in cash (the dashboard's due list). */
  chooseMethod?: boolean;
}

/**
 * Paying a PT balance asks first (spec section 2): who pays how much to which trainer. Confirming records the
 * whole balance as a paid PT invoice; the toast names its number (spec section 8).
 */
export function PayBalanceDialog({ pkg, onClose, chooseMethod = false }: PayBalanceDialogProps) {
  const pay = usePayPtBalance();
  const t = useT();
  return (
    <FormDialog
      open={pkg !== undefined}
      onClose={onClose}
      title={t('kitDialogs.ptBalance.title')}
      description={
        pkg
          ? t('kitDialogs.ptBalance.description', {
              member: pkg.memberName || t('kit.unknownMember'),
              amount: formatMoney(pkg.dueAmount),
              sessions: pkg.sessions,
              trainer: pkg.trainerName,
              dueDate: pkg.dueDate,
            })
          : undefined
      }
      schema={ptPaymentRequest}
      defaultValues={{ amount: pkg?.dueAmount ?? 0, paymentMethod: 'cash' }}
      submitLabel={t('kit.pay', { amount: formatMoney(pkg?.dueAmount ?? 0) })}
      failureMessage={ptPaymentFailed().description}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!pkg) return;
        try {
          const { number } = await pay.mutateAsync({ packageId: pkg.id, input: values, idempotencyKey });
          toast({ variant: 'success', ...ptPaymentSuccess(number, pkg.dueAmount, pkg.memberName) });
        } catch (error) {
          toast({ variant: 'destructive', ...ptPaymentFailed() });
          throw error;
        }
      }}
    >
      {({ field }) =>
        chooseMethod ? (
          <SelectField label={t('kit.paymentMethod')} {...field('paymentMethod')}>
            <LabelOptions labels={paymentMethodNames()} />
          </SelectField>
        ) : (
          <p className="text-sm text-slate-800">{t('kitDialogs.ptBalance.cash')}</p>
        )
      }
    </FormDialog>
  );
}
