import { documentInput } from '@gym/modules/people/staff/employee-contracts';
import type { Employee } from '@gym/modules/people/staff/employee-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useRecordDocument } from '../api/record-document';

/**
 * Record one of an employee's documents: its kind, number and expiry (a warning shows 30 days before). Only these
 * facts enter the event log; a scan of the document is never uploaded here.
 */
export function DocumentDialog({ employee, onClose }: { employee: Employee | null; onClose: () => void }) {
  const t = useT();
  const record = useRecordDocument();
  return (
    <FormDialog
      open={employee !== null}
      onClose={onClose}
      title={employee ? t('staff.document.titleFor', { name: employee.name }) : t('staff.document.title')}
      description={t('staff.document.description')}
      schema={documentInput}
      defaultValues={{ kind: 'qid', number: '', expiryDate: '' }}
      submitLabel={t('staff.document.submit')}
      failureMessage={t('staff.document.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!employee) return;
        await record.mutateAsync({ input: { id: employee.id, values }, idempotencyKey });
        toast({
          variant: 'success',
          title: t('staff.document.recorded'),
          description: `${employee.name}: ${values.number}`,
        });
      }}
    >
      {({ field }) => (
        <>
          <SelectField label={t('staff.document.kind')} {...field('kind')}>
            <option value="qid">{t('staff.document.qid')}</option>
            <option value="passport">{t('staff.document.passport')}</option>
            <option value="visa">{t('staff.document.visa')}</option>
            <option value="health-card">{t('staff.document.healthCard')}</option>
            <option value="contract">{t('staff.document.contract')}</option>
            <option value="other">{t('staff.document.otherKind')}</option>
          </SelectField>
          <TextField label={t('staff.document.number')} autoComplete="off" {...field('number')} />
          <TextField label={t('staff.document.expiry')} type="date" {...field('expiryDate')} />
        </>
      )}
    </FormDialog>
  );
}
