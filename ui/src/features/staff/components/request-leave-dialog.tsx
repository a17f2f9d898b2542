import { leaveRequestInput } from '@gym/modules/people/leave/leave-contracts';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { LabelOptions } from '../../../components/ui/label-options';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useRequestLeave } from '../api/request-leave';
import { LEAVE_TYPE_LABEL_IDS } from '../utils/staff-labels';
import { EmployeeOptions } from './employee-options';

/** Ask for leave: for yourself (your own record), or for anyone when the user has canEditStaff. */
export function RequestLeaveDialog({
  open,
  onClose,
  employees,
  today,
}: {
  open: boolean;
  onClose: () => void;
  employees: readonly Employee[];
  today: string;
}) {
  const t = useT();
  const request = useRequestLeave();
  const leaveTypes = Object.fromEntries(Object.entries(LEAVE_TYPE_LABEL_IDS).map(([type, id]) => [type, t(id)]));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('staff.leave.request')}
      description={t('staff.request.description')}
      schema={leaveRequestInput}
      defaultValues={{
        employeeId: employees.length === 1 ? employees[0]!.id : '',
        leaveType: 'annual',
        from: today,
        to: today,
        reason: '',
      }}
      submitLabel={t('staff.request.submit')}
      failureMessage={t('staff.request.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await request.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: t('staff.request.sent'), description: t('staff.request.period', values) });
      }}
    >
      {({ field }) => (
        <>
          <SelectField label={t('staff.field.employee')} {...field('employeeId')}>
            <option value="">{t('staff.request.chooseEmployee')}</option>
            <EmployeeOptions employees={employees} />
          </SelectField>
          <SelectField label={t('staff.request.leaveType')} {...field('leaveType')}>
            <LabelOptions labels={leaveTypes} />
          </SelectField>
          <div className="grid grid-cols-2 gap-4">
            <TextField label={t('staff.field.from')} type="date" {...field('from')} />
            <TextField label={t('staff.field.to')} type="date" {...field('to')} />
          </div>
          <TextField label={t('kit.reason')} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
