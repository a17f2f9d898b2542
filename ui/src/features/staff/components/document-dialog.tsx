import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { documentInput } from '@gym/modules/people/staff/employee-contracts';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useRecordDocument } from '../api/record-document';
import type { DocumentValues } from '../api/record-document';

/**
 * Record one of an employee's documents: its kind, number and expiry (a warning shows 30 days before). Only these
 * facts enter the event log; a scan of the document is never uploaded here.
 */
export function DocumentDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  return (
    <Modal
      open={employee !== null}
      onClose={onClose}
      title={employee ? `Add a document for ${employee.name}` : 'Add a document'}
      description="It replaces the document of the same kind. Keep the scan in the staff file, not here."
    >
      {employee ? <DocumentForm employee={employee} onDone={onClose} /> : null}
    </Modal>
  );
}

function DocumentForm({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const record = useRecordDocument();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof documentInput>, unknown, DocumentValues>({
    resolver: zodResolver(documentInput),
    defaultValues: { kind: 'qid', number: '', expiryDate: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await record.mutateAsync({ id: employee.id, values });
      toast({ variant: 'success', title: 'Document recorded', description: `${employee.name}: ${values.number}` });
      onDone();
    } catch (error) {
      setError('root', { message: errorMessage(error) });
    }
  });
  const field = formFields(register, errors);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <SelectField label="Document" {...field('kind')}>
        <option value="qid">QID</option>
        <option value="passport">Passport</option>
        <option value="visa">Visa</option>
        <option value="health-card">Health card</option>
        <option value="contract">Contract</option>
        <option value="other">Other</option>
      </SelectField>
      <TextField label="Document number" autoComplete="off" {...field('number')} />
      <TextField label="Expiry date" type="date" {...field('expiryDate')} />
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
          Record document
        </Button>
      </div>
    </form>
  );
}
