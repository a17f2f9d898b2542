import { lazy, Suspense } from 'react';
import { ChartSkeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n/use-t';
import type { BarChartProps, BarSeries, DonutChartProps } from '../charts/chart-types';

// The charts (visx) load after the dashboard's first paint, in their own chunk (DESIGN section 8 budget).
const GroupedBarChart = lazy(() => import('../charts/grouped-bar-chart'));
const DonutChart = lazy(() => import('../charts/donut-chart'));

/** A bar chart, with a skeleton of its height while its code loads. */
export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height} />}>
      <GroupedBarChart {...props} />
    </Suspense>
  );
}

export function Donut(props: DonutChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height} />}>
      <DonutChart {...props} />
    </Suspense>
  );
}

/** The colour key of a chart's series (visible text; the colours alone say nothing). */
export function Legend({ series }: { series: readonly Pick<BarSeries, 'key' | 'label' | 'color'>[] }) {
  const t = useT();
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-800" aria-label={t('dashboard.legend')}>
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
