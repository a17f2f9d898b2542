import type { LeaveBalanceView } from '@gym/modules/people/leave/leave-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';

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

const columns: DataTableColumn<LeaveBalanceView>[] = [
  { id: 'employee', header: 'Employee', rowHeader: true, cell: (b) => b.employeeName },
  days('perYear', 'Annual a year', (b) => b.annual.perYear),
  days('accrued', 'Annual earned', (b) => b.annual.accrued),
  days('carriedOver', 'Carried over', (b) => b.annual.carriedOver),
  days('forfeited', 'Forfeited', (b) => b.annual.forfeited),
  days('taken', 'Annual taken', (b) => b.annual.taken),
  days('pending', 'Annual pending', (b) => b.annual.pending),
  { ...days('available', 'Annual left', (b) => b.annual.available), className: 'font-semibold' },
  { id: 'sick', header: 'Sick full / half used', kind: 'number', cell: (b) => `${b.sick.full} / ${b.sick.half}` },
  days('emergency', 'Emergency left', (b) => b.emergency.available),
  days('compensatory', 'Compensatory left', (b) => b.compensatory.available),
];

/**
 * Each employee's days today: annual earned, carried into this service year and forfeited beyond the carry-over cap
 * (art. 80), taken and left; sick days by pay tier this service year, emergency, compensatory.
 */
export function LeaveBalancesTable({ balances }: { balances: readonly LeaveBalanceView[] }) {
  return (
    <DataTable
      columns={columns}
      rows={balances}
      rowKey={(b) => b.employeeId}
      caption="Leave balances"
      emptyText="No employees yet."
    />
  );
}
