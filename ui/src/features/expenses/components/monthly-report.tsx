import { useState } from 'react';
import { addMonths, monthStart } from '@gym/events/calendar/local-date';
import { periodProblem, REVENUE_SOURCES } from '@gym/modules/finance/expenses/money-report-contracts';
import type { MonthlyReportAnswer } from '@gym/modules/finance/expenses/money-report-contracts';
import { PeriodPicker } from '../../../components/report-view/period-picker';
import { ReportView } from '../../../components/report-view/report-view';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { errorMessage } from '../../../lib/api-client';
import { monthLabel } from '../../../lib/desk-time';
import { monthlyReportFileUrl, useMonthlyReport } from '../../../lib/api/get-monthly-report';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { intlLocale } from '../../../lib/i18n/formats';
import { numberStyle } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { REVENUE_SOURCE_LABEL_IDS } from '../utils/expense-labels';
import { monthlyReportCategories, monthlyReportSeries } from '../utils/monthly-report-chart';

type Figures = MonthlyReportAnswer['totals'];
/** A row of the table: a month, or the period's total (`month` null). */
type Row = Figures & { month: string | null };

const monthText = (month: string) => monthLabel(`${month}-01`);
const money = (value: number) => <span className={value < 0 ? 'text-red-800' : undefined}>{formatMoney(value)}</span>;
const moneyColumn = (key: string, header: string, value: (row: Row) => number, bold?: string): ReportColumn<Row> => ({
  key,
  header,
  numeric: true,
  cell: (row) => (bold ? <span className={bold}>{money(value(row))}</span> : money(value(row))),
  csv: value,
});

/** Month, revenue by source, revenue, expenses by the period's categories, expenses, result. */
function columns(t: ReturnType<typeof useT>, report: MonthlyReportAnswer): ReportColumn<Row>[] {
  return [
    {
      key: 'month',
      header: t('expenses.report.month'),
      cell: (row) => (row.month === null ? t('expenses.report.total') : monthText(row.month)),
      csv: (row) => row.month ?? t('expenses.report.total'),
    },
    ...REVENUE_SOURCES.map((source) =>
      moneyColumn(source, t(REVENUE_SOURCE_LABEL_IDS[source]), (r) => r.revenue[source]),
    ),
    moneyColumn('revenue', t('expenses.report.revenue'), (r) => r.revenue.total, 'font-semibold'),
    ...report.categories.map((category) =>
      moneyColumn(
        `expense-${category}`,
        category,
        (r) => r.expenses.byCategory.find((e) => e.category === category)?.amount ?? 0,
      ),
    ),
    moneyColumn('expenses', t('expenses.report.expenses'), (r) => r.expenses.total, 'font-semibold'),
    moneyColumn('result', t('expenses.report.result'), (r) => r.result, 'font-bold'),
  ];
}

/**
 * The monthly report on /expenses (canViewFinancials): each month's revenue by source against its expenses by
 * category and the result, as a chart and the same figures in a table; the server's CSV and Excel files, and print.
 * It follows the `money-report` pushes.
 */
export function MonthlyReport({ today }: { today: string }) {
  const t = useT();
  const thisMonth = today.slice(0, 7);
  const [period, setPeriod] = useState({ from: addMonths(monthStart(today), -5).slice(0, 7), to: thisMonth });
  const { from, to } = period;
  const report = useMonthlyReport(from, to);
  const data = report.data;
  const periodText = t('expenses.report.period', { from: monthText(from), to: monthText(to) });
  return (
    <div className="mb-8">
      <ReportView<Row>
        title={t('expenses.report.title')}
        description={<p>{t('expenses.report.description')}</p>}
        picker={
          <PeriodPicker
            unit="month"
            from={from}
            to={to}
            max={thisMonth}
            onChange={setPeriod}
            fromLabel={t('expenses.report.fromMonth')}
            toLabel={t('expenses.report.toMonth')}
          />
        }
        printCaption={periodText}
        files={[
          { label: t('expenses.report.csv'), href: monthlyReportFileUrl(from, to, 'csv') },
          { label: t('expenses.report.excel'), href: monthlyReportFileUrl(from, to, 'excel') },
        ]}
        printLabel={t('expenses.report.print')}
        problem={periodProblem(from, to)}
        loadingText={t('expenses.report.loading')}
        error={report.isError ? { message: errorMessage(report.error), onRetry: () => void report.refetch() } : null}
        busy={report.isPlaceholderData}
        chart={
          data
            ? {
                categories: monthlyReportCategories(data),
                series: monthlyReportSeries(data),
                label: t('expenses.report.chartLabel', { period: periodText }),
                formatValue: (value) => formatMoney(value),
                formatTick: (value) => value.toLocaleString(intlLocale(numberStyle())),
              }
            : undefined
        }
        table={
          data
            ? {
                caption: t('expenses.report.caption', { period: periodText }),
                columns: columns(t, data),
                rows: data.months,
                rowKey: (row) => row.month ?? 'total',
                totals: { ...data.totals, month: null },
                emptyText: t('expenses.report.empty'),
              }
            : undefined
        }
      />
    </div>
  );
}
