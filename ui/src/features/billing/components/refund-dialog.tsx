import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS, refundRequest } from '@gym/modules/finance/billing/invoice-contracts';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { useRefundPayment } from '../api/refund-payment';
import { serverMessage } from '../../../lib/server-message';

export type Payment = Invoice['payments'][number];

export interface RefundTarget {
  payment: Payment;
  invoiceNumber: string;
}

/** Gives back part or all of a payment, with a reason; the invoice owes that much again. */
export function RefundDialog({ target, onClose }: { target: RefundTarget | undefined; onClose: () => void }) {
  return (
    <Modal
      open={target !== undefined}
      onClose={onClose}
      title="Refund a payment"
      description={
        target
          ? `${formatMoney(target.payment.amount)} by ${PAYMENT_METHOD_LABELS[target.payment.method]} on ${target.payment.paymentDate}, invoice ${target.invoiceNumber}.`
          : undefined
      }
    >
      {target ? <RefundForm target={target} onClose={onClose} /> : null}
    </Modal>
  );
}

const refundForm = refundRequest.omit({ paymentId: true });

function RefundForm({ target, onClose }: { target: RefundTarget; onClose: () => void }) {
  const refund = useRefundPayment();
  const refundable = Math.round((target.payment.amount - target.payment.refunded) * 100) / 100;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(
      refundForm.refine((value) => value.amount <= refundable, {
        message: `At most ${formatMoney(refundable)} of this payment can be refunded`,
        path: ['amount'],
      }),
    ),
    defaultValues: { amount: refundable, reason: '', method: target.payment.method },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await refund.mutateAsync({ paymentId: target.payment.id, ...values });
      toast({
        variant: 'success',
        title: 'Refund recorded',
        description: `${formatMoney(values.amount)} refunded on invoice ${target.invoiceNumber}.`,
      });
      onClose();
    } catch (error) {
      setError('root', { message: serverMessage(error) ?? 'The refund could not be recorded. Please try again.' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <TextField
        label="Amount to refund (QAR)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0.01}
        max={refundable}
        autoFocus
        error={errors.amount?.message}
        {...register('amount', { valueAsNumber: true })}
      />
      <SelectField label="Refund by" hint="Cash leaves the till" error={errors.method?.message} {...register('method')}>
        {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Reason" rows={2} error={errors.reason?.message} {...register('reason')} />
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" busy={isSubmitting}>
          Refund
        </Button>
      </div>
    </form>
  );
}
