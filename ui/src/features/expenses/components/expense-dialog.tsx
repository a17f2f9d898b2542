import { z } from 'zod';
import { expenseRequest } from '@gym/modules/finance/expenses/expense-contracts';
import type { ExpenseSettings } from '@gym/modules/finance/expenses/expense-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { receiptProblem, useRecordExpense } from '../api/record-expense';
import { EXPENSE_METHOD_LABEL_IDS } from '../utils/expense-labels';

interface ExpenseDialogProps {
  open: boolean;
  onClose: () => void;
  settings: ExpenseSettings;
  today: string;
}

/** The expense as the server takes it, and the picked receipt file, checked before it is uploaded. */
const expenseForm = expenseRequest.extend({
  receipt: z
    .custom<FileList | null>()
    .transform((files) => files?.[0] ?? null)
    .superRefine((file, context) => {
      const problem = file ? receiptProblem(file) : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

/** Record an expense: date, category, vendor, amount, method, note and an optional receipt photo or PDF. */
export function ExpenseDialog({ open, onClose, settings, today }: ExpenseDialogProps) {
  const t = useT();
  const record = useRecordExpense();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('expenses.dialog.title')}
      description={t('expenses.dialog.description', { amount: formatMoney(settings.approvalThreshold) })}
      schema={expenseForm}
      defaultValues={{
        date: today,
        category: settings.categories[0] ?? '',
        vendor: '',
        method: 'cash',
        note: '',
        receipt: null,
      }}
      submitLabel={t('expenses.dialog.submit')}
      failureMessage={t('expenses.dialog.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        const answer = await record.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: t(answer.status === 'pending_approval' ? 'expenses.dialog.waiting' : 'expenses.dialog.recorded'),
          description: t(values.vendor ? 'expenses.dialog.recordedFrom' : 'expenses.dialog.recordedText', {
            amount: formatMoney(values.amount),
            category: values.category,
            vendor: values.vendor,
          }),
        });
      }}
    >
      {({ field }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('expenses.field.date')} type="date" max={today} {...field('date')} />
            <SelectField label={t('expenses.field.category')} {...field('category')}>
              {settings.categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </SelectField>
            <TextField label={t('expenses.field.vendor')} autoComplete="off" {...field('vendor')} />
            <MoneyField label={t('expenses.field.amount')} {...field('amount', { valueAsNumber: true })} />
            <SelectField label={t('expenses.field.method')} {...field('method')}>
              {Object.entries(EXPENSE_METHOD_LABEL_IDS).map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('expenses.field.receipt')}
              type="file"
              accept="image/png,image/jpeg,image/webp,application/pdf"
              {...field('receipt')}
            />
          </div>
          <TextAreaField label={t('expenses.field.note')} rows={2} {...field('note')} />
        </>
      )}
    </FormDialog>
  );
}
