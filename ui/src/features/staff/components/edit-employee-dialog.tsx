import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useChangeEmployee } from '../api/change-employee';
import { EmployeeFormDialog } from './employee-form-dialog';
import type { EmployeeFormValues } from './employee-form-dialog';

/** The record as the form shows it (the list answers it with pay for canEditStaff). */
function formValues(e: Employee): EmployeeFormValues {
  return {
    name: e.name,
    qid: e.qid ?? '',
    passportNumber: e.passportNumber ?? '',
    visaNumber: e.visaNumber ?? '',
    nationality: e.nationality ?? '',
    jobTitle: e.jobTitle,
    department: e.department,
    hireDate: e.hireDate,
    contractType: (e.contractType ?? 'full-time') as EmployeeFormValues['contractType'],
    basicSalary: e.basicSalary ?? 0,
    housingAllowance: e.housingAllowance ?? 0,
    transportAllowance: e.transportAllowance ?? 0,
    otherAllowance: e.otherAllowance ?? 0,
    iban: e.iban ?? '',
    bankShortName: e.bankShortName ?? '',
    userId: e.userId ?? null,
    trainerId: e.trainerId ?? '',
    commissionPercent: e.commissionPercent ?? 0,
    commissionBasis: e.commissionBasis ?? 'sales',
  };
}

/** Change an employee's record (canEditStaff): one event with the whole record as it now reads. */
export function EditEmployeeDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const t = useT();
  const change = useChangeEmployee();
  return (
    <EmployeeFormDialog
      open={employee !== null}
      onClose={onClose}
      title={employee ? t('staff.employees.editOf', { name: employee.name }) : t('staff.employee.editTitle')}
      description={t('staff.employee.editDescription')}
      defaultValues={employee ? formValues(employee) : {}}
      submitLabel={t('staff.employee.save')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!employee) return;
        await change.mutateAsync({ input: { id: employee.id, values }, idempotencyKey });
        toast({ variant: 'success', title: t('staff.employee.saved'), description: values.name });
      }}
    />
  );
}
