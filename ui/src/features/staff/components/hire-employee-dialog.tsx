import { toast } from '../../../components/ui/toast/toast-store';
import { useHireEmployee } from '../api/hire-employee';
import { EmployeeFormDialog } from './employee-form-dialog';

/** Add an employee (canEditStaff). */
export function HireEmployeeDialog({ open, onClose, today }: { open: boolean; onClose: () => void; today: string }) {
  const hire = useHireEmployee();
  return (
    <EmployeeFormDialog
      open={open}
      onClose={onClose}
      title="Add employee"
      description="A QID of 11 digits and a Qatari IBAN are needed to pay through WPS."
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
      submitLabel="Add employee"
      onSubmit={async (values, { idempotencyKey }) => {
        await hire.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: 'Employee added', description: values.name });
      }}
    />
  );
}
