import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { get } from 'react-hook-form';
import { useValidationText } from '../../lib/i18n/validation-text';
import type { FieldErrors, FieldPath, FieldValues, RegisterOptions, UseFormRegister } from 'react-hook-form';

const controlClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-700';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

/**
 * Label, control, hint and error, tied together for assistive technology. The error is the schema's sentence, shown
 * in the page's language.
 */
function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  const text = useValidationText(error);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** A schema's sentence shown in the page's language, where a form lays out its own message (a group of radios). */
export function ValidationMessage({ message }: { message: string | undefined }) {
  return <>{useValidationText(message)}</>;
}

/** What every control of a field carries: its id, invalid state, the texts describing it, and the look. */
function controlProps(id: string, error: string | undefined, hint: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    className: controlClasses,
  };
}

interface CommonProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({
  label,
  error,
  hint,
  ref,
  ...props
}: CommonProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input ref={ref} {...controlProps(id, error, hint)} {...props} />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  ref,
  ...props
}: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea ref={ref} {...controlProps(id, error, hint)} {...props} />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  ref,
  children,
  ...props
}: CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select ref={ref} {...controlProps(id, error, hint)} {...props}>
        {children}
      </select>
    </FieldFrame>
  );
}

/**
 * A form's fields as the field components take them: `{...field('phone')}` registers the field with react-hook-form
 * and passes its error message (from the server's own schema) along; a nested name ('overtime.dayPercent',
 * 'lines.0.quantity') finds its message where react-hook-form keeps it.
 */
export function formFields<Values extends FieldValues>(register: UseFormRegister<Values>, errors: FieldErrors<Values>) {
  return <Name extends FieldPath<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => ({
    ...register(name, options),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });
}
