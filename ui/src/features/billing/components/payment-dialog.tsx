import { formatMoney } from '@gym/kernel/contracts/format';
import { paymentRequest } from '@gym/modules/finance/billing/invoice-contracts';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useGymToday } from '../../../hooks/use-gym-today';
import { serverMessage } from '../../../lib/server-message';
import { useRecordPayment } from '../api/record-payment';
import { MethodOptions } from './method-options';

const PAYMENT_FAILED = 'Failed to process the payment. Please try again.';
const paymentForm = paymentRequest.omit({ invoiceId: true });

/** A payment on one invoice: in part or in full, never more than is owed (the server refuses that too). */
export function PaymentDialog({ invoice, onClose }: { invoice: Invoice | undefined; onClose: () => void }) {
  const today = useGymToday();
  const pay = useRecordPayment();
  const due = invoice?.dueAmount ?? 0;
  return (
    <FormDialog
      open={invoice !== undefined}
      onClose={onClose}
      title={invoice ? `Record a payment: ${invoice.number}` : 'Record a payment'}
      description={invoice ? `${invoice.memberName} owes ${formatMoney(due)} on this invoice.` : undefined}
      schema={paymentForm.refine((value) => value.amount <= due, {
        message: `At most ${formatMoney(due)} is owed on this invoice`,
        path: ['amount'],
      })}
      defaultValues={{ amount: due, paymentMethod: 'cash', paymentDate: today, notes: '' }}
      submitLabel="Record payment"
      failureMessage="Failed to record payment"
      onSubmit={async (values, { idempotencyKey }) => {
        if (!invoice) return;
        try {
          const answer = await pay.mutateAsync({ input: { invoiceId: invoice.id, ...values }, idempotencyKey });
          toast({
            variant: 'success',
            title: 'Payment Recorded',
            description:
              answer.dueAmount > 0
                ? `${formatMoney(values.amount)} received for ${invoice.number}; ${formatMoney(answer.dueAmount)} still owed.`
                : `${formatMoney(values.amount)} received; ${invoice.number} is paid in full.`,
          });
        } catch (error) {
          toast({ variant: 'destructive', title: 'Error', description: serverMessage(error) ?? PAYMENT_FAILED });
          throw error;
        }
      }}
    >
      {({ field, setValue }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <MoneyField label="Amount (QAR)" max={due} autoFocus {...field('amount', { valueAsNumber: true })} />
              <button
                type="button"
                className="w-fit text-sm text-indigo-800 underline hover:text-indigo-900"
                onClick={() => setValue('amount', due, { shouldValidate: true })}
              >
                Pay in full ({formatMoney(due)})
              </button>
            </div>
            <SelectField label="Payment method" {...field('paymentMethod')}>
              <MethodOptions />
            </SelectField>
            <TextField label="Payment date" type="date" max={today} {...field('paymentDate')} />
          </div>
          <TextAreaField label="Notes" rows={2} {...field('notes')} />
        </>
      )}
    </FormDialog>
  );
}
