import { useState } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { SalesReport as Report } from '@gym/modules/finance/supplements/supplement-contracts';
import { sideBySide } from '../../../components/report-view/chart-layout';
import type { ChartCategory } from '../../../components/report-view/chart-types';
import { PeriodPicker } from '../../../components/report-view/period-picker';
import { ReportView } from '../../../components/report-view/report-view';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { errorMessage } from '../../../lib/api-client';
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

const COLUMNS: ReportColumn<Row>[] = [
  { key: 'product', header: 'Product', cell: (row) => row.name ?? 'Total', csv: (row) => row.name ?? 'Total' },
  { key: 'units', header: 'Units', numeric: true, cell: (row) => row.quantity, csv: (row) => row.quantity },
  moneyColumn('revenue', 'Revenue'),
  moneyColumn('cost', 'Cost'),
  moneyColumn('margin', 'Margin'),
  {
    key: 'percent',
    header: 'Margin %',
    numeric: true,
    cell: (row) => pct(row.marginPercent),
    csv: (row) => row.marginPercent,
  },
];

const SERIES = [
  { key: 'revenue', label: 'Revenue', color: '#4f46e5' },
  { key: 'margin', label: 'Margin', color: '#15803d' },
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
  const [period, setPeriod] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const { from, to } = period;
  const report = useSalesReport(from, to);
  const data = report.data;
  return (
    <ReportView<Row>
      title="Sales by product"
      picker={<PeriodPicker unit="day" from={from} to={to} onChange={setPeriod} fromLabel="From" toLabel="To" />}
      printCaption={`Supplement sales ${from} to ${to}`}
      files={[
        { label: 'CSV', href: salesReportFileUrl(from, to, 'csv') },
        { label: 'Excel', href: salesReportFileUrl(from, to, 'excel') },
      ]}
      printLabel="Print view"
      problem={from > to ? 'The period starts after it ends.' : null}
      loadingText="Loading the report..."
      error={report.isError ? { message: errorMessage(report.error), onRetry: () => void report.refetch() } : null}
      chart={
        data && data.rows.length > 0
          ? {
              categories: chartCategories(data),
              series: SERIES,
              label: `Revenue and margin by product, ${from} to ${to}. The table below gives the figures.`,
              formatValue: formatMoney,
              formatTick: (value) => value.toLocaleString('en-US'),
            }
          : undefined
      }
      table={
        data
          ? {
              caption: 'Supplement sales by product',
              columns: COLUMNS,
              rows: data.rows,
              rowKey: (row) => row.productId,
              totals: { ...data.totals, productId: 'total', name: null },
              emptyText: 'No sales in this period.',
            }
          : undefined
      }
    />
  );
}
