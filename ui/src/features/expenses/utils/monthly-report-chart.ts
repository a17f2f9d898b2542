import { REVENUE_SOURCES } from '@gym/modules/finance/expenses/money-report-contracts';
import type { MonthlyReportAnswer } from '@gym/modules/finance/expenses/money-report-contracts';
import type { ChartCategory, ChartSeries } from '../../../components/report-view/chart-types';
import { monthLabel } from '../../../lib/desk-time';
import { translate } from '../../../lib/i18n/i18n';
import { REVENUE_SOURCE_LABEL_IDS } from './expense-labels';

/** Revenue sources in greens and blues, expense categories in warm colours (cycled when there are many). */
const SOURCE_COLOURS: Record<(typeof REVENUE_SOURCES)[number], string> = {
  memberships: '#15803d',
  personalTraining: '#0e7490',
  supplements: '#4f46e5',
  other: '#64748b',
};
const CATEGORY_COLOURS = ['#b91c1c', '#c2410c', '#a16207', '#be185d', '#7e22ce', '#9f1239', '#854d0e', '#db2777'];

const sourceKey = (source: string) => `revenue:${source}`;
const categoryKey = (category: string) => `expense:${category}`;

/** The chart's series: each revenue source, then each expense category of the period (keys apart, names kept). */
export function monthlyReportSeries(report: MonthlyReportAnswer): ChartSeries[] {
  return [
    ...REVENUE_SOURCES.map((source) => ({
      key: sourceKey(source),
      label: translate('expenses.chart.revenue', { source: translate(REVENUE_SOURCE_LABEL_IDS[source]) }),
      color: SOURCE_COLOURS[source],
    })),
    ...report.categories.map((category, index) => ({
      key: categoryKey(category),
      label: translate('expenses.chart.expense', { category }),
      color: CATEGORY_COLOURS[index % CATEGORY_COLOURS.length]!,
    })),
  ];
}

/** Each month's two bars: revenue stacked by source beside expenses stacked by category. */
export function monthlyReportCategories(report: MonthlyReportAnswer): ChartCategory[] {
  return report.months.map((m) => ({
    key: m.month,
    label: monthLabel(`${m.month}-01`, { short: true }),
    title: monthLabel(`${m.month}-01`),
    bars: [
      {
        key: 'revenue',
        values: Object.fromEntries(REVENUE_SOURCES.map((source) => [sourceKey(source), m.revenue[source]])),
      },
      {
        key: 'expenses',
        values: Object.fromEntries(m.expenses.byCategory.map((e) => [categoryKey(e.category), e.amount])),
      },
    ],
  }));
}
