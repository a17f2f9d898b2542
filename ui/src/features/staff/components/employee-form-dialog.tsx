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
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  return (
    <FormDialog<EmployeeFormValues, EmployeeValues>
      {...props}
      wide
      schema={employeeInput}
      failureMessage={t('staff.employee.failed')}
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
  const t = useT();
  // Each list the record links to is read only when the user may read it; the form offers the links it has.
  const users = useUsers({ enabled: useCan('canManageSettings') });
  const trainers = useTrainers({ enabled: useCan('canViewPT') });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('staff.employee.name')} autoFocus {...field('name')} />
      <TextField label={t('staff.employee.qid')} inputMode="numeric" {...field('qid')} />
      <TextField label={t('staff.employee.passport')} {...field('passportNumber')} />
      <TextField label={t('staff.employee.visa')} hint={t('staff.employee.visaHint')} {...field('visaNumber')} />
      <TextField label={t('staff.employee.nationality')} {...field('nationality')} />
      <TextField label={t('staff.employee.jobTitle')} {...field('jobTitle')} />
      <TextField label={t('staff.employee.department')} {...field('department')} />
      <TextField label={t('staff.employee.hireDate')} type="date" {...field('hireDate')} />
      <SelectField label={t('staff.employee.contract')} {...field('contractType')}>
        <option value="full-time">{t('staff.employee.contract.fullTime')}</option>
        <option value="part-time">{t('staff.employee.contract.partTime')}</option>
        <option value="fixed-term">{t('staff.employee.contract.fixedTerm')}</option>
        <option value="probation">{t('staff.employee.contract.probation')}</option>
      </SelectField>
      <TextField label={t('staff.employee.basicSalary')} type="number" step="0.01" {...field('basicSalary', amount)} />
      <TextField label={t('staff.employee.housing')} type="number" step="0.01" {...field('housingAllowance', amount)} />
      <TextField
        label={t('staff.employee.transport')}
        type="number"
        step="0.01"
        {...field('transportAllowance', amount)}
      />
      <TextField
        label={t('staff.employee.otherAllowance')}
        type="number"
        step="0.01"
        {...field('otherAllowance', amount)}
      />
      <TextField label={t('staff.employee.iban')} autoComplete="off" {...field('iban')} />
      <TextField label={t('staff.employee.bank')} hint={t('staff.employee.bankHint')} {...field('bankShortName')} />
      <SelectField
        label={t('staff.employee.user')}
        hint={t(users.data ? 'staff.employee.userHint' : 'staff.employee.userUnlisted')}
        {...field('userId', userIdOrNull)}
      >
        <option value="">{t('staff.employee.notLinked')}</option>
        {(users.data ?? []).map((u) => (
          <option key={u.id} value={String(u.id)}>
            {u.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('staff.employee.trainer')}
        hint={t('staff.employee.trainerHint')}
        {...field('trainerId', orNull)}
      >
        <option value="">{t('staff.employee.notTrainer')}</option>
        {(trainers.data ?? []).map((trainer) => (
          <option key={trainer.id} value={String(trainer.id)}>
            {trainer.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('staff.employee.commission')}
        type="number"
        step="0.01"
        {...field('commissionPercent', amount)}
      />
      <SelectField label={t('staff.employee.commissionBasis')} {...field('commissionBasis')}>
        <option value="sales">{t('staff.employee.commissionBasis.sales')}</option>
        <option value="sessions">{t('staff.employee.commissionBasis.sessions')}</option>
      </SelectField>
    </div>
  );
}
