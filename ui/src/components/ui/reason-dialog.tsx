import type { z } from 'zod';
import { FormDialog } from '../form-dialog/form-dialog';
import type { Submission } from '../form-dialog/submission';
import { useT } from '../../lib/i18n/use-t';
import { TextAreaField } from './form-field';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** The text box's label (default "Reason"). */
  fieldLabel?: string;
  /** The API contract of the action's body (`{reason}`), for the field's messages. */
  schema: ReasonSchema;
  /** Records the action (with the submission's Idempotency-Key, for a hook that takes it); a refusal is shown here. */
  onConfirm: (reason: string, submission: Submission) => Promise<unknown>;
  onClose: () => void;
}

/**
 * An action that needs a reason (cancel a membership, archive a member, void an invoice): the reason is recorded
 * with the action. A refusal from the server is shown here, the dialog staying open.
 */
export function ReasonDialog({ confirmLabel, fieldLabel, onConfirm, ...props }: ReasonDialogProps) {
  const t = useT();
  return (
    <FormDialog
      {...props}
      defaultValues={{ reason: '' }}
      submitLabel={confirmLabel}
      submitVariant="danger"
      cancelLabel={t('kit.goBack')}
      onSubmit={({ reason }, submission) => onConfirm(reason, submission)}
    >
      {({ field }) => <TextAreaField label={fieldLabel ?? t('kit.reason')} rows={2} autoFocus {...field('reason')} />}
    </FormDialog>
  );
}
