import { useValidationText } from '../../lib/i18n/validation-text';

/**
 * The message about a whole form (a refusal naming no field of it, already in the user's language, or a schema's
 * sentence, shown in it), read out when it appears.
 */
export function FormError({ message }: { message: string | undefined }) {
  const text = useValidationText(message || undefined);
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {text}
    </p>
  );
}
