import { z } from 'zod';
import { formatMoney } from '@gym/kernel/contracts/format';
import { EXPENSE_METHOD_LABELS, expenseRequest } from '@gym/modules/finance/expenses/expense-contracts';
import type { ExpenseSettings } from '@gym/modules/finance/expenses/expense-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { receiptProblem, useRecordExpense } from '../api/record-expense';

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
  const record = useRecordExpense();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Record an expense"
      description={`Above ${formatMoney(settings.approvalThreshold)} it waits for an administrator's approval.`}
      schema={expenseForm}
      defaultValues={{
        date: today,
        category: settings.categories[0] ?? '',
        vendor: '',
        method: 'cash',
        note: '',
        receipt: null,
      }}
      submitLabel="Record expense"
      failureMessage="The expense could not be recorded. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        const answer = await record.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: answer.status === 'pending_approval' ? 'Expense waiting for approval' : 'Expense recorded',
          description: `${formatMoney(values.amount)} for ${values.category}${values.vendor ? ` (${values.vendor})` : ''}.`,
        });
      }}
    >
      {({ field }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Date" type="date" max={today} {...field('date')} />
            <SelectField label="Category" {...field('category')}>
              {settings.categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </SelectField>
            <TextField label="Vendor" autoComplete="off" {...field('vendor')} />
            <MoneyField label="Amount (QAR)" {...field('amount', { valueAsNumber: true })} />
            <SelectField label="Paid by" {...field('method')}>
              {Object.entries(EXPENSE_METHOD_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Receipt (photo or PDF, optional)"
              type="file"
              accept="image/png,image/jpeg,image/webp,application/pdf"
              {...field('receipt')}
            />
          </div>
          <TextAreaField label="Note" rows={2} {...field('note')} />
        </>
      )}
    </FormDialog>
  );
}
