import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS, paymentRequest } from '@gym/modules/finance/billing/invoice-contracts';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useRecordPayment } from '../api/record-payment';
import { serverMessage } from '../../../lib/server-message';

const PAYMENT_FAILED = 'Failed to process the payment. Please try again.';

/** A payment on one invoice: in part or in full, never more than is owed (the server refuses that too). */
export function PaymentDialog({ invoice, onClose }: { invoice: Invoice | undefined; onClose: () => void }) {
  return (
    <Modal
      open={invoice !== undefined}
      onClose={onClose}
      title={invoice ? `Record a payment: ${invoice.number}` : 'Record a payment'}
      description={
        invoice ? `${invoice.memberName} owes ${formatMoney(invoice.dueAmount)} on this invoice.` : undefined
      }
    >
      {invoice ? <PaymentForm invoice={invoice} onClose={onClose} /> : null}
    </Modal>
  );
}

const paymentForm = paymentRequest.omit({ invoiceId: true });

function PaymentForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const today = useGymToday();
  const pay = useRecordPayment();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(
      paymentForm.refine((value) => value.amount <= invoice.dueAmount, {
        message: `At most ${formatMoney(invoice.dueAmount)} is owed on this invoice`,
        path: ['amount'],
      }),
    ),
    defaultValues: { amount: invoice.dueAmount, paymentMethod: 'cash' as const, paymentDate: today, notes: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await pay.mutateAsync({ invoiceId: invoice.id, ...values });
      toast({
        variant: 'success',
        title: 'Payment Recorded',
        description:
          answer.dueAmount > 0
            ? `${formatMoney(values.amount)} received for ${invoice.number}; ${formatMoney(answer.dueAmount)} still owed.`
            : `${formatMoney(values.amount)} received; ${invoice.number} is paid in full.`,
      });
      onClose();
    } catch (error) {
      const message = serverMessage(error);
      toast({ variant: 'destructive', title: 'Error', description: message ?? PAYMENT_FAILED });
      setError('root', { message: message ?? 'Failed to record payment' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <TextField
            label="Amount (QAR)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0.01}
            max={invoice.dueAmount}
            autoFocus
            error={errors.amount?.message}
            {...register('amount', { valueAsNumber: true })}
          />
          <button
            type="button"
            className="w-fit text-sm text-indigo-800 underline hover:text-indigo-900"
            onClick={() => setValue('amount', invoice.dueAmount, { shouldValidate: true })}
          >
            Pay in full ({formatMoney(invoice.dueAmount)})
          </button>
        </div>
        <SelectField label="Payment method" error={errors.paymentMethod?.message} {...register('paymentMethod')}>
          {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Payment date"
          type="date"
          max={today}
          error={errors.paymentDate?.message}
          {...register('paymentDate')}
        />
      </div>
      <TextAreaField label="Notes" rows={2} error={errors.notes?.message} {...register('notes')} />
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Record payment
        </Button>
      </div>
    </form>
  );
}
