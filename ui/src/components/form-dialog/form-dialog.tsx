import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useIdempotencyKeys } from '../../lib/idempotency';
import { useT } from '../../lib/i18n/use-t';
import { Button } from '../ui/button';
import { formFields } from '../ui/form-field';
import { DialogSheet, SheetBody, SheetFooter } from './dialog-sheet';
import { FormError } from './form-error';
import { fieldPathsOf, formRefusal } from './form-refusal';
import { submitOnce } from './submission';
import type { Submission } from './submission';

/** What a dialog's fields are built with: react-hook-form's API and `field(name)` for the kit's field components. */
export type FormDialogApi<In extends FieldValues, Out extends FieldValues> = UseFormReturn<In, unknown, Out> & {
  field: FormDialogField<In>;
};

/** `field(name)`: registers a field and passes its error message to the kit's field components. */
export type FormDialogField<In extends FieldValues> = ReturnType<typeof formFields<In>>;

export interface FormDialogProps<In extends FieldValues, Out extends FieldValues> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** A wider box on larger screens, for forms with many fields. */
  wide?: boolean;
  /** The request's zod schema from the server's contracts (or one derived from it): the form checks what it will. */
  schema: z.ZodType<Out, In>;
  /** Every field's starting value; taken afresh each time the dialog opens. */
  defaultValues: DefaultValues<In>;
  submitLabel: string;
  cancelLabel?: string;
  submitVariant?: 'primary' | 'danger';
  /** Said when a submission fails with nothing more precise to say. */
  failureMessage?: string;
  /**
   * Sends the values with the submission's Idempotency-Key. Resolving means done (the dialog closes); throwing shows
   * the refusal on the fields it names, the rest above the buttons (a FieldProblem names a field from here).
   */
  onSubmit: (values: Out, submission: Submission) => Promise<unknown>;
  /** Stays open after saving (settings edited in place); the saved values become the form's clean state. */
  keepOpenOnSuccess?: boolean;
  /** Shows the values without a way to change or submit them (a user without the permission). */
  readOnly?: boolean;
  /** The submit button is also off while this says so (e.g. nothing changed yet). */
  submitDisabled?: (form: FormDialogApi<In, Out>) => boolean;
  /** A line at the start of the button row, such as "Saved.". */
  footerStatus?: (form: FormDialogApi<In, Out>) => ReactNode;
  /** The fields. */
  children: (form: FormDialogApi<In, Out>) => ReactNode;
  /** Below the fields, inside the dialog: content with forms of its own (a test message), told the form's state. */
  after?: (form: FormDialogApi<In, Out>) => ReactNode;
}

/**
 * A dialog that is one form: react-hook-form checked with the server's zod schema, a busy state (the submit button
 * spins and the dialog cannot be closed while the request runs), server refusals on the fields they name, one
 * Idempotency-Key per submission, focus on the first invalid field, and a full-screen sheet on phones.
 */
export function FormDialog<In extends FieldValues, Out extends FieldValues>(props: FormDialogProps<In, Out>) {
  // Mounted only while open, so every opening starts from the current default values and a new key.
  return props.open ? <OpenFormDialog {...props} /> : null;
}

function OpenFormDialog<In extends FieldValues, Out extends FieldValues>({
  onClose,
  title,
  description,
  wide,
  schema,
  defaultValues,
  submitLabel,
  cancelLabel,
  submitVariant = 'primary',
  failureMessage,
  onSubmit,
  keepOpenOnSuccess = false,
  readOnly = false,
  submitDisabled,
  footerStatus,
  children,
  after,
}: FormDialogProps<In, Out>) {
  const t = useT();
  const formId = useId();
  const keys = useIdempotencyKeys();
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const api: FormDialogApi<In, Out> = { ...form, field: formFields(form.register, errors) };
  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = async (event: FormEvent) => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      try {
        await submitOnce(keys, values, onSubmit);
        saved = true;
        if (!keepOpenOnSuccess) onClose();
      } catch (error) {
        const refusal = formRefusal(error, fieldPathsOf(form.getValues()), failureMessage ?? t('kit.form.notSaved'));
        refusal.fields.forEach(({ name, message }, index) =>
          form.setError(name as FieldPath<In>, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        if (refusal.message) form.setError('root', { type: 'server', message: refusal.message });
      }
    })(event);
    // Kept open: what was saved becomes the clean state. Only once the submission is over, as react-hook-form drops
    // a submission's outcome when the form is reset during it (footerStatus reads isSubmitSuccessful).
    if (saved && keepOpenOnSuccess) {
      form.reset(form.getValues(), { keepIsSubmitted: true, keepIsSubmitSuccessful: true, keepSubmitCount: true });
    }
  };

  return (
    <DialogSheet onClose={close} title={title} description={description} wide={wide}>
      {/* The body scrolls on a phone while the buttons stay in view; they submit the form through its id. */}
      <SheetBody>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-4">
          <fieldset disabled={readOnly} className="grid min-w-0 gap-4">
            {/* Parts of the form that watch its values (a total, a hint) read it with useFormContext / useWatch. */}
            <FormProvider {...form}>{children(api)}</FormProvider>
          </fieldset>
          <FormError message={errors.root?.message} />
        </form>
        {after ? after(api) : null}
      </SheetBody>
      <SheetFooter>
        {footerStatus ? <div className="me-auto">{footerStatus(api)}</div> : null}
        <Button variant="secondary" onClick={close} disabled={isSubmitting}>
          {cancelLabel ?? t('kit.cancel')}
        </Button>
        {readOnly ? null : (
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            busy={isSubmitting}
            disabled={submitDisabled ? submitDisabled(api) : false}
          >
            {submitLabel}
          </Button>
        )}
      </SheetFooter>
    </DialogSheet>
  );
}
