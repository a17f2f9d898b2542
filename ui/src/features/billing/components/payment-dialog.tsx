import { formatMoney } from '../../../lib/i18n/current-formats';
import { paymentRequest } from '@gym/modules/finance/billing/invoice-contracts';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { useRecordPayment } from '../api/record-payment';
import { MethodOptions } from './method-options';

const paymentForm = paymentRequest.omit({ invoiceId: true });

/** A payment on one invoice: in part or in full, never more than is owed (the server refuses that too). */
export function PaymentDialog({ invoice, onClose }: { invoice: Invoice | undefined; onClose: () => void }) {
  const t = useT();
  const today = useGymToday();
  const pay = useRecordPayment();
  const due = invoice?.dueAmount ?? 0;
  return (
    <FormDialog
      open={invoice !== undefined}
      onClose={onClose}
      title={invoice ? t('billing.pay.titleOf', { number: invoice.number }) : t('billing.pay.title')}
      description={
        invoice ? t('billing.pay.description', { member: invoice.memberName, amount: formatMoney(due) }) : undefined
      }
      schema={paymentForm.refine((value) => value.amount <= due, {
        message: t('billing.pay.atMost', { amount: formatMoney(due) }),
        path: ['amount'],
      })}
      defaultValues={{ amount: due, paymentMethod: 'cash', paymentDate: today, notes: '' }}
      submitLabel={t('billing.pay.submit')}
      failureMessage={t('billing.pay.failure')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!invoice) return;
        try {
          const answer = await pay.mutateAsync({ input: { invoiceId: invoice.id, ...values }, idempotencyKey });
          const amount = formatMoney(values.amount);
          toast({
            variant: 'success',
            title: t('billing.pay.toastTitle'),
            description:
              answer.dueAmount > 0
                ? t('billing.pay.toastPartly', { amount, number: invoice.number, due: formatMoney(answer.dueAmount) })
                : t('billing.pay.toastInFull', { amount, number: invoice.number }),
          });
        } catch (error) {
          toast({
            variant: 'destructive',
            title: t('billing.pay.errorTitle'),
            description: serverMessage(error) ?? t('billing.pay.failed'),
          });
          throw error;
        }
      }}
    >
      {({ field, setValue }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <MoneyField
                label={t('billing.pay.amount')}
                max={due}
                autoFocus
                {...field('amount', { valueAsNumber: true })}
              />
              <button
                type="button"
                className="w-fit text-sm text-indigo-800 underline hover:text-indigo-900"
                onClick={() => setValue('amount', due, { shouldValidate: true })}
              >
                {t('billing.pay.inFull', { amount: formatMoney(due) })}
              </button>
            </div>
            <SelectField label={t('billing.pay.method')} {...field('paymentMethod')}>
              <MethodOptions />
            </SelectField>
            <TextField label={t('billing.pay.date')} type="date" max={today} {...field('paymentDate')} />
          </div>
          <TextAreaField label={t('billing.pay.notes')} rows={2} {...field('notes')} />
        </>
      )}
    </FormDialog>
  );
}
