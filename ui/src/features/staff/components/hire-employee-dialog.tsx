import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { useHireEmployee } from '../api/hire-employee';
import { EmployeeForm } from './employee-form';

/** Add an employee (canEditStaff). */
export function HireEmployeeDialog({ open, onClose, today }: { open: boolean; onClose: () => void; today: string }) {
  const hire = useHireEmployee();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add employee"
      description="A QID of 11 digits and a Qatari IBAN are needed to pay through WPS."
      wide
    >
      {open ? (
        <EmployeeForm
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
          onCancel={onClose}
          onSubmit={async (values) => {
            await hire.mutateAsync(values);
            toast({ variant: 'success', title: 'Employee added', description: values.name });
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
