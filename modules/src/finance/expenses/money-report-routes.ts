import { toQar } from '@gym/kernel/contracts/money';
import type { XlsxColumn } from '@gym/kernel/export/xlsx-workbook';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { buildMonthlyReport } from './money-report.js';
import type { MonthlyReport, ReportMonth } from './money-report.js';
import { REVENUE_SOURCES, REVENUE_SOURCE_LABELS, checkPeriod, monthlyReportQuery } from './money-report-contracts.js';
import type { MonthlyReportAnswer, PeriodCheck } from './money-report-contracts.js';
import { expensesRefusals } from './expenses-refusals.js';
import { readMonthSums } from './money-report-queries.js';
import { sendTable } from '@gym/kernel/http/file-download';

type Figures = Omit<ReportMonth, 'month'>;

const inQar = (figures: Figures) => ({
  revenue: Object.fromEntries(Object.entries(figures.revenue).map(([k, v]) => [k, toQar(v)])) as Figures['revenue'],
  expenses: {
    byCategory: figures.expenses.byCategory.map((e) => ({ category: e.category, amount: toQar(e.amount) })),
    total: toQar(figures.expenses.total),
  },
  result: toQar(figures.result),
});

export const toReportAnswer = (report: MonthlyReport): MonthlyReportAnswer => ({
  from: report.from,
  to: report.to,
  categories: report.categories,
  months: report.months.map((m) => ({ month: m.month, ...inQar(m) })),
  totals: inQar(report.totals),
});

/** One row per month (and a total row): revenue by source, its total, expenses by category, their total, result. */
function reportTable(report: MonthlyReportAnswer) {
  const columns: XlsxColumn[] = [
    { header: 'Month', type: 'text', width: 10 },
    ...REVENUE_SOURCES.map((s) => ({ header: `${REVENUE_SOURCE_LABELS[s]} (QAR)`, type: 'money' as const })),
    { header: 'Revenue (QAR)', type: 'money' },
    ...report.categories.map((c) => ({ header: `${c} (QAR)`, type: 'money' as const })),
    { header: 'Expenses (QAR)', type: 'money' },
    { header: 'Result (QAR)', type: 'money' },
  ];
  const row = (label: string, f: Figures) => [
    label,
    ...REVENUE_SOURCES.map((s) => f.revenue[s]),
    f.revenue.total,
    ...f.expenses.byCategory.map((e) => e.amount),
    f.expenses.total,
    f.result,
  ];
  return { columns, rows: [...report.months.map((m) => row(m.month, m)), row('Total', report.totals)] };
}

/** The 400 for a period that cannot be reported, with its code and values. */
function periodRefusal(problem: PeriodCheck) {
  switch (problem.key) {
    case 'period_from':
      return expensesRefusals.invalid(problem.key, problem.params);
    case 'period_to':
      return expensesRefusals.invalid(problem.key, problem.params);
    case 'period_range':
      return expensesRefusals.invalid(problem.key, problem.params);
    case 'period_order':
      return expensesRefusals.invalid(problem.key, problem.params);
    case 'period_length':
      return expensesRefusals.invalid(problem.key, problem.params);
  }
}

/**
 * The monthly money report (issue 14): revenue by source against expenses by category and each month's result, for
 * canViewFinancials only (the dashboard's "This month's result" card reads it for the current month).
 */
export const moneyReportRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/finance/monthly-report',
    {
      config: { access: 'canViewFinancials' },
      schema: {
        tags: ['expenses'],
        summary: 'Revenue (memberships, PT, supplements, other) against expenses by category, per month (cash basis)',
        description:
          'from and to are months (YYYY-MM), at most 36 of them. Money counts in the month it moved: payments by ' +
          'their date, refunds and returns taken off in theirs; expenses once paid, on their date; a voided expense ' +
          'leaves its month. format=csv or excel (xlsx) downloads the same table.',
        querystring: monthlyReportQuery,
        // JSON as `monthlyReport` (money-report-contracts) says, or a CSV or .xlsx file of the same table.
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const problem = checkPeriod(from, to);
      if (problem) throw periodRefusal(problem);
      const report = toReportAnswer(buildMonthlyReport(from, to, await readMonthSums(deps.pool, from, to)));
      if (format === 'json') return report;
      return sendTable(reply, format, {
        name: `monthly-report-${from}-to-${to}`,
        sheet: `Monthly report ${from} to ${to}`,
        ...reportTable(report),
      });
    },
  );
};
