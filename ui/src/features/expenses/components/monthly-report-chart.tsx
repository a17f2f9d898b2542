import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { Bar } from '@visx/shape';
import { TooltipWithBounds, useTooltip } from '@visx/tooltip';
import type { MouseEvent } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import { monthLabel } from '../../../lib/desk-time';
import { highestStack, reportStacks } from '../utils/report-stacks';
import type { MonthStacks, StackSegment } from '../utils/report-stacks';
import type { MonthlyReportAnswer } from '@gym/modules/finance/expenses/money-report-contracts';

const HEIGHT = 280;
const MARGIN = { top: 12, right: 8, bottom: 40, left: 64 };
const AXIS = '#94a3b8';
const LABEL = '#334155';

/** A step of 1, 2 or 5 times a power of ten giving about `count` intervals over 0..span. */
function tickStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const ratio = raw / power;
  return (ratio >= 7.07 ? 10 : ratio >= 3.16 ? 5 : ratio >= 1.41 ? 2 : 1) * power;
}

/**
 * Each month's revenue (stacked by source) beside its expenses (stacked by category), in QAR. The SVG has an
 * accessible name; the figures are in the table that follows it, its accessible alternative.
 */
export function MonthlyReportChart({ report, label }: { report: MonthlyReportAnswer; label: string }) {
  const stacks = reportStacks(report);
  return (
    <div className="grid gap-2">
      <div style={{ height: HEIGHT }}>
        <ParentSize debounceTime={50}>
          {({ width }) => (width > 0 ? <Chart stacks={stacks} width={width} label={label} /> : null)}
        </ParentSize>
      </div>
      <Legend stacks={stacks} />
    </div>
  );
}

function Legend({ stacks }: { stacks: MonthStacks[] }) {
  const first = stacks[0];
  if (!first) return null;
  const entries = [
    ...first.revenue.map((s) => ({ ...s, group: 'Revenue' })),
    ...first.expenses.map((s) => ({ ...s, group: 'Expense' })),
  ];
  return (
    <ul aria-label="Chart legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-800">
      {entries.map((entry) => (
        <li key={`${entry.group}-${entry.key}`} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm" style={{ background: entry.color }} />
          {entry.group}: {entry.label}
        </li>
      ))}
    </ul>
  );
}

function Chart({ stacks, width, label }: { stacks: MonthStacks[]; width: number; label: string }) {
  const { tooltipOpen, tooltipData, tooltipLeft, tooltipTop, showTooltip, hideTooltip } = useTooltip<MonthStacks>();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const highest = highestStack(stacks) || 1;
  const step = tickStep(highest, 4);
  const top = Math.ceil(highest / step) * step;
  const y = (value: number) => innerHeight - (value / top) * innerHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const band = stacks.length === 0 ? 0 : innerWidth / stacks.length;
  const barWidth = Math.max(2, Math.min(28, band * 0.35));
  const every = Math.max(1, Math.ceil(stacks.length / 12));

  function show(event: MouseEvent<SVGRectElement>, month: MonthStacks) {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    showTooltip({
      tooltipData: month,
      tooltipLeft: event.clientX - (box?.left ?? 0),
      tooltipTop: event.clientY - (box?.top ?? 0),
    });
  }
  const bars = (segments: StackSegment[], left: number) =>
    segments
      .filter((s) => s.y1 > s.y0)
      .map((s) => <Bar key={s.key} x={left} y={y(s.y1)} width={barWidth} height={y(s.y0) - y(s.y1)} fill={s.color} />);

  return (
    <div className="relative">
      <svg width={width} height={HEIGHT} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <g aria-hidden="true">
            {ticks.map((value) => (
              <g key={value} transform={`translate(0, ${y(value)})`}>
                <line x1={0} x2={innerWidth} stroke="#e2e8f0" />
                <text x={-6} dy="0.33em" fill={LABEL} fontSize={11} textAnchor="end">
                  {value.toLocaleString('en-US')}
                </text>
              </g>
            ))}
            <line x1={0} x2={0} y1={0} y2={innerHeight} stroke={AXIS} />
            <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} stroke={AXIS} />
          </g>
          {stacks.map((month, index) => {
            const centre = band * index + band / 2;
            return (
              <Group key={month.month}>
                {bars(month.revenue, centre - barWidth - 1)}
                {bars(month.expenses, centre + 1)}
                {index % every === 0 ? (
                  <text
                    aria-hidden="true"
                    x={centre}
                    y={innerHeight + 18}
                    fill={LABEL}
                    fontSize={11}
                    textAnchor="middle"
                  >
                    {monthLabel(`${month.month}-01`, { short: true, locale: 'en-GB' })}
                  </text>
                ) : null}
                <rect
                  x={band * index}
                  y={0}
                  width={band}
                  height={innerHeight}
                  fill="transparent"
                  onMouseMove={(event) => show(event, month)}
                  onMouseLeave={hideTooltip}
                />
              </Group>
            );
          })}
        </Group>
      </svg>
      {tooltipOpen && tooltipData ? (
        <TooltipWithBounds left={tooltipLeft} top={tooltipTop} className="text-sm">
          <p className="font-semibold text-slate-900">{monthLabel(`${tooltipData.month}-01`, { locale: 'en-GB' })}</p>
          {[...tooltipData.revenue, ...tooltipData.expenses]
            .filter((s) => s.value !== 0)
            .map((s) => (
              <p key={`${s.color}-${s.key}`} className="flex items-center gap-2 text-slate-800">
                <span aria-hidden="true" className="inline-block size-2.5 rounded-sm" style={{ background: s.color }} />
                {s.label}: {formatMoney(s.value)}
              </p>
            ))}
        </TooltipWithBounds>
      ) : null}
    </div>
  );
}
