import { useState } from 'react';
import type { SalesReport as Report } from '@gym/modules/finance/supplements/supplement-contracts';
import { sideBySide } from '../../../components/report-view/chart-layout';
import type { ChartCategory } from '../../../components/report-view/chart-types';
import { PeriodPicker } from '../../../components/report-view/period-picker';
import { ReportView } from '../../../components/report-view/report-view';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { intlLocale } from '../../../lib/i18n/formats';
import { numberStyle } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { salesReportFileUrl, useSalesReport } from '../api/get-sales-report';

/** A product's line, or the period's total (`name` null). */
type Row = Report['totals'] & { productId: string; name: string | null };

const pct = (value: number | null) => (value === null ? '—' : `${value}%`);
const moneyColumn = (key: 'revenue' | 'cost' | 'margin', header: string): ReportColumn<Row> => ({
  key,
  header,
  numeric: true,
  cell: (row) => formatMoney(row[key]),
  csv: (row) => row[key],
});

type Translate = ReturnType<typeof useT>;

const columns = (t: Translate): ReportColumn<Row>[] => [
  {
    key: 'product',
    header: t('supplements.report.product'),
    cell: (row) => row.name ?? t('supplements.report.total'),
    csv: (row) => row.name ?? t('supplements.report.total'),
  },
  {
    key: 'units',
    header: t('supplements.report.units'),
    numeric: true,
    cell: (row) => row.quantity,
    csv: (row) => row.quantity,
  },
  moneyColumn('revenue', t('supplements.report.revenue')),
  moneyColumn('cost', t('supplements.report.cost')),
  moneyColumn('margin', t('supplements.report.margin')),
  {
    key: 'percent',
    header: t('supplements.report.marginPercent'),
    numeric: true,
    cell: (row) => pct(row.marginPercent),
    csv: (row) => row.marginPercent,
  },
];

const series = (t: Translate) => [
  { key: 'revenue', label: t('supplements.report.revenue'), color: '#4f46e5' },
  { key: 'margin', label: t('supplements.report.margin'), color: '#15803d' },
];

/** Each product's revenue beside its margin. */
const chartCategories = (report: Report): ChartCategory[] =>
  report.rows.map((row) => ({
    key: row.productId,
    label: row.name,
    title: row.name,
    bars: sideBySide({ revenue: row.revenue, margin: row.margin }),
  }));

/** Sales by product over a period with revenue, cost and margin: chart, table, the server's CSV and Excel, print. */
export function SalesReport({ today }: { today: string }) {
  const t = useT();
  const [period, setPeriod] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const { from, to } = period;
  const report = useSalesReport(from, to);
  const data = report.data;
  return (
    <ReportView<Row>
      title={t('supplements.report.title')}
      picker={
        <PeriodPicker
          unit="day"
          from={from}
          to={to}
          onChange={setPeriod}
          fromLabel={t('supplements.report.from')}
          toLabel={t('supplements.report.to')}
        />
      }
      printCaption={t('supplements.report.printCaption', { from, to })}
      files={[
        { label: t('supplements.report.csv'), href: salesReportFileUrl(from, to, 'csv') },
        { label: t('supplements.report.excel'), href: salesReportFileUrl(from, to, 'excel') },
      ]}
      printLabel={t('supplements.report.print')}
      problem={from > to ? t('supplements.report.backwards') : null}
      loadingText={t('supplements.report.loading')}
      error={report.isError ? { message: errorMessage(report.error), onRetry: () => void report.refetch() } : null}
      chart={
        data && data.rows.length > 0
          ? {
              categories: chartCategories(data),
              series: series(t),
              label: t('supplements.report.chartLabel', { from, to }),
              formatValue: (value) => formatMoney(value),
              formatTick: (value) => value.toLocaleString(intlLocale(numberStyle())),
            }
          : undefined
      }
      table={
        data
          ? {
              caption: t('supplements.report.caption'),
              columns: columns(t),
              rows: data.rows,
              rowKey: (row) => row.productId,
              totals: { ...data.totals, productId: 'total', name: null },
              emptyText: t('supplements.report.empty'),
            }
          : undefined
      }
    />
  );
}
