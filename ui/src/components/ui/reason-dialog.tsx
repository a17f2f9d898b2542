import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import { Button } from './button';
import { TextAreaField } from './form-field';
import { Modal } from './modal';

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
  /** Records the action; a refusal's message is shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * An action that needs a reason (cancel a membership, archive a member, void an invoice): the reason is recorded
 * with the action. A refusal from the server is shown here, the dialog staying open.
 */
export function ReasonDialog({ open, onClose, title, description, ...props }: ReasonDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description}>
      {open ? <ReasonForm {...props} onClose={onClose} /> : null}
    </Modal>
  );
}

function ReasonForm({
  confirmLabel,
  fieldLabel = 'Reason',
  schema,
  onConfirm,
  onClose,
}: Pick<ReasonDialogProps, 'confirmLabel' | 'fieldLabel' | 'schema' | 'onConfirm' | 'onClose'>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason);
      onClose();
    } catch (error) {
      const message = isApiError(error) ? error.answer?.message : undefined;
      setError('root', { message: message || 'It could not be saved. Please try again.' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <TextAreaField label={fieldLabel} rows={2} autoFocus error={errors.reason?.message} {...register('reason')} />
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Go back
        </Button>
        <Button type="submit" variant="danger" busy={isSubmitting}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
