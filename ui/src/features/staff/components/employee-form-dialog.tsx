import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { employeeInput } from '@gym/modules/people/staff/employee-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { FormDialogField } from '../../../components/form-dialog/form-dialog';
import type { Submission } from '../../../components/form-dialog/submission';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useCan } from '../../../hooks/use-session-user';
import { useTrainers } from '../../../lib/api/get-trainers';
import { useUsers } from '../../../lib/api/get-users';
import type { EmployeeValues } from '../api/hire-employee';

export type EmployeeFormValues = z.input<typeof employeeInput>;

interface EmployeeFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  defaultValues: DefaultValues<EmployeeFormValues>;
  submitLabel: string;
  /** Records the employee with the submission's Idempotency-Key. */
  onSubmit: (values: EmployeeValues, submission: Submission) => Promise<void>;
}

/** The employee record's dialog, for hiring and for changing it, checked with the server's employee schema. */
export function EmployeeFormDialog(props: EmployeeFormDialogProps) {
  return (
    <FormDialog<EmployeeFormValues, EmployeeValues>
      {...props}
      wide
      schema={employeeInput}
      failureMessage="The employee could not be saved. Please try again."
    >
      {({ field }) => <EmployeeFields field={field} />}
    </FormDialog>
  );
}

const amount = { valueAsNumber: true } as const;
const orNull = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : v) } as const;
const userIdOrNull = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };

/**
 * Identity, contract, pay in QAR, the bank details WPS pays into, and the links to a user account (their own leave
 * and payslips) and to a PT trainer (commission).
 */
function EmployeeFields({ field }: { field: FormDialogField<EmployeeFormValues> }) {
  // Each list the record links to is read only when the user may read it; the form offers the links it has.
  const users = useUsers({ enabled: useCan('canManageSettings') });
  const trainers = useTrainers({ enabled: useCan('canViewPT') });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Full name" autoFocus {...field('name')} />
      <TextField label="QID" inputMode="numeric" {...field('qid')} />
      <TextField label="Passport number" {...field('passportNumber')} />
      <TextField label="Visa number" hint="For WPS when there is no QID yet" {...field('visaNumber')} />
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
      <SelectField
        label="User account"
        hint={users.data ? 'They see their own leave and payslips' : 'Listing accounts needs canManageSettings'}
        {...field('userId', userIdOrNull)}
      >
        <option value="">Not linked</option>
        {(users.data ?? []).map((u) => (
          <option key={u.id} value={String(u.id)}>
            {u.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="PT trainer" hint="Earns the commission below" {...field('trainerId', orNull)}>
        <option value="">Not a trainer</option>
        {(trainers.data ?? []).map((t) => (
          <option key={t.id} value={String(t.id)}>
            {t.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Commission (%)" type="number" step="0.01" {...field('commissionPercent', amount)} />
      <SelectField label="Commission on" {...field('commissionBasis')}>
        <option value="sales">PT packages sold</option>
        <option value="sessions">PT sessions delivered</option>
      </SelectField>
    </div>
  );
}
