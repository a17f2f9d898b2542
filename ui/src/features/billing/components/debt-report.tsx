import { useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/i18n/current-formats';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { PrintButton } from '../../../components/print-button';
import { FileLink } from '../../../components/ui/file-link';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { debtReportFileUrl } from '../api/billing-files';
import { useDebtReport } from '../api/get-debts';

const BUCKETS = [
  ['current', 'billing.debts.bucket.current'],
  ['days1to30', 'billing.debts.bucket.days1to30'],
  ['days31to60', 'billing.debts.bucket.days31to60'],
  ['days61to90', 'billing.debts.bucket.days61to90'],
  ['over90', 'billing.debts.bucket.over90'],
] as const;

type DebtRow = NonNullable<ReturnType<typeof useDebtReport>['data']>['data'][number];

const columns = (t: ReturnType<typeof useT>): DataTableColumn<DebtRow>[] => [
  {
    id: 'member',
    header: t('billing.debts.column.member'),
    rowHeader: true,
    cell: (row) => (
      <Link className="text-indigo-700 underline" to={`/members/${row.memberId}`}>
        {row.memberName}
      </Link>
    ),
  },
  { id: 'phone', header: t('billing.debts.column.phone'), className: 'whitespace-nowrap', cell: (row) => row.phone },
  { id: 'invoices', header: t('billing.debts.column.invoices'), kind: 'number', cell: (row) => row.invoices },
  { id: 'owed', header: t('billing.debts.column.owed'), kind: 'money', cell: (row) => formatMoney(row.owed) },
  { id: 'oldestDue', header: t('billing.debts.column.oldestDue'), kind: 'date', cell: (row) => row.oldestDueDate },
  {
    id: 'daysOverdue',
    header: t('billing.debts.column.daysOverdue'),
    kind: 'number',
    cell: (row) => row.daysOverdue,
  },
];

/** Members owing on invoices, the longest overdue first, and what is owed by age; CSV, Excel and print. */
export function DebtReport() {
  const t = useT();
  const report = useDebtReport({ enabled: true });
  const printed = useRef<HTMLDivElement>(null);
  if (report.isPending) return <SectionLoading text={t('billing.debts.loading')} />;
  if (report.isError)
    return <SectionError message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  const { data, buckets } = report.data;
  return (
    <div ref={printed} className="grid gap-4">
      <h2 className="hidden text-lg font-semibold print:block">{t('billing.debts.title')}</h2>
      <div role="group" aria-label={t('billing.debts.export')} className="flex flex-wrap gap-2" data-print="hide">
        <FileLink href={debtReportFileUrl('csv')}>{t('billing.debts.csv')}</FileLink>
        <FileLink href={debtReportFileUrl('excel')}>{t('billing.debts.excel')}</FileLink>
        <PrintButton target={printed} label={t('billing.debts.print')} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {BUCKETS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-700">{t(label)}</dt>
            <dd className="text-lg font-semibold text-slate-900">{formatMoney(buckets[key])}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        columns={columns(t)}
        rows={data}
        rowKey={(row) => row.memberId}
        caption={t('billing.debts.caption')}
        emptyText={t('billing.debts.empty')}
      />
    </div>
  );
}
