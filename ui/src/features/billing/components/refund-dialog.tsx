import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS, refundRequest } from '@gym/modules/finance/billing/invoice-contracts';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useRefundPayment } from '../../../lib/api/refund-payment';
import { MethodOptions } from './method-options';

export type Payment = Invoice['payments'][number];

export interface RefundTarget {
  payment: Payment;
  invoiceNumber: string;
}

const refundForm = refundRequest.omit({ paymentId: true });

/** Gives back part or all of a payment, with a reason; the invoice owes that much again. */
export function RefundDialog({ target, onClose }: { target: RefundTarget | undefined; onClose: () => void }) {
  const refund = useRefundPayment();
  const payment = target?.payment;
  const refundable = payment ? Math.round((payment.amount - payment.refunded) * 100) / 100 : 0;
  return (
    <FormDialog
      open={target !== undefined}
      onClose={onClose}
      title="Refund a payment"
      description={
        target && payment
          ? `${formatMoney(payment.amount)} by ${PAYMENT_METHOD_LABELS[payment.method]} on ${payment.paymentDate}, invoice ${target.invoiceNumber}.`
          : undefined
      }
      schema={refundForm.refine((value) => value.amount <= refundable, {
        message: `At most ${formatMoney(refundable)} of this payment can be refunded`,
        path: ['amount'],
      })}
      defaultValues={{ amount: refundable, reason: '', method: payment?.method ?? 'cash' }}
      submitLabel="Refund"
      submitVariant="danger"
      failureMessage="The refund could not be recorded. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        if (!target) return;
        await refund.mutateAsync({ input: { paymentId: target.payment.id, ...values }, idempotencyKey });
        toast({
          variant: 'success',
          title: 'Refund recorded',
          description: `${formatMoney(values.amount)} refunded on invoice ${target.invoiceNumber}.`,
        });
      }}
    >
      {({ field }) => (
        <>
          <MoneyField
            label="Amount to refund (QAR)"
            max={refundable}
            autoFocus
            {...field('amount', { valueAsNumber: true })}
          />
          <SelectField label="Refund by" hint="Cash leaves the till" {...field('method')}>
            <MethodOptions />
          </SelectField>
          <TextAreaField label="Reason" rows={2} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
