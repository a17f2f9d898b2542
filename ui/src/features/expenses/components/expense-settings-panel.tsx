import { useState } from 'react';
import type { ExpenseSettings } from '@gym/modules/finance/expenses/expense-contracts';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useChangeExpenseSettings } from '../api/expense-settings';

/** Administrators: the expense categories (one a line) and the approval threshold. */
export function ExpenseSettingsPanel({ settings }: { settings: ExpenseSettings }) {
  const change = useChangeExpenseSettings();
  const [categories, setCategories] = useState(settings.categories.join('\n'));
  const [threshold, setThreshold] = useState(String(settings.approvalThreshold));
  const [problem, setProblem] = useState<string | undefined>();

  const save = async () => {
    const value = Number(threshold);
    if (threshold.trim() === '' || !Number.isFinite(value) || value < 0) {
      setProblem('Enter a threshold of 0 or more');
      return;
    }
    setProblem(undefined);
    try {
      await change.mutateAsync({
        categories: categories
          .split('\n')
          .map((c) => c.trim())
          .filter(Boolean),
        approvalThreshold: Math.round(value * 100) / 100,
      });
      toast({ variant: 'success', title: 'Expense settings saved' });
    } catch (error) {
      setProblem(serverMessage(error) ?? 'The settings could not be saved.');
    }
  };

  return (
    <details className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">Categories and approval threshold</summary>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label="Categories (one a line)"
          rows={8}
          value={categories}
          onChange={(event) => setCategories(event.target.value)}
        />
        <div className="grid content-start gap-4">
          <TextField
            label="Approval threshold (QAR)"
            hint="Expenses above this amount wait for an administrator's approval."
            type="number"
            min={0}
            step="0.01"
            value={threshold}
            error={problem}
            onChange={(event) => setThreshold(event.target.value)}
          />
          <div>
            <Button busy={change.isPending} onClick={() => void save()}>
              Save expense settings
            </Button>
          </div>
        </div>
      </div>
    </details>
  );
}
