import { payrollSettingsInput } from '@gym/modules/finance/payroll/payroll-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { DialogSheet, SheetBody } from '../../../components/form-dialog/dialog-sheet';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { usePayrollSettings } from '../api/get-payroll-settings';
import { useSetPayrollSettings } from '../api/set-payroll-settings';

/**
 * The employer's WPS details the SIF header carries (establishment ID, paying bank and IBAN), the day divisor and the
 * overtime rates (Labour Law art. 74, 75 minimums: the server refuses less). The form opens once they are read.
 */
export function WpsSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const settings = usePayrollSettings(open);
  const heading = { title: t('staff.wps.title'), description: t('staff.wps.description') };
  const save = useSetPayrollSettings();
  if (!open) return null;
  if (!settings.data) {
    return (
      <DialogSheet onClose={onClose} wide {...heading}>
        <SheetBody>
          {settings.isError ? (
            <SectionError message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
          ) : (
            <SectionLoading text={t('staff.wps.loading')} />
          )}
        </SheetBody>
      </DialogSheet>
    );
  }
  const whole = { valueAsNumber: true } as const;
  return (
    <FormDialog
      open
      onClose={onClose}
      wide
      {...heading}
      schema={payrollSettingsInput}
      defaultValues={settings.data}
      submitLabel={t('staff.wps.save')}
      failureMessage={t('staff.wps.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: t('staff.wps.saved'), description: values.employerEid });
      }}
    >
      {({ field }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('staff.wps.employerEid')} inputMode="numeric" autoFocus {...field('employerEid')} />
          <TextField label={t('staff.wps.payerEid')} inputMode="numeric" {...field('payerEid')} />
          <TextField
            label={t('staff.wps.payerQid')}
            hint={t('staff.wps.payerQidHint')}
            inputMode="numeric"
            {...field('payerQid')}
          />
          <TextField
            label={t('staff.wps.payerBank')}
            hint={t('staff.wps.payerBankHint')}
            {...field('payerBankShortName')}
          />
          <TextField label={t('staff.wps.payerIban')} autoComplete="off" {...field('payerIban')} />
          <TextField
            label={t('staff.wps.dayDivisor')}
            hint={t('staff.wps.dayDivisorHint')}
            type="number"
            {...field('dayDivisor', whole)}
          />
          <TextField label={t('staff.wps.hoursPerDay')} type="number" {...field('overtime.hoursPerDay', whole)} />
          <TextField
            label={t('staff.wps.dayPercent')}
            hint={t('staff.wps.dayPercentHint')}
            type="number"
            {...field('overtime.dayPercent', whole)}
          />
          <TextField
            label={t('staff.wps.nightPercent')}
            hint={t('staff.wps.nightPercentHint')}
            type="number"
            {...field('overtime.nightPercent', whole)}
          />
          <TextField
            label={t('staff.wps.restDayPercent')}
            hint={t('staff.wps.restDayPercentHint')}
            type="number"
            {...field('overtime.restDayPercent', whole)}
          />
        </div>
      )}
    </FormDialog>
  );
}
