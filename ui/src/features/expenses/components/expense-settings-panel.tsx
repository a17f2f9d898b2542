import { useState } from 'react';
import type { ExpenseSettings } from '@gym/modules/finance/expenses/expense-contracts';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { useChangeExpenseSettings } from '../api/expense-settings';

/** Administrators: the expense categories (one a line) and the approval threshold. */
export function ExpenseSettingsPanel({ settings }: { settings: ExpenseSettings }) {
  const t = useT();
  const change = useChangeExpenseSettings();
  const [categories, setCategories] = useState(settings.categories.join('\n'));
  const [threshold, setThreshold] = useState(String(settings.approvalThreshold));
  const [problem, setProblem] = useState<string | undefined>();

  const save = async () => {
    const value = Number(threshold);
    if (threshold.trim() === '' || !Number.isFinite(value) || value < 0) {
      setProblem(t('expenses.settings.thresholdProblem'));
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
      toast({ variant: 'success', title: t('expenses.settings.saved') });
    } catch (error) {
      setProblem(serverMessage(error) ?? t('expenses.settings.notSaved'));
    }
  };

  return (
    <details className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">{t('expenses.settings.summary')}</summary>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label={t('expenses.settings.categories')}
          rows={8}
          value={categories}
          onChange={(event) => setCategories(event.target.value)}
        />
        <div className="grid content-start gap-4">
          <TextField
            label={t('expenses.settings.threshold')}
            hint={t('expenses.settings.thresholdHint')}
            type="number"
            min={0}
            step="0.01"
            value={threshold}
            error={problem}
            onChange={(event) => setThreshold(event.target.value)}
          />
          <div>
            <Button busy={change.isPending} onClick={() => void save()}>
              {t('expenses.settings.save')}
            </Button>
          </div>
        </div>
      </div>
    </details>
  );
}
