import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { compensatoryInput } from '@gym/modules/people/leave/leave-contracts';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useGrantCompensatory } from '../api/grant-compensatory';
import type { CompensatoryValues } from '../api/grant-compensatory';

/** Grant compensatory days (canEditStaff), e.g. the substitute rest day for working a rest day (Labour Law art. 75). */
export function CompensatoryDialog({
  open,
  onClose,
  employees,
}: {
  open: boolean;
  onClose: () => void;
  employees: readonly Employee[];
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Grant compensatory days"
      description="The days can then be asked for as compensatory leave."
    >
      {open ? <CompensatoryForm employees={employees} onDone={onClose} /> : null}
    </Modal>
  );
}

function CompensatoryForm({ employees, onDone }: { employees: readonly Employee[]; onDone: () => void }) {
  const grant = useGrantCompensatory();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof compensatoryInput>, unknown, CompensatoryValues>({
    resolver: zodResolver(compensatoryInput),
    defaultValues: { employeeId: employees[0]?.id ?? '', days: 1, reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await grant.mutateAsync(values);
      const name = employees.find((e) => e.id === values.employeeId)?.name ?? '';
      toast({ variant: 'success', title: 'Compensatory days granted', description: `${name}: ${values.days}` });
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error) });
    }
  });
  const field = formFields(register, errors);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <SelectField label="Employee" {...field('employeeId')}>
        {employees.map((e) => (
          <option key={e.id} value={e.id}>
            {e.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Days" type="number" min={1} max={30} {...field('days', { valueAsNumber: true })} />
      <TextAreaField label="What the days are for" rows={2} {...field('reason')} />
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
          Grant days
        </Button>
      </div>
    </form>
  );
}
