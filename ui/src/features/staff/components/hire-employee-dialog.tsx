import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useHireEmployee } from '../api/hire-employee';
import { EmployeeFormDialog } from './employee-form-dialog';

/** Add an employee (canEditStaff). */
export function HireEmployeeDialog({ open, onClose, today }: { open: boolean; onClose: () => void; today: string }) {
  const t = useT();
  const hire = useHireEmployee();
  return (
    <EmployeeFormDialog
      open={open}
      onClose={onClose}
      title={t('staff.employees.add')}
      description={t('staff.employee.hireDescription')}
      defaultValues={{
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
        commissionBasis: 'sales',
      }}
      submitLabel={t('staff.employees.add')}
      onSubmit={async (values, { idempotencyKey }) => {
        await hire.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: t('staff.employee.added'), description: values.name });
      }}
    />
  );
}
