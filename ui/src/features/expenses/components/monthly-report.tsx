import { useState } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import { addMonths, monthStart } from '@gym/events/calendar/local-date';
import {
  periodProblem,
  REVENUE_SOURCES,
  REVENUE_SOURCE_LABELS,
} from '@gym/modules/finance/expenses/money-report-contracts';
import type { MonthlyReportAnswer } from '@gym/modules/finance/expenses/money-report-contracts';
import { PeriodPicker } from '../../../components/report-view/period-picker';
import { ReportView } from '../../../components/report-view/report-view';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { errorMessage } from '../../../lib/api-client';
import { monthLabel } from '../../../lib/desk-time';
import { monthlyReportFileUrl, useMonthlyReport } from '../../../lib/api/get-monthly-report';
import { monthlyReportCategories, monthlyReportSeries } from '../utils/monthly-report-chart';

type Figures = MonthlyReportAnswer['totals'];
/** A row of the table: a month, or the period's total (`month` null). */
type Row = Figures & { month: string | null };

const monthText = (month: string) => monthLabel(`${month}-01`, { locale: 'en-GB' });
const money = (value: number) => <span className={value < 0 ? 'text-red-800' : undefined}>{formatMoney(value)}</span>;
const moneyColumn = (key: string, header: string, value: (row: Row) => number, bold?: string): ReportColumn<Row> => ({
  key,
  header,
  numeric: true,
  cell: (row) => (bold ? <span className={bold}>{money(value(row))}</span> : money(value(row))),
  csv: value,
});

/** Month, revenue by source, revenue, expenses by the period's categories, expenses, result. */
function columns(report: MonthlyReportAnswer): ReportColumn<Row>[] {
  return [
    {
      key: 'month',
      header: 'Month',
      cell: (row) => (row.month === null ? 'Total' : monthText(row.month)),
      csv: (row) => row.month ?? 'Total',
    },
    ...REVENUE_SOURCES.map((source) => moneyColumn(source, REVENUE_SOURCE_LABELS[source], (r) => r.revenue[source])),
    moneyColumn('revenue', 'Revenue', (r) => r.revenue.total, 'font-semibold'),
    ...report.categories.map((category) =>
      moneyColumn(
        `expense-${category}`,
        category,
        (r) => r.expenses.byCategory.find((e) => e.category === category)?.amount ?? 0,
      ),
    ),
    moneyColumn('expenses', 'Expenses', (r) => r.expenses.total, 'font-semibold'),
    moneyColumn('result', 'Result', (r) => r.result, 'font-bold'),
  ];
}

/**
 * The monthly report on /expenses (canViewFinancials): each month's revenue by source against its expenses by
 * category and the result, as a chart and the same figures in a table; the server's CSV and Excel files, and print.
 * It follows the `money-report` pushes.
 */
export function MonthlyReport({ today }: { today: string }) {
  const thisMonth = today.slice(0, 7);
  const [period, setPeriod] = useState({ from: addMonths(monthStart(today), -5).slice(0, 7), to: thisMonth });
  const { from, to } = period;
  const report = useMonthlyReport(from, to);
  const data = report.data;
  const periodText = `${monthText(from)} to ${monthText(to)}`;
  return (
    <div className="mb-8">
      <ReportView<Row>
        title="Monthly report"
        description={
          <p>
            Cash basis: money counts in the month it moved. Payments by their date, refunds and returns taken off in
            their own month; expenses once paid, on their date (waiting for approval or rejected: not counted; a voided
            expense leaves its month). Result = revenue − expenses.
          </p>
        }
        picker={
          <PeriodPicker
            unit="month"
            from={from}
            to={to}
            max={thisMonth}
            onChange={setPeriod}
            fromLabel="From month"
            toLabel="To month"
          />
        }
        printCaption={periodText}
        files={[
          { label: 'Report CSV', href: monthlyReportFileUrl(from, to, 'csv') },
          { label: 'Report Excel', href: monthlyReportFileUrl(from, to, 'excel') },
        ]}
        printLabel="Print report"
        problem={periodProblem(from, to)}
        loadingText="Loading the monthly report..."
        error={report.isError ? { message: errorMessage(report.error), onRetry: () => void report.refetch() } : null}
        busy={report.isPlaceholderData}
        chart={
          data
            ? {
                categories: monthlyReportCategories(data),
                series: monthlyReportSeries(data),
                label: `Revenue by source and expenses by category per month, ${periodText}. The table below gives the figures.`,
                formatValue: formatMoney,
                formatTick: (value) => value.toLocaleString('en-US'),
              }
            : undefined
        }
        table={
          data
            ? {
                caption: `Monthly revenue, expenses and result, ${periodText}`,
                columns: columns(data),
                rows: data.months,
                rowKey: (row) => row.month ?? 'total',
                totals: { ...data.totals, month: null },
                emptyText: 'No months in this period.',
              }
            : undefined
        }
      />
    </div>
  );
}
