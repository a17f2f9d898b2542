import { Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { SalesReport as Report } from '@gym/modules/finance/supplements/supplement-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { salesReportFileUrl, useSalesReport } from '../api/get-sales-report';

/** Sales by product over a period with revenue, cost and margin; CSV or Excel download and a print view. */
export function SalesReport({ today }: { today: string }) {
  const id = useId();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [printing, setPrinting] = useState(false);
  const report = useSalesReport(from, to);
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Sales by product
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          From
          <input
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          To
          <input
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
        <a className={buttonClasses('secondary')} href={salesReportFileUrl(from, to, 'csv')} download>
          <Download aria-hidden="true" className="size-4" />
          CSV
        </a>
        <a className={buttonClasses('secondary')} href={salesReportFileUrl(from, to, 'excel')} download>
          <Download aria-hidden="true" className="size-4" />
          Excel
        </a>
        <Button variant="secondary" onClick={() => setPrinting(true)} disabled={!report.data}>
          <Printer aria-hidden="true" className="size-4" />
          Print view
        </Button>
      </div>
      {from > to ? (
        <p role="alert" className="text-sm text-red-700">
          The period starts after it ends.
        </p>
      ) : report.data ? (
        <ReportTable report={report.data} />
      ) : report.isError ? (
        <SectionError message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
      ) : (
        <SectionLoading text="Loading the report..." />
      )}
      <Modal open={printing} onClose={() => setPrinting(false)} title={`Supplement sales ${from} to ${to}`} wide>
        {report.data ? (
          <div className="print-area grid gap-3">
            <ReportTable report={report.data} />
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

function ReportTable({ report }: { report: Report }) {
  const pct = (value: number | null) => (value === null ? '—' : `${value}%`);
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Supplement sales by product</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Product
            </th>
            {['Units', 'Revenue', 'Cost', 'Margin', 'Margin %'].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {report.rows.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-3 py-4 text-center">
                No sales in this period.
              </td>
            </tr>
          ) : (
            report.rows.map((row) => (
              <tr key={row.productId}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {row.name}
                </th>
                <td className="px-3 py-2 text-right">{row.quantity}</td>
                <td className="px-3 py-2 text-right">{formatMoney(row.revenue)}</td>
                <td className="px-3 py-2 text-right">{formatMoney(row.cost)}</td>
                <td className="px-3 py-2 text-right">{formatMoney(row.margin)}</td>
                <td className="px-3 py-2 text-right">{pct(row.marginPercent)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot className="font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            <td className="px-3 py-2 text-right">{report.totals.quantity}</td>
            <td className="px-3 py-2 text-right">{formatMoney(report.totals.revenue)}</td>
            <td className="px-3 py-2 text-right">{formatMoney(report.totals.cost)}</td>
            <td className="px-3 py-2 text-right">{formatMoney(report.totals.margin)}</td>
            <td className="px-3 py-2 text-right">{pct(report.totals.marginPercent)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
