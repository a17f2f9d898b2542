import { payrollSettingsInput } from '@gym/modules/finance/payroll/payroll-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { DialogSheet, SheetBody } from '../../../components/form-dialog/dialog-sheet';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { usePayrollSettings } from '../api/get-payroll-settings';
import { useSetPayrollSettings } from '../api/set-payroll-settings';

const heading = {
  title: 'WPS employer details',
  description: "The Salary Information File's header is made from these.",
};

/**
 * The employer's WPS details the SIF header carries (establishment ID, paying bank and IBAN), the day divisor and the
 * overtime rates (Labour Law art. 74, 75 minimums: the server refuses less). The form opens once they are read.
 */
export function WpsSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = usePayrollSettings(open);
  const save = useSetPayrollSettings();
  if (!open) return null;
  if (!settings.data) {
    return (
      <DialogSheet onClose={onClose} wide {...heading}>
        <SheetBody>
          {settings.isError ? (
            <SectionError message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
          ) : (
            <SectionLoading text="Loading WPS details..." />
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
      submitLabel="Save WPS details"
      failureMessage="The WPS details could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: 'WPS details saved', description: values.employerEid });
      }}
    >
      {({ field }) => (
        <div className="grid gap-4 sm:grid-cols-2">
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
          <TextField label="Normal hours a day" type="number" {...field('overtime.hoursPerDay', whole)} />
          <TextField
            label="Overtime rate (%)"
            hint="At least 125 (art. 74)"
            type="number"
            {...field('overtime.dayPercent', whole)}
          />
          <TextField
            label="Night overtime rate (%)"
            hint="9 pm–6 am, at least 150"
            type="number"
            {...field('overtime.nightPercent', whole)}
          />
          <TextField
            label="Rest day and holiday rate (%)"
            hint="At least 250 (art. 75, 78)"
            type="number"
            {...field('overtime.restDayPercent', whole)}
          />
        </div>
      )}
    </FormDialog>
  );
}
