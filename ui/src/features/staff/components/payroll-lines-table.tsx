import { formatAmount } from '@gym/kernel/contracts/format';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';

const amount = (
  id: string,
  header: string,
  value: (l: PayrollLineView) => number,
): DataTableColumn<PayrollLineView> => ({
  id,
  header,
  kind: 'money',
  cell: (l) => formatAmount(value(l)),
});

const columns: DataTableColumn<PayrollLineView>[] = [
  { id: 'employee', header: 'Employee', rowHeader: true, cell: (l) => l.name },
  amount('basic', 'Basic', (l) => l.basic),
  amount('allowances', 'Allowances', (l) => l.housing + l.transport + l.otherAllowance),
  amount('commission', 'PT commission', (l) => l.commission),
  amount('additions', 'Additions', (l) => l.additions),
  { id: 'unpaid', header: 'Unpaid / half days', kind: 'number', cell: (l) => `${l.unpaidDays} / ${l.halfPayDays}` },
  amount('leaveDeduction', 'Leave deduction', (l) => l.leaveDeduction),
  amount('advances', 'Advances and other', (l) => l.advances + l.otherDeductions),
  { ...amount('net', 'Net', (l) => l.net), className: 'font-semibold' },
];

/** A run's lines: how each net salary is made (QAR). */
export function PayrollLinesTable({
  month,
  lines,
  onPayslip,
}: {
  month: string;
  lines: readonly PayrollLineView[];
  onPayslip: (line: PayrollLineView) => void;
}) {
  return (
    <DataTable
      columns={columns}
      rows={lines}
      rowKey={(l) => l.employeeId}
      caption={`Payroll ${month}`}
      emptyText="No lines in this run."
      actionsHeader="Payslip"
      rowActions={(l) => (
        <Button variant="secondary" onClick={() => onPayslip(l)} aria-label={`Payslip of ${l.name}`}>
          Payslip
        </Button>
      )}
    />
  );
}
