import { useState } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/i18n/current-formats';
import type { PtPackage } from '@gym/modules/membership/personal-training/pt-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { PayBalanceDialog } from '../../../components/member/pay-balance-dialog';
import { Pill } from '../../../components/ui/pill';
import type { PillTone } from '../../../components/ui/pill';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { recordPtSessionAction, useRecordPtSession } from '../api/record-pt-session';
import { PT_STATUS_LABELS } from '../utils/pt-list-params';

/** The ids of each source's name in the catalogue. */
const SOURCE_LABELS: Record<PtPackage['source'], string> = {
  self: 'personal-training.source.self',
  counter: 'personal-training.source.counter',
};
const STATUS_TONES: Record<PtPackage['status'], PillTone> = { active: 'green', used_up: 'grey', expired: 'red' };

const columns = (t: ReturnType<typeof useT>): DataTableColumn<PtPackage>[] => [
  {
    id: 'member',
    header: t('personal-training.packages.column.member'),
    rowHeader: true,
    cell: (pkg) => (
      <Link to={`/members/${pkg.memberId}`} className="hover:underline">
        {pkg.memberName || t('personal-training.packages.unknownMember')}
      </Link>
    ),
  },
  { id: 'trainer', header: t('personal-training.packages.column.trainer'), cell: (pkg) => pkg.trainerName },
  {
    id: 'sessions',
    header: t('personal-training.packages.column.sessionsUsed'),
    kind: 'number',
    cell: (pkg) => t('personal-training.packages.sessionsUsed', { used: pkg.sessionsUsed, sessions: pkg.sessions }),
  },
  {
    id: 'status',
    header: t('personal-training.packages.column.status'),
    className: 'whitespace-nowrap',
    cell: (pkg) => (
      <>
        <Pill tone={STATUS_TONES[pkg.status]}>{t(PT_STATUS_LABELS[pkg.status])}</Pill>
        {pkg.status === 'active' ? (
          <span className="ms-1 text-xs text-slate-700">
            {' '}
            {t('personal-training.packages.validUntil', { date: pkg.validUntil })}
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: 'price',
    header: t('personal-training.packages.column.price'),
    kind: 'money',
    cell: (pkg) => formatAmount(pkg.amount),
  },
  {
    id: 'paid',
    header: t('personal-training.packages.column.paid'),
    kind: 'money',
    cell: (pkg) => formatAmount(pkg.paidAmount),
  },
  {
    id: 'due',
    header: t('personal-training.packages.column.due'),
    kind: 'money',
    className: (pkg) => `font-semibold ${pkg.dueAmount > 0 ? 'text-red-800' : 'text-slate-900'}`,
    cell: (pkg) => formatAmount(pkg.dueAmount),
  },
  {
    id: 'dueDate',
    header: t('personal-training.packages.column.dueDate'),
    kind: 'date',
    cell: (pkg) =>
      pkg.dueAmount > 0 ? (
        <>
          {pkg.dueDate}
          {pkg.pastDue ? (
            <span className="ms-2">
              <Pill tone="red">{t('personal-training.packages.pastDue')}</Pill>
            </span>
          ) : null}
        </>
      ) : (
        <Pill tone="green">{t('personal-training.packages.paidUp')}</Pill>
      ),
  },
  {
    id: 'source',
    header: t('personal-training.packages.column.source'),
    cell: (pkg) => t(SOURCE_LABELS[pkg.source]),
  },
  {
    id: 'saleDate',
    header: t('personal-training.packages.column.saleDate'),
    kind: 'date',
    cell: (pkg) => pkg.saleDate,
  },
];

/**
 * The packages sold, newest first (one page of them, `page`): sessions taken, status, what each costs, what is paid
 * and owed and by when; a session is recorded and the balance paid from here.
 */
export function PtPackagesTable({
  packages,
  canEdit,
  page,
}: {
  packages: readonly PtPackage[];
  canEdit: boolean;
  page: number;
}) {
  const t = useT();
  const [paying, setPaying] = useState<PtPackage>();
  const recordSession = useRecordPtSession();
  return (
    <>
      <DataTable
        columns={columns(t)}
        rows={packages}
        rowKey={(pkg) => pkg.id}
        caption={t('personal-training.packages.caption', { page })}
        emptyText={t('personal-training.packages.noneSold')}
        rowActions={
          canEdit
            ? (pkg) => (
                <>
                  {pkg.status === 'active' ? (
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      aria-label={t('personal-training.packages.recordSessionOf', { member: pkg.memberName })}
                      disabled={recordSession.isPending && recordSession.variables.packageId === pkg.id}
                      onClick={() =>
                        recordSession.mutate(recordPtSessionAction(pkg.id), {
                          onSuccess: () =>
                            toast({
                              variant: 'success',
                              title: t('personal-training.packages.sessionRecorded'),
                              description: t('personal-training.packages.sessionRecordedBody', {
                                member: pkg.memberName,
                                session: pkg.sessionsUsed + 1,
                                sessions: pkg.sessions,
                              }),
                            }),
                        })
                      }
                    >
                      {t('personal-training.packages.recordSession')}
                    </Button>
                  ) : null}
                  {pkg.dueAmount > 0 ? (
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      aria-label={t('personal-training.packages.payBalanceOf', { member: pkg.memberName })}
                      onClick={() => setPaying(pkg)}
                    >
                      {t('personal-training.packages.payBalance')}
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
