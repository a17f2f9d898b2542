import { lazy, Suspense } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { ChartSkeleton } from '../ui/skeleton';
import type { ChartSeries, ReportChartProps } from './chart-types';

// visx and the chart's code come in their own chunk, fetched only when a report shows (the dashboard's budget).
const BarChart = lazy(() => import('./bar-chart'));

/** The height the chart takes while its code loads, as the chart's own default. */
const FALLBACK_HEIGHT = 280;

/** A report's chart (lazily loaded, a skeleton of its height meanwhile) and its colour key. */
export function ReportChart({ legendLabel, loadingLabel, ...props }: ReportChartProps & ChartTexts) {
  return (
    <div className="grid min-w-0 gap-2">
      <Suspense fallback={<ChartSkeleton height={props.height ?? FALLBACK_HEIGHT} label={loadingLabel} />}>
        <BarChart {...props} />
      </Suspense>
      <ChartLegend series={props.series} label={legendLabel} />
    </div>
  );
}

interface ChartTexts {
  /** The colour key's accessible name. */
  legendLabel?: string;
  /** Read out while the chart's code loads. */
  loadingLabel?: string;
}

/** The colour key as visible text: the colours alone say nothing. One series needs no key. */
function ChartLegend({ series, label }: { series: readonly ChartSeries[]; label?: string }) {
  const t = useT();
  if (series.length < 2) return null;
  return (
    <ul aria-label={label ?? t('kit.chart.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-800">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm" style={{ background: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
