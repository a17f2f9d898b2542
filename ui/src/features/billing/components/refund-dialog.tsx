import { formatMoney } from '../../../lib/i18n/current-formats';
import { refundRequest } from '@gym/modules/finance/billing/invoice-contracts';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useRefundPayment } from '../../../lib/api/refund-payment';
import { useT } from '../../../lib/i18n/use-t';
import { PAYMENT_METHOD_NAME_IDS } from '../../../components/member/payment-method-names';
import { MethodOptions } from './method-options';

export type Payment = Invoice['payments'][number];

export interface RefundTarget {
  payment: Payment;
  invoiceNumber: string;
}

const refundForm = refundRequest.omit({ paymentId: true });

/** Gives back part or all of a payment, with a reason; the invoice owes that much again. */
export function RefundDialog({ target, onClose }: { target: RefundTarget | undefined; onClose: () => void }) {
  const t = useT();
  const refund = useRefundPayment();
  const payment = target?.payment;
  const refundable = payment ? Math.round((payment.amount - payment.refunded) * 100) / 100 : 0;
  return (
    <FormDialog
      open={target !== undefined}
      onClose={onClose}
      title={t('billing.refund.title')}
      description={
        target && payment
          ? t('billing.refund.description', {
              amount: formatMoney(payment.amount),
              method: t(PAYMENT_METHOD_NAME_IDS[payment.method]),
              date: payment.paymentDate,
              number: target.invoiceNumber,
            })
          : undefined
      }
      schema={refundForm.refine((value) => value.amount <= refundable, {
        message: t('billing.refund.atMost', { amount: formatMoney(refundable) }),
        path: ['amount'],
      })}
      defaultValues={{ amount: refundable, reason: '', method: payment?.method ?? 'cash' }}
      submitLabel={t('billing.refund.submit')}
      submitVariant="danger"
      failureMessage={t('billing.refund.failure')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!target) return;
        await refund.mutateAsync({ input: { paymentId: target.payment.id, ...values }, idempotencyKey });
        toast({
          variant: 'success',
          title: t('billing.refund.toastTitle'),
          description: t('billing.refund.toastBody', {
            amount: formatMoney(values.amount),
            number: target.invoiceNumber,
          }),
        });
      }}
    >
      {({ field }) => (
        <>
          <MoneyField
            label={t('billing.refund.amount')}
            max={refundable}
            autoFocus
            {...field('amount', { valueAsNumber: true })}
          />
          <SelectField label={t('billing.refund.method')} hint={t('billing.refund.methodHint')} {...field('method')}>
            <MethodOptions />
          </SelectField>
          <TextAreaField label={t('billing.refund.reason')} rows={2} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
