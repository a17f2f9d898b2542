import { formatMoney } from '@gym/kernel/contracts/format';
import { REVENUE_SOURCES, REVENUE_SOURCE_LABELS } from '@gym/modules/finance/expenses/money-report-contracts';
import type { MonthlyReportAnswer } from '@gym/modules/finance/expenses/money-report-contracts';
import { monthLabel } from '../../../lib/desk-time';

type Figures = MonthlyReportAnswer['totals'];

const cell = 'px-3 py-2 text-right whitespace-nowrap';
const money = (value: number) => <span className={value < 0 ? 'text-red-800' : undefined}>{formatMoney(value)}</span>;

/**
 * The report's figures as a real table, one row per month and a total row: revenue by source, expenses by category,
 * the result. It is the chart's accessible alternative and what prints.
 */
export function MonthlyReportTable({ report, caption }: { report: MonthlyReportAnswer; caption: string }) {
  const row = (f: Figures) => (
    <>
      {REVENUE_SOURCES.map((source) => (
        <td key={source} className={cell}>
          {money(f.revenue[source])}
        </td>
      ))}
      <td className={`${cell} font-semibold`}>{money(f.revenue.total)}</td>
      {f.expenses.byCategory.map((e) => (
        <td key={e.category} className={cell}>
          {money(e.amount)}
        </td>
      ))}
      <td className={`${cell} font-semibold`}>{money(f.expenses.total)}</td>
      <td className={`${cell} font-bold`}>{money(f.result)}</td>
    </>
  );
  return (
    // Focusable and named, so a keyboard user can scroll the columns of a long category list.
    <div
      tabIndex={0}
      role="region"
      aria-label={`${caption} (scrolls sideways)`}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-700"
    >
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Month
            </th>
            {REVENUE_SOURCES.map((source) => (
              <th key={source} scope="col" className={cell}>
                {REVENUE_SOURCE_LABELS[source]}
              </th>
            ))}
            <th scope="col" className={cell}>
              Revenue
            </th>
            {report.categories.map((category) => (
              <th key={category} scope="col" className={cell}>
                {category}
              </th>
            ))}
            <th scope="col" className={cell}>
              Expenses
            </th>
            <th scope="col" className={cell}>
              Result
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {report.months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-slate-900">
                {monthLabel(`${m.month}-01`, { locale: 'en-GB' })}
              </th>
              {row(m)}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            {row(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
