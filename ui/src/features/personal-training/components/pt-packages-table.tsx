import { useState } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '@gym/kernel/contracts/format';
import type { PtPackage } from '@gym/modules/membership/personal-training/pt-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { PayBalanceDialog } from '../../../components/member/pay-balance-dialog';
import { Pill } from '../../../components/ui/pill';
import type { PillTone } from '../../../components/ui/pill';
import { toast } from '../../../components/ui/toast/toast-store';
import { recordPtSessionAction, useRecordPtSession } from '../api/record-pt-session';
import { PT_STATUS_LABELS } from '../utils/pt-list-params';

const SOURCE_LABELS: Record<PtPackage['source'], string> = { self: 'Self-sourced', counter: 'Counter' };
const STATUS_TONES: Record<PtPackage['status'], PillTone> = { active: 'green', used_up: 'grey', expired: 'red' };

const columns: DataTableColumn<PtPackage>[] = [
  {
    id: 'member',
    header: 'Member',
    rowHeader: true,
    cell: (pkg) => (
      <Link to={`/members/${pkg.memberId}`} className="hover:underline">
        {pkg.memberName || 'Unknown Member'}
      </Link>
    ),
  },
  { id: 'trainer', header: 'Trainer', cell: (pkg) => pkg.trainerName },
  { id: 'sessions', header: 'Sessions used', kind: 'number', cell: (pkg) => `${pkg.sessionsUsed} of ${pkg.sessions}` },
  {
    id: 'status',
    header: 'Status',
    className: 'whitespace-nowrap',
    cell: (pkg) => (
      <>
        <Pill tone={STATUS_TONES[pkg.status]}>{PT_STATUS_LABELS[pkg.status]}</Pill>
        {pkg.status === 'active' ? <span className="ms-1 text-xs text-slate-700"> until {pkg.validUntil}</span> : null}
      </>
    ),
  },
  { id: 'price', header: 'Price', kind: 'money', cell: (pkg) => formatAmount(pkg.amount) },
  { id: 'paid', header: 'Paid', kind: 'money', cell: (pkg) => formatAmount(pkg.paidAmount) },
  {
    id: 'due',
    header: 'Due',
    kind: 'money',
    className: (pkg) => `font-semibold ${pkg.dueAmount > 0 ? 'text-red-800' : 'text-slate-900'}`,
    cell: (pkg) => formatAmount(pkg.dueAmount),
  },
  {
    id: 'dueDate',
    header: 'Due date',
    kind: 'date',
    cell: (pkg) =>
      pkg.dueAmount > 0 ? (
        <>
          {pkg.dueDate}
          {pkg.pastDue ? (
            <span className="ms-2">
              <Pill tone="red">Past due</Pill>
            </span>
          ) : null}
        </>
      ) : (
        <Pill tone="green">Paid up</Pill>
      ),
  },
  { id: 'source', header: 'Source', cell: (pkg) => SOURCE_LABELS[pkg.source] },
  { id: 'saleDate', header: 'Sale date', kind: 'date', cell: (pkg) => pkg.saleDate },
];

/**
 * The packages sold, newest first: sessions taken, status, what each costs, what is paid and owed and by when; a
 * session is recorded and the balance paid from here.
 */
export function PtPackagesTable({
  packages,
  canEdit,
  caption,
}: {
  packages: readonly PtPackage[];
  canEdit: boolean;
  caption: string;
}) {
  const [paying, setPaying] = useState<PtPackage>();
  const recordSession = useRecordPtSession();
  return (
    <>
      <DataTable
        columns={columns}
        rows={packages}
        rowKey={(pkg) => pkg.id}
        caption={`${caption} (amounts in QAR)`}
        emptyText="No PT packages sold yet."
        rowActions={
          canEdit
            ? (pkg) => (
                <>
                  {pkg.status === 'active' ? (
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      disabled={recordSession.isPending && recordSession.variables.packageId === pkg.id}
                      onClick={() =>
                        recordSession.mutate(recordPtSessionAction(pkg.id), {
                          onSuccess: () =>
                            toast({
                              variant: 'success',
                              title: 'Session recorded',
                              description: `${pkg.memberName}: session ${pkg.sessionsUsed + 1} of ${pkg.sessions}`,
                            }),
                        })
                      }
                    >
                      Record session<span className="sr-only"> of {pkg.memberName}</span>
                    </Button>
                  ) : null}
                  {pkg.dueAmount > 0 ? (
                    <Button variant="secondary" className="px-3 py-1.5" onClick={() => setPaying(pkg)}>
                      Pay balance<span className="sr-only"> of {pkg.memberName}</span>
                    </Button>
                  ) : null}
                </>
              )
            : undefined
        }
      />
      <PayBalanceDialog pkg={paying} onClose={() => setPaying(undefined)} chooseMethod />
    </>
  );
}
