import { Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { addMonths, monthStart } from '@gym/events/calendar/local-date';
import { periodProblem } from '@gym/modules/finance/expenses/money-report-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { monthLabel } from '../../../lib/desk-time';
import { monthlyReportFileUrl, useMonthlyReport } from '../api/get-monthly-report';
import { MonthlyReportChart } from './monthly-report-chart';
import { MonthlyReportTable } from './monthly-report-table';

const monthText = (month: string) => monthLabel(`${month}-01`, { locale: 'en-GB' });

/**
 * The monthly report on /expenses (canViewFinancials): each month's revenue by source against its expenses by
 * category and the result, as a stacked bar chart and the same figures in a table; CSV, Excel and a print view.
 * It follows the `money-report` pushes.
 */
export function MonthlyReport({ today }: { today: string }) {
  const id = useId();
  const thisMonth = today.slice(0, 7);
  const [from, setFrom] = useState(addMonths(monthStart(today), -5).slice(0, 7));
  const [to, setTo] = useState(thisMonth);
  const [printing, setPrinting] = useState(false);
  const problem = periodProblem(from, to);
  const report = useMonthlyReport(from, to);
  const period = `${monthText(from)} to ${monthText(to)}`;
  const chartLabel = `Revenue by source and expenses by category per month, ${period}. The table below gives the figures.`;
  const caption = `Monthly revenue, expenses and result, ${period}`;
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-8 grid gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Monthly report
      </h2>
      <p id={`${id}-basis`} className="text-sm text-slate-700">
        Cash basis: money counts in the month it moved. Payments by their date, refunds and returns taken off in their
        own month; expenses once paid, on their date (waiting for approval or rejected: not counted; a voided expense
        leaves its month). Result = revenue − expenses.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          From month
          <input
            type="month"
            value={from}
            max={thisMonth}
            onChange={(e) => setFrom(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          To month
          <input
            type="month"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
        {problem ? null : (
          <>
            <a className={buttonClasses('secondary')} href={monthlyReportFileUrl(from, to, 'csv')} download>
              <Download aria-hidden="true" className="size-4" />
              Report CSV
            </a>
            <a className={buttonClasses('secondary')} href={monthlyReportFileUrl(from, to, 'excel')} download>
              <Download aria-hidden="true" className="size-4" />
              Report Excel
            </a>
          </>
        )}
        <Button variant="secondary" onClick={() => setPrinting(true)} disabled={!report.data || problem !== null}>
          <Printer aria-hidden="true" className="size-4" />
          Print report
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : report.data ? (
        <div aria-busy={report.isPlaceholderData || undefined} className="grid gap-3">
          <MonthlyReportChart report={report.data} label={chartLabel} />
          <MonthlyReportTable report={report.data} caption={caption} />
        </div>
      ) : report.isError ? (
        <SectionError message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
      ) : (
        <SectionLoading text="Loading the monthly report..." />
      )}
      <Modal open={printing} onClose={() => setPrinting(false)} title={`Monthly report, ${period}`} wide>
        {report.data ? (
          <div className="print-area grid gap-3">
            <MonthlyReportTable report={report.data} caption={caption} />
            <div className="flex justify-end gap-2 print:hidden">
              <Button variant="secondary" onClick={() => window.print()}>
                Print
              </Button>
              <Button onClick={() => setPrinting(false)}>Close</Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
