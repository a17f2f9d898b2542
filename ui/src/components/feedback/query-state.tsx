import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useT } from '../../lib/i18n/use-t';

/** Loading text for a section whose data is on its way. */
export function SectionLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-700">
      <Spinner />
      {text}
    </p>
  );
}

/** A section whose data could not be read, with a way to try again. */
export function SectionError({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string | undefined;
}) {
  const t = useT();
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {retryLabel ?? t('kit.retry')}
      </Button>
    </div>
  );
}
