import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { Bar } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import type { MouseEvent } from 'react';
import { fitLabel } from '../../../components/report-view/chart-layout';
import { bandScale, linearScaleFromZero } from './bar-scales';
import { BottomAxis, LeftAxis } from './chart-axes';
import type { BarCategory, BarChartProps } from './chart-types';

const MARGIN = { top: 12, right: 8, bottom: 32, left: 72 };
/** Axis labels at most this many, so months and trainers never overlap. */
const MAX_X_LABELS = 8;

/** Vertical grouped bars (one bar per series in each category), a tooltip per category; loaded lazily. */
export default function GroupedBarChart(props: BarChartProps) {
  return (
    <div style={{ height: props.height }}>
      <ParentSize debounceTime={50}>
        {({ width }) => (width > 0 ? <Chart {...props} width={width} /> : null)}
      </ParentSize>
    </div>
  );
}

function Chart({
  categories,
  series,
  height,
  width,
  ariaLabel,
  formatValue,
  formatTick,
}: BarChartProps & { width: number }) {
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } = useTooltip<BarCategory>();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const x0 = bandScale(
    categories.map((c) => c.key),
    innerWidth,
    0.2,
  );
  const x1 = bandScale(
    series.map((s) => s.key),
    x0.bandwidth(),
    0.1,
  );
  const highest = Math.max(0, ...categories.flatMap((c) => series.map((s) => c.values[s.key] ?? 0)));
  const y = linearScaleFromZero(highest, innerHeight);
  const labels = new Map(categories.map((c) => [c.key, c.label]));
  const every = Math.ceil(categories.length / MAX_X_LABELS);
  // Each shown label has the width of `every` bands to itself (minus the margin at the chart's ends).
  const room = categories.length === 0 ? innerWidth : (innerWidth / categories.length) * every;
  const bottomTicks = categories
    .filter((_, index) => index % every === 0)
    .map((c) => ({ x: (x0(c.key) ?? 0) + x0.bandwidth() / 2, label: fitLabel(labels.get(c.key) ?? c.key, room) }));

  function show(event: MouseEvent<SVGRectElement>, category: BarCategory) {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    showTooltip({
      tooltipData: category,
      tooltipLeft: event.clientX - (box?.left ?? 0),
      tooltipTop: event.clientY - (box?.top ?? 0),
    });
  }

  return (
    <div className="relative">
      <svg width={width} height={height} role="img" aria-label={ariaLabel}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {categories.map((category) => (
            <Group key={category.key} left={x0(category.key) ?? 0}>
              {series.map((s) => {
                const value = category.values[s.key] ?? 0;
                const top = y(value);
                return (
                  <Bar
                    key={s.key}
                    x={x1(s.key) ?? 0}
                    y={top}
                    width={x1.bandwidth()}
                    height={Math.max(0, innerHeight - top)}
                    fill={s.color}
                    rx={2}
                  />
                );
              })}
              <rect
                x={0}
                y={0}
                width={x0.bandwidth()}
                height={innerHeight}
                fill="transparent"
                onMouseMove={(event) => show(event, category)}
                onMouseLeave={hideTooltip}
              />
            </Group>
          ))}
          <LeftAxis ticks={y.ticks(5)} y={y} height={innerHeight} format={formatTick ?? formatValue} />
          <BottomAxis ticks={bottomTicks} top={innerHeight} width={innerWidth} />
        </Group>
      </svg>
      {tooltipOpen && tooltipData ? (
        <TooltipWithBounds left={tooltipLeft} top={tooltipTop} className="text-sm">
          <p className="font-semibold text-slate-900">{tooltipData.title}</p>
          {series.map((s) => (
            <p key={s.key} className="flex items-center gap-2 text-slate-800">
              <span aria-hidden="true" className="inline-block size-2.5 rounded-sm" style={{ background: s.color }} />
              {s.label}: {formatValue(tooltipData.values[s.key] ?? 0)}
            </p>
          ))}
        </TooltipWithBounds>
      ) : null}
    </div>
  );
}
