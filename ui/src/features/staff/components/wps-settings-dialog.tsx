import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { payrollSettingsInput } from '@gym/modules/finance/payroll/payroll-contracts';
import type { PayrollSettings } from '@gym/modules/finance/payroll/payroll-events';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { formFields, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { usePayrollSettings } from '../api/get-payroll-settings';
import { useSetPayrollSettings } from '../api/set-payroll-settings';
import type { PayrollSettingsValues } from '../api/set-payroll-settings';

/**
 * The employer's WPS details the SIF header carries (establishment ID, paying bank and IBAN), the day divisor and the
 * overtime rates (Labour Law art. 74, 75 minimums: the server refuses less).
 */
export function WpsSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = usePayrollSettings(open);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="WPS employer details"
      description="The Salary Information File's header is made from these."
      wide
    >
      {!open ? null : settings.isPending ? (
        <SectionLoading text="Loading WPS details..." />
      ) : settings.isError ? (
        <SectionError message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm current={settings.data} onDone={onClose} />
      )}
    </Modal>
  );
}

function SettingsForm({ current, onDone }: { current: PayrollSettings; onDone: () => void }) {
  const save = useSetPayrollSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof payrollSettingsInput>, unknown, PayrollSettingsValues>({
    resolver: zodResolver(payrollSettingsInput),
    defaultValues: current,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast({ variant: 'success', title: 'WPS details saved', description: values.employerEid });
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error) });
    }
  });
  const field = formFields(register, errors);
  const whole = { valueAsNumber: true } as const;
  const rate = (name: 'hoursPerDay' | 'dayPercent' | 'nightPercent' | 'restDayPercent') => ({
    ...register(`overtime.${name}`, whole),
    error: errors.overtime?.[name]?.message,
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Employer establishment ID" inputMode="numeric" autoFocus {...field('employerEid')} />
      <TextField label="Payer establishment ID" inputMode="numeric" {...field('payerEid')} />
      <TextField label="Payer QID" hint="When the payer is a person" inputMode="numeric" {...field('payerQid')} />
      <TextField label="Paying bank short name" hint="e.g. QNB" {...field('payerBankShortName')} />
      <TextField label="Paying account IBAN" autoComplete="off" {...field('payerIban')} />
      <TextField
        label="Day divisor"
        hint="A day's pay = monthly pay / this"
        type="number"
        {...field('dayDivisor', whole)}
      />
      <TextField label="Normal hours a day" type="number" {...rate('hoursPerDay')} />
      <TextField label="Overtime rate (%)" hint="At least 125 (art. 74)" type="number" {...rate('dayPercent')} />
      <TextField
        label="Night overtime rate (%)"
        hint="9 pm–6 am, at least 150"
        type="number"
        {...rate('nightPercent')}
      />
      <TextField
        label="Rest day and holiday rate (%)"
        hint="At least 250 (art. 75, 78)"
        type="number"
        {...rate('restDayPercent')}
      />
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Save WPS details
        </Button>
      </div>
    </form>
  );
}
