import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/i18n/current-formats';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import type { PtPackage } from '@gym/modules/membership/personal-training/pt-contracts';
import { buttonClasses } from '../../../components/ui/button';
import { withAsOf } from '../../../lib/as-of';
import { KIT_DIALOGS } from '../../../lib/i18n/catalogue-names';
import { translate, withCatalogues } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/use-t';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { dueRows } from '../utils/due-rows';
import { DashboardCard, EmptyText } from './dashboard-card';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Pill } from '../../../components/ui/pill';

interface Source<T> {
  readonly data?: T;
  readonly isError: boolean;
  /** False when the user may not read this source: it adds no rows. */
  readonly enabled: boolean;
}

interface DuePaymentsCardProps {
  /** The members who owe, biggest debts first, with how many owe in all (the one definition of "owes"). */
  members: Source<{ data: Member[]; total: number }>;
  packages: Source<PtPackage[]>;
  /** May take PT balance payments (canEditPT). */
  canPayPt: boolean;
  /** Viewing as of this past instant: the member links keep it, and nothing is collected or paid. */
  asOf?: string | undefined;
}

// Only a click on Pay opens it: its code (the form, the modal, the payment contracts) and its messages (the kit
// dialogs' catalogue, which the dashboard takes on use) load then, not with the dashboard, and it opens with both.
const PayBalanceDialog = lazy(() =>
  withCatalogues(() => import('../../../components/member/pay-balance-dialog'), [KIT_DIALOGS]).then((module) => ({
    default: module.PayBalanceDialog,
  })),
);

type DueRow = ReturnType<typeof dueRows>['rows'][number];

// Worded when the table renders (translate reads the language then).
const dueColumns = (): DataTableColumn<DueRow>[] => [
  { id: 'member', header: translate('dashboard.due.member'), rowHeader: true, cell: (row) => row.label },
  {
    id: 'details',
    header: translate('dashboard.due.details'),
    cell: (row) =>
      row.kind === 'member' ? (
        translate('dashboard.due.invoices')
      ) : (
        <>
          {translate('dashboard.due.ptDetails', { trainer: row.package.trainerName, dueDate: row.package.dueDate })}
          {row.package.pastDue ? (
            <span className="ms-2">
              <Pill tone="red">{translate('dashboard.due.pastDue')}</Pill>
            </span>
          ) : null}
        </>
      ),
  },
  {
    id: 'amount',
    header: translate('dashboard.due.amount'),
    kind: 'money',
    className: 'font-semibold text-slate-900',
    cell: (row) => formatMoney(row.dueAmount),
  },
];

/**
 * Due Payments (spec section 2): members who owe on invoices (paid on the member's page) and PT balances ("PT:
 * {name}", paid here after a confirmation), PT rows de-duplicated by client, the first 5 rows shown.
 */
export function DuePaymentsCard({ members, packages, canPayPt, asOf }: DuePaymentsCardProps) {
  const t = useT();
  const [paying, setPaying] = useState<PtPackage>();
  const failed = (members.enabled && members.isError) || (packages.enabled && packages.isError);
  useEffect(() => {
    // Once per failure, not on every poll while it lasts.
    if (failed) toast({ variant: 'destructive', title: t('dashboard.due.failed') });
  }, [failed, t]);

  const loading =
    (members.enabled && !members.data && !members.isError) || (packages.enabled && !packages.data && !packages.isError);
  const { rows, total: rowCount } = dueRows(
    members.enabled ? (members.data?.data ?? []) : [],
    packages.enabled ? (packages.data ?? []) : [],
  );
  // "of N" counts members who owe, the number the Past Due card and the members list's "Owes money" show; without
  // the members list (PT only), the PT rows are all there is.
  const total = members.enabled && members.data ? Math.max(members.data.total, rows.length) : rowCount;

  return (
    <DashboardCard
      title={t('dashboard.due.title')}
      actions={
        total > rows.length ? (
          <p className="text-sm text-slate-700">
            {members.enabled
              ? t('dashboard.due.showingMembers', { shown: rows.length, total })
              : t('dashboard.due.showing', { shown: rows.length, total })}
          </p>
        ) : null
      }
    >
      {loading ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t('dashboard.due.loading')}</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyText>{failed ? t('dashboard.due.failed') : t('dashboard.due.none')}</EmptyText>
      ) : (
        <DataTable
          columns={dueColumns()}
          rows={rows}
          rowKey={(row) => row.key}
          caption={t('dashboard.due.caption')}
          emptyText={t('dashboard.due.none')}
          rowActions={(row) =>
            row.kind === 'member' && asOf ? (
              <Link
                to={withAsOf(`/members/${row.memberId}`, asOf)}
                className={buttonClasses('secondary', 'px-3 py-1.5')}
              >
                {t('dashboard.due.view')}
                <span className="sr-only">{t('dashboard.due.viewHidden', { name: row.label })}</span>
              </Link>
            ) : row.kind === 'member' ? (
              <Link to={`/members/${row.memberId}`} className={buttonClasses('secondary', 'px-3 py-1.5')}>
                {t('dashboard.due.collect')}
                <span className="sr-only">{t('dashboard.due.collectHidden', { name: row.label })}</span>
              </Link>
            ) : canPayPt && !asOf ? (
              <button
                type="button"
                onClick={() => setPaying(row.package)}
                className={buttonClasses('primary', 'px-3 py-1.5')}
              >
                {t('dashboard.due.pay')}
                <span className="sr-only">{t('dashboard.due.payHidden', { name: row.label })}</span>
              </button>
            ) : null
          }
        />
      )}
      {paying ? (
        <Suspense fallback={null}>
          <PayBalanceDialog pkg={paying} onClose={() => setPaying(undefined)} />
        </Suspense>
      ) : null}
    </DashboardCard>
  );
}
