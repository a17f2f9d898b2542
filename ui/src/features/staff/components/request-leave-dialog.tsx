import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LEAVE_TYPE_LABELS, leaveRequestInput } from '@gym/modules/people/leave/leave-contracts';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useRequestLeave } from '../api/request-leave';

type Values = z.output<typeof leaveRequestInput>;

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
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Request leave"
      description="Weekends and public holidays do not count as annual leave days."
    >
      {open ? <LeaveForm onDone={onClose} employees={employees} today={today} /> : null}
    </Modal>
  );
}

function LeaveForm({
  onDone,
  employees,
  today,
}: {
  onDone: () => void;
  employees: readonly Employee[];
  today: string;
}) {
  const request = useRequestLeave();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof leaveRequestInput>, unknown, Values>({
    resolver: zodResolver(leaveRequestInput),
    defaultValues: {
      employeeId: employees.length === 1 ? employees[0]!.id : '',
      leaveType: 'annual',
      from: today,
      to: today,
      reason: '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      toast({ variant: 'success', title: 'Leave requested', description: `${values.from} to ${values.to}` });
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error) });
    }
  });
  const field = formFields(register, errors);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <SelectField label="Employee" {...field('employeeId')}>
        <option value="">Choose an employee</option>
        {employees.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Leave type" {...field('leaveType')}>
        {Object.entries(LEAVE_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-4">
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
      </div>
      <TextField label="Reason" {...field('reason')} />
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Send request
        </Button>
      </div>
    </form>
  );
}
