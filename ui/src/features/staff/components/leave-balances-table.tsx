import type { LeaveBalanceView } from '@gym/modules/people/leave/leave-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { useT } from '../../../lib/i18n/use-t';

const days = (
  id: string,
  header: string,
  value: (b: LeaveBalanceView) => number,
): DataTableColumn<LeaveBalanceView> => ({
  id,
  header,
  kind: 'number',
  cell: value,
});

const columns = (t: ReturnType<typeof useT>): DataTableColumn<LeaveBalanceView>[] => [
  { id: 'employee', header: t('staff.field.employee'), rowHeader: true, cell: (b) => b.employeeName },
  days('perYear', t('staff.balances.column.perYear'), (b) => b.annual.perYear),
  days('accrued', t('staff.balances.column.accrued'), (b) => b.annual.accrued),
  days('carriedOver', t('staff.balances.column.carriedOver'), (b) => b.annual.carriedOver),
  days('forfeited', t('staff.balances.column.forfeited'), (b) => b.annual.forfeited),
  days('taken', t('staff.balances.column.taken'), (b) => b.annual.taken),
  days('pending', t('staff.balances.column.pending'), (b) => b.annual.pending),
  { ...days('available', t('staff.balances.column.available'), (b) => b.annual.available), className: 'font-semibold' },
  {
    id: 'sick',
    header: t('staff.balances.column.sick'),
    kind: 'number',
    cell: (b) => `${b.sick.full} / ${b.sick.half}`,
  },
  days('emergency', t('staff.balances.column.emergency'), (b) => b.emergency.available),
  days('compensatory', t('staff.balances.column.compensatory'), (b) => b.compensatory.available),
];

/**
 * Each employee's days today: annual earned, carried into this service year and forfeited beyond the carry-over cap
 * (art. 80), taken and left; sick days by pay tier this service year, emergency, compensatory.
 */
export function LeaveBalancesTable({ balances }: { balances: readonly LeaveBalanceView[] }) {
  const t = useT();
  return (
    <DataTable
      columns={columns(t)}
      rows={balances}
      rowKey={(b) => b.employeeId}
      caption={t('staff.balances.caption')}
      emptyText={t('staff.employees.none')}
    />
  );
}
