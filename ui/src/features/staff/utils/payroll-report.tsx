import { formatAmount } from '@gym/kernel/contracts/format';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { sideBySide } from '../../../components/report-view/chart-layout';
import type { ChartCategory } from '../../../components/report-view/chart-types';
import type { ReportColumn } from '../../../components/report-view/report-table';

/** A figure of a line: shown as an amount (the table is in QAR), exported as the plain number. */
const amount = (key: string, header: string, value: (l: PayrollLineView) => number): ReportColumn<PayrollLineView> => ({
  key,
  header,
  numeric: true,
  cell: (l) => formatAmount(value(l)),
  csv: value,
});

/** How each net salary is made (QAR): the columns of a run's table and of its CSV. */
export const PAYROLL_COLUMNS: readonly ReportColumn<PayrollLineView>[] = [
  { key: 'employee', header: 'Employee', cell: (l) => l.name, csv: (l) => l.name },
  amount('basic', 'Basic', (l) => l.basic),
  amount('allowances', 'Allowances', (l) => l.housing + l.transport + l.otherAllowance),
  amount('commission', 'PT commission', (l) => l.commission),
  amount('additions', 'Additions', (l) => l.additions),
  {
    key: 'days',
    header: 'Unpaid / half days',
    numeric: true,
    cell: (l) => `${l.unpaidDays} / ${l.halfPayDays}`,
    csv: (l) => `${l.unpaidDays} / ${l.halfPayDays}`,
  },
  amount('leave', 'Leave deduction', (l) => l.leaveDeduction),
  amount('other', 'Advances and other', (l) => l.advances + l.otherDeductions),
  { ...amount('net', 'Net', (l) => l.net), cell: (l) => <span className="font-semibold">{formatAmount(l.net)}</span> },
];

export const PAYROLL_SERIES = [
  { key: 'gross', label: 'Gross', color: '#4f46e5' },
  { key: 'deductions', label: 'Deductions', color: '#b91c1c' },
  { key: 'net', label: 'Net', color: '#15803d' },
];

/** Each employee's gross, deductions and net side by side. */
export const payrollCategories = (lines: readonly PayrollLineView[]): ChartCategory[] =>
  lines.map((l) => ({
    key: l.employeeId,
    label: l.name,
    title: l.name,
    bars: sideBySide({ gross: l.gross, deductions: l.deductions, net: l.net }),
  }));
