import { useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { PrintButton } from '../../../components/print-button';
import { FileLink } from '../../../components/ui/file-link';
import { errorMessage } from '../../../lib/api-client';
import { debtReportFileUrl } from '../api/billing-files';
import { useDebtReport } from '../api/get-debts';

const BUCKETS = [
  ['current', 'Not yet due'],
  ['days1to30', '1–30 days'],
  ['days31to60', '31–60 days'],
  ['days61to90', '61–90 days'],
  ['over90', 'Over 90 days'],
] as const;

type DebtRow = NonNullable<ReturnType<typeof useDebtReport>['data']>['data'][number];

const columns: DataTableColumn<DebtRow>[] = [
  {
    id: 'member',
    header: 'Member',
    rowHeader: true,
    cell: (row) => (
      <Link className="text-indigo-700 underline" to={`/members/${row.memberId}`}>
        {row.memberName}
      </Link>
    ),
  },
  { id: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (row) => row.phone },
  { id: 'invoices', header: 'Invoices', kind: 'number', cell: (row) => row.invoices },
  { id: 'owed', header: 'Owed', kind: 'money', cell: (row) => formatMoney(row.owed) },
  { id: 'oldestDue', header: 'Oldest due', kind: 'date', cell: (row) => row.oldestDueDate },
  { id: 'daysOverdue', header: 'Days overdue', kind: 'number', cell: (row) => row.daysOverdue },
];

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
        <FileLink href={debtReportFileUrl('csv')}>Debt report CSV</FileLink>
        <FileLink href={debtReportFileUrl('excel')}>Debt report Excel</FileLink>
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
      <DataTable
        columns={columns}
        rows={data}
        rowKey={(row) => row.memberId}
        caption="Members owing, longest overdue first"
        emptyText="Nobody owes anything"
      />
    </div>
  );
}
