import { documentInput } from '@gym/modules/people/staff/employee-contracts';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useRecordDocument } from '../api/record-document';

/**
 * Record one of an employee's documents: its kind, number and expiry (a warning shows 30 days before). Only these
 * facts enter the event log; a scan of the document is never uploaded here.
 */
export function DocumentDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const record = useRecordDocument();
  return (
    <FormDialog
      open={employee !== null}
      onClose={onClose}
      title={employee ? `Add a document for ${employee.name}` : 'Add a document'}
      description="It replaces the document of the same kind. Keep the scan in the staff file, not here."
      schema={documentInput}
      defaultValues={{ kind: 'qid', number: '', expiryDate: '' }}
      submitLabel="Record document"
      failureMessage="The document could not be recorded. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        if (!employee) return;
        await record.mutateAsync({ input: { id: employee.id, values }, idempotencyKey });
        toast({ variant: 'success', title: 'Document recorded', description: `${employee.name}: ${values.number}` });
      }}
    >
      {({ field }) => (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
