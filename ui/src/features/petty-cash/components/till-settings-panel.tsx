import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { tillSettings } from '@gym/modules/finance/petty-cash/till-contracts';
import type { TillSettings } from '@gym/modules/finance/petty-cash/till-contracts';
import { Button } from '../../../components/ui/button';
import { formFields } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { serverMessage } from '../../../lib/server-message';
import { useChangeTillSettings } from '../api/till-settings';

/**
 * Administrators (canManageSettings): the variance above which a till close needs a reason. It is a control over the
 * staff who count the tills, so those staff (canEditFinancials) do not set it; like the expense approval threshold.
 */
export function TillSettingsPanel({ settings }: { settings: TillSettings }) {
  const t = useT();
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
      toast({ variant: 'success', title: t('petty-cash.settings.saved') });
    } catch (error) {
      setError('varianceReasonThreshold', { message: serverMessage(error) ?? t('petty-cash.settings.failure') });
    }
  });

  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">{t('petty-cash.settings.title')}</summary>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-64">
          <MoneyField
            label={t('petty-cash.settings.threshold')}
            hint={t('petty-cash.settings.thresholdHint')}
            min={0}
            {...field('varianceReasonThreshold', { valueAsNumber: true })}
          />
        </div>
        <Button type="submit" busy={change.isPending}>
          {t('petty-cash.settings.save')}
        </Button>
      </form>
    </details>
  );
}
