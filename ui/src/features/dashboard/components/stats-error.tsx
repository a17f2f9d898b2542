import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';

/** The spec's failure panel (section 2), with what went wrong ("Failed to fetch dashboard data: {status}"). */
export function StatsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-sm text-red-900">
      <p className="font-semibold">{t('dashboard.stats.error')}</p>
      <p className="mt-1">{errorMessage(error)}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('kit.retry')}
      </Button>
    </div>
  );
}
