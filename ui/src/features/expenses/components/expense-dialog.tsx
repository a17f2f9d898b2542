import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatMoney } from '@gym/kernel/contracts/format';
import { EXPENSE_METHOD_LABELS, expenseRequest } from '@gym/modules/finance/expenses/expense-contracts';
import type { ExpenseSettings } from '@gym/modules/finance/expenses/expense-contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField, formFields } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { receiptProblem, useRecordExpense } from '../api/record-expense';

interface ExpenseDialogProps {
  open: boolean;
  onClose: () => void;
  settings: ExpenseSettings;
  today: string;
}

/** Record an expense: date, category, vendor, amount, method, note and an optional receipt photo or PDF. */
export function ExpenseDialog({ open, onClose, settings, today }: ExpenseDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Record an expense"
      description={`Above ${formatMoney(settings.approvalThreshold)} it waits for an administrator's approval.`}
    >
      {open ? <ExpenseForm settings={settings} today={today} onClose={onClose} /> : null}
    </Modal>
  );
}

function ExpenseForm({ settings, today, onClose }: Omit<ExpenseDialogProps, 'open'>) {
  const record = useRecordExpense();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(expenseRequest),
    defaultValues: { date: today, category: settings.categories[0] ?? '', vendor: '', method: 'cash', note: '' },
  });
  const field = formFields(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    if (receiptError) return;
    try {
      const answer = await record.mutateAsync({ ...values, receipt });
      toast({
        variant: 'success',
        title: answer.status === 'pending_approval' ? 'Expense waiting for approval' : 'Expense recorded',
        description: `${formatMoney(values.amount)} for ${values.category}${values.vendor ? ` (${values.vendor})` : ''}.`,
      });
      onClose();
    } catch (error) {
      setError('root', { message: serverMessage(error) ?? 'The expense could not be recorded. Please try again.' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
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
        <TextField
          label="Amount (QAR)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0.01}
          {...field('amount', { valueAsNumber: true })}
        />
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
          error={receiptError}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setReceipt(file);
            setReceiptError(file ? receiptProblem(file) : undefined);
          }}
        />
      </div>
      <TextAreaField label="Note" rows={2} {...field('note')} />
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
          Record expense
        </Button>
      </div>
    </form>
  );
}
