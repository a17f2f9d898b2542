import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n/use-t';

/** Skeleton cards of the dashboard's lower part, while its code loads (its data is already on its way). */
export function LowerPanelsSkeleton() {
  const t = useT();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('kit.loading')}</span>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
      <Skeleton className="h-48 w-full" />
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-64 w-full lg:col-span-2" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}

/** Skeleton of the figures (summary cards, PT statistics, gender tabs) while the statistics load. */
export function StatsSkeleton() {
  const t = useT();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('dashboard.stats.loading')}</span>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-7 w-20" />
            <Skeleton className="h-3 w-32" />
          </div>
        ))}
      </div>
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
