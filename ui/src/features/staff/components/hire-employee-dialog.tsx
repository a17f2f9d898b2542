import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { employeeInput } from '@gym/modules/people/staff/employee-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useHireEmployee } from '../api/hire-employee';
import type { EmployeeValues } from '../api/hire-employee';

/** Add an employee (canEditStaff): identity, contract, pay in QAR, and the bank details WPS pays into. */
export function HireEmployeeDialog({ open, onClose, today }: { open: boolean; onClose: () => void; today: string }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add employee"
      description="A QID of 11 digits and a Qatari IBAN are needed to pay through WPS."
      wide
    >
      {open ? <EmployeeForm onDone={onClose} today={today} /> : null}
    </Modal>
  );
}

function EmployeeForm({ onDone, today }: { onDone: () => void; today: string }) {
  const hire = useHireEmployee();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof employeeInput>, unknown, EmployeeValues>({
    resolver: zodResolver(employeeInput),
    defaultValues: {
      name: '',
      nationality: '',
      jobTitle: '',
      department: '',
      hireDate: today,
      contractType: 'full-time',
      basicSalary: 0,
      housingAllowance: 0,
      transportAllowance: 0,
      otherAllowance: 0,
      commissionPercent: 0,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await hire.mutateAsync(values);
      toast({ variant: 'success', title: 'Employee added', description: values.name });
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error) });
    }
  });
  const field = formFields(register, errors);
  const amount = { valueAsNumber: true } as const;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Full name" autoFocus {...field('name')} />
      <TextField label="QID" inputMode="numeric" {...field('qid')} />
      <TextField label="Passport number" {...field('passportNumber')} />
      <TextField label="Nationality" {...field('nationality')} />
      <TextField label="Job title" {...field('jobTitle')} />
      <TextField label="Department" {...field('department')} />
      <TextField label="Hire date" type="date" {...field('hireDate')} />
      <SelectField label="Contract" {...field('contractType')}>
        <option value="full-time">Full-time</option>
        <option value="part-time">Part-time</option>
        <option value="fixed-term">Fixed-term</option>
        <option value="probation">Probation</option>
      </SelectField>
      <TextField label="Basic salary (QAR)" type="number" step="0.01" {...field('basicSalary', amount)} />
      <TextField label="Housing allowance (QAR)" type="number" step="0.01" {...field('housingAllowance', amount)} />
      <TextField label="Transport allowance (QAR)" type="number" step="0.01" {...field('transportAllowance', amount)} />
      <TextField label="Other allowance (QAR)" type="number" step="0.01" {...field('otherAllowance', amount)} />
      <TextField label="IBAN" autoComplete="off" {...field('iban')} />
      <TextField label="Bank short name" hint="As WPS names the bank, e.g. QNB" {...field('bankShortName')} />
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
          Add employee
        </Button>
      </div>
    </form>
  );
}
