import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import type { MouseEvent } from 'react';
import { fitLabel, labelEvery, stackBar, valueExtent } from './chart-layout';
import type { ChartCategory, ReportChartProps } from './chart-types';

export const DEFAULT_CHART_HEIGHT = 280;
const MARGIN = { top: 12, right: 8, bottom: 32, left: 64 };
/** At most this many labels under the axis, so months and names never overlap. */
const MAX_X_LABELS = 8;
const AXIS_COLOUR = '#94a3b8';
const LABEL_COLOUR = '#334155';
const GRID_COLOUR = '#e2e8f0';
const tickLabel = { fill: LABEL_COLOUR, fontSize: 11 } as const;

/**
 * The report's bars (grouped and stacked, see ChartBar) with @visx/axis and @visx/scale, as wide as its box
 * (ParentSize), so it fits a 360 px phone. Loaded lazily by ReportChart: this module and visx are fetched only when a
 * report shows. The SVG is named by `label`; the figures are in the report's table.
 */
export default function BarChart(props: ReportChartProps) {
  const height = props.height ?? DEFAULT_CHART_HEIGHT;
  return (
    <div style={{ height }}>
      <ParentSize debounceTime={50}>
        {({ width }) => (width > 0 ? <Chart {...props} height={height} width={width} /> : null)}
      </ParentSize>
    </div>
  );
}

function Chart({
  categories,
  series,
  label,
  formatValue,
  formatTick = formatValue,
  height,
  width,
}: ReportChartProps & { height: number; width: number }) {
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } = useTooltip<ChartCategory>();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const x0 = scaleBand<string>({ domain: categories.map((c) => c.key), range: [0, innerWidth], padding: 0.2 });
  const barKeys = [...new Set(categories.flatMap((c) => c.bars.map((b) => b.key)))];
  const x1 = scaleBand<string>({ domain: barKeys, range: [0, x0.bandwidth()], padding: 0.1 });
  const y = scaleLinear<number>({ domain: valueExtent(categories, series), range: [innerHeight, 0], nice: true });
  const every = labelEvery(categories.length, MAX_X_LABELS);
  const room = categories.length === 0 ? innerWidth : (innerWidth / categories.length) * every;
  const labels = new Map(categories.map((c) => [c.key, c.label]));

  function show(event: MouseEvent<SVGRectElement>, category: ChartCategory) {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    showTooltip({
      tooltipData: category,
      tooltipLeft: event.clientX - (box?.left ?? 0),
      tooltipTop: event.clientY - (box?.top ?? 0),
    });
  }

  return (
    <div className="relative">
      <svg width={width} height={height} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <g aria-hidden="true">
            {y.ticks(5).map((value) => (
              <line key={value} x1={0} x2={innerWidth} y1={y(value)} y2={y(value)} stroke={GRID_COLOUR} />
            ))}
          </g>
          {categories.map((category) => (
            <Group key={category.key} left={x0(category.key) ?? 0}>
              {category.bars.map((bar) =>
                stackBar(bar.values, series).map((segment) => (
                  <Bar
                    key={`${bar.key}-${segment.series.key}`}
                    x={x1(bar.key) ?? 0}
                    y={y(segment.y1)}
                    width={x1.bandwidth()}
                    height={Math.max(0, y(segment.y0) - y(segment.y1))}
                    fill={segment.series.color}
                  />
                )),
              )}
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
          <g aria-hidden="true">
            <AxisLeft
              scale={y}
              numTicks={5}
              stroke={AXIS_COLOUR}
              tickStroke={AXIS_COLOUR}
              tickFormat={(value) => formatTick(Number(value))}
              tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -2, dy: '0.33em' }}
            />
            {/* Below zero (a month of refunds, a short till) the zero line stays visible above the month labels. */}
            {y.domain()[0]! < 0 ? <line x1={0} x2={innerWidth} y1={y(0)} y2={y(0)} stroke={AXIS_COLOUR} /> : null}
            <AxisBottom
              top={innerHeight}
              scale={x0}
              stroke={AXIS_COLOUR}
              tickStroke={AXIS_COLOUR}
              tickValues={categories.filter((_, index) => index % every === 0).map((c) => c.key)}
              tickFormat={(key) => fitLabel(labels.get(key) ?? key, room)}
              tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
            />
          </g>
        </Group>
      </svg>
      {tooltipOpen && tooltipData ? (
        <TooltipWithBounds left={tooltipLeft} top={tooltipTop} className="text-sm">
          <p className="font-semibold text-slate-900">{tooltipData.title}</p>
          {tooltipData.bars.flatMap((bar) =>
            series
              .filter((s) => (bar.values[s.key] ?? 0) !== 0)
              .map((s) => (
                <p key={`${bar.key}-${s.key}`} className="flex items-center gap-2 text-slate-800">
                  <span
                    aria-hidden="true"
                    className="inline-block size-2.5 rounded-sm"
                    style={{ background: s.color }}
                  />
                  {s.label}: {formatValue(bar.values[s.key] ?? 0)}
                </p>
              )),
          )}
        </TooltipWithBounds>
      ) : null}
    </div>
  );
}
