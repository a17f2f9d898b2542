import { Download } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { PrintButton } from '../../../components/print-button';
import { buttonClasses } from '../../../components/ui/button';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { errorMessage } from '../../../lib/api-client';
import { debtReportFileUrl } from '../api/billing-files';
import { useDebtReport } from '../api/get-debts';

const cell = 'px-4 py-3';
const BUCKETS = [
  ['current', 'Not yet due'],
  ['days1to30', '1–30 days'],
  ['days31to60', '31–60 days'],
  ['days61to90', '61–90 days'],
  ['over90', 'Over 90 days'],
] as const;

/** Members owing on invoices, the longest overdue first, and what is owed by age; CSV, Excel and print. */
export function DebtReport() {
  const report = useDebtReport({ enabled: true });
  const printed = useRef<HTMLDivElement>(null);
  if (report.isPending) return <SectionLoading text="Loading the debt report..." />;
  if (report.isError)
    return <SectionError message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  const { data, buckets } = report.data;
  return (
    <div ref={printed} className="grid gap-4">
      <h2 className="hidden text-lg font-semibold print:block">Debt report</h2>
      <div role="group" aria-label="Export the debt report" className="flex flex-wrap gap-2" data-print="hide">
        <a className={buttonClasses('secondary')} href={debtReportFileUrl('csv')} download>
          <Download aria-hidden="true" className="size-4" />
          Debt report CSV
        </a>
        <a className={buttonClasses('secondary')} href={debtReportFileUrl('excel')} download>
          <Download aria-hidden="true" className="size-4" />
          Debt report Excel
        </a>
        <PrintButton target={printed} label="Print debt report" />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {BUCKETS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatMoney(buckets[key])}</dd>
          </div>
        ))}
      </dl>
      {data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          Nobody owes anything
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Members owing, longest overdue first</caption>
            <thead className="bg-slate-50 text-left text-slate-800">
              <ColumnHeaders
                cell={cell}
                columns={[
                  { label: 'Member' },
                  { label: 'Phone' },
                  { label: 'Invoices', numeric: true },
                  { label: 'Owed', numeric: true },
                  { label: 'Oldest due' },
                  { label: 'Days overdue', numeric: true },
                ]}
              />
            </thead>
            <tbody className="divide-y divide-slate-200">
              {data.map((row) => (
                <tr key={row.memberId}>
                  <td className={cell}>
                    <Link className="text-indigo-700 underline" to={`/members/${row.memberId}`}>
                      {row.memberName}
                    </Link>
                  </td>
                  <td className={cell}>{row.phone}</td>
                  <td className={`${cell} text-right`}>{row.invoices}</td>
                  <td className={`${cell} text-right tabular-nums`}>{formatMoney(row.owed)}</td>
                  <td className={cell}>{row.oldestDueDate}</td>
                  <td className={`${cell} text-right`}>{row.daysOverdue}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
