import { LEAVE_TYPE_LABELS, leaveRequestInput } from '@gym/modules/people/leave/leave-contracts';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { LabelOptions } from '../../../components/ui/label-options';
import { toast } from '../../../components/ui/toast/toast-store';
import { useRequestLeave } from '../api/request-leave';
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
  const request = useRequestLeave();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Request leave"
      description="Weekends and public holidays do not count as annual leave days."
      schema={leaveRequestInput}
      defaultValues={{
        employeeId: employees.length === 1 ? employees[0]!.id : '',
        leaveType: 'annual',
        from: today,
        to: today,
        reason: '',
      }}
      submitLabel="Send request"
      failureMessage="The request could not be sent. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await request.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: 'Leave requested', description: `${values.from} to ${values.to}` });
      }}
    >
      {({ field }) => (
        <>
          <SelectField label="Employee" {...field('employeeId')}>
            <option value="">Choose an employee</option>
            <EmployeeOptions employees={employees} />
          </SelectField>
          <SelectField label="Leave type" {...field('leaveType')}>
            <LabelOptions labels={LEAVE_TYPE_LABELS} />
          </SelectField>
          <div className="grid grid-cols-2 gap-4">
            <TextField label="From" type="date" {...field('from')} />
            <TextField label="To" type="date" {...field('to')} />
          </div>
          <TextField label="Reason" {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
