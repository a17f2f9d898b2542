import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { tillSettings } from '@gym/modules/finance/petty-cash/till-contracts';
import type { TillSettings } from '@gym/modules/finance/petty-cash/till-contracts';
import { Button } from '../../../components/ui/button';
import { formFields } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useChangeTillSettings } from '../api/till-settings';

/**
 * Administrators (canManageSettings): the variance above which a till close needs a reason. It is a control over the
 * staff who count the tills, so those staff (canEditFinancials) do not set it; like the expense approval threshold.
 */
export function TillSettingsPanel({ settings }: { settings: TillSettings }) {
  const change = useChangeTillSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof tillSettings>, unknown, TillSettings>({
    resolver: zodResolver(tillSettings),
    values: settings,
  });
  const field = formFields(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast({ variant: 'success', title: 'Till settings saved' });
    } catch (error) {
      setError('varianceReasonThreshold', { message: serverMessage(error) ?? 'The settings could not be saved.' });
    }
  });

  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">Till settings</summary>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-64">
          <MoneyField
            label="Variance needing a reason (QAR)"
            hint="A close whose count is more than this over or short needs a reason."
            min={0}
            {...field('varianceReasonThreshold', { valueAsNumber: true })}
          />
        </div>
        <Button type="submit" busy={change.isPending}>
          Save till settings
        </Button>
      </form>
    </details>
  );
}
