/** The message about a whole form (a refusal naming no field of it), read out when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      {message}
    </p>
  );
}
