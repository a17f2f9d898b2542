import { useT } from '../../lib/i18n/use-t';

/** A grey placeholder block where content is on its way (decorative: the surrounding status says "Loading"). */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none ${className}`}
    />
  );
}

/** The place of a chart while its code or data loads, at the chart's own height so nothing jumps. */
export function ChartSkeleton({ height, label }: { height: number; label?: string }) {
  const t = useT();
  return (
    <div role="status" style={{ height }} className="relative">
      <Skeleton className="h-full w-full" />
      <span className="sr-only">{label ?? t('kit.chart.loading')}</span>
    </div>
  );
}
