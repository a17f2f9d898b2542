import { REVENUE_SOURCES, REVENUE_SOURCE_LABELS } from '@gym/modules/finance/expenses/money-report-contracts';
import type { MonthlyReportAnswer } from '@gym/modules/finance/expenses/money-report-contracts';

/** One coloured piece of a stacked bar: from `y0` up to `y1` (QAR). */
export interface StackSegment {
  readonly key: string;
  readonly label: string;
  readonly color: string;
  readonly value: number;
  readonly y0: number;
  readonly y1: number;
}

export interface MonthStacks {
  readonly month: string;
  readonly revenue: StackSegment[];
  readonly expenses: StackSegment[];
}

/** Revenue sources in greens and blues, expense categories in warm colours (cycled when there are many). */
export const SOURCE_COLOURS: Record<(typeof REVENUE_SOURCES)[number], string> = {
  memberships: '#15803d',
  personalTraining: '#0e7490',
  supplements: '#4f46e5',
  other: '#64748b',
};
export const CATEGORY_COLOURS = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#be185d',
  '#7e22ce',
  '#9f1239',
  '#854d0e',
  '#db2777',
];
export const categoryColour = (index: number) => CATEGORY_COLOURS[index % CATEGORY_COLOURS.length]!;

/** Segments stacked from 0 in order; a negative figure (a month of refunds) draws nothing (the table shows it). */
function stack(parts: { key: string; label: string; color: string; value: number }[]): StackSegment[] {
  let top = 0;
  return parts.map((part) => {
    const height = Math.max(0, part.value);
    const segment = { ...part, y0: top, y1: top + height };
    top += height;
    return segment;
  });
}

/** Each month's two stacked bars: revenue by source, expenses by category (in the report's category order). */
export function reportStacks(report: MonthlyReportAnswer): MonthStacks[] {
  return report.months.map((m) => ({
    month: m.month,
    revenue: stack(
      REVENUE_SOURCES.map((source) => ({
        key: source,
        label: REVENUE_SOURCE_LABELS[source],
        color: SOURCE_COLOURS[source],
        value: m.revenue[source],
      })),
    ),
    expenses: stack(
      m.expenses.byCategory.map((e, index) => ({
        key: e.category,
        label: e.category,
        color: categoryColour(index),
        value: e.amount,
      })),
    ),
  }));
}

/** The tallest bar of the period (QAR), for the scale. */
export const highestStack = (stacks: readonly MonthStacks[]) =>
  Math.max(0, ...stacks.flatMap((s) => [s.revenue.at(-1)?.y1 ?? 0, s.expenses.at(-1)?.y1 ?? 0]));
