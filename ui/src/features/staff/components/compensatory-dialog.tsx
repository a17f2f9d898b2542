import { compensatoryInput } from '@gym/modules/people/leave/leave-contracts';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useGrantCompensatory } from '../api/grant-compensatory';
import { EmployeeOptions } from './employee-options';

/** Grant compensatory days (canEditStaff), e.g. the substitute rest day for working a rest day (Labour Law art. 75). */
export function CompensatoryDialog({
  open,
  onClose,
  employees,
}: {
  open: boolean;
  onClose: () => void;
  employees: readonly Employee[];
}) {
  const t = useT();
  const grant = useGrantCompensatory();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('staff.balances.grant')}
      description={t('staff.compensatory.description')}
      schema={compensatoryInput}
      defaultValues={{ employeeId: employees[0]?.id ?? '', days: 1, reason: '' }}
      submitLabel={t('staff.compensatory.submit')}
      failureMessage={t('staff.compensatory.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await grant.mutateAsync({ input: values, idempotencyKey });
        const name = employees.find((e) => e.id === values.employeeId)?.name ?? '';
        toast({ variant: 'success', title: t('staff.compensatory.granted'), description: `${name}: ${values.days}` });
      }}
    >
      {({ field }) => (
        <>
          <SelectField label={t('staff.field.employee')} {...field('employeeId')}>
            <EmployeeOptions employees={employees} />
          </SelectField>
          <TextField
            label={t('staff.compensatory.days')}
            type="number"
            min={1}
            max={30}
            {...field('days', { valueAsNumber: true })}
          />
          <TextAreaField label={t('staff.compensatory.reason')} rows={2} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
