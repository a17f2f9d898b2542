import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { sideBySide } from '../../../components/report-view/chart-layout';
import type { ChartCategory } from '../../../components/report-view/chart-types';
import type { ReportColumn } from '../../../components/report-view/report-table';
import { formatAmount } from '../../../lib/i18n/current-formats';
import { translate } from '../../../lib/i18n/i18n';

/** A figure of a line: shown as an amount (the table is in QAR), exported as the plain number. */
const amount = (key: string, header: string, value: (l: PayrollLineView) => number): ReportColumn<PayrollLineView> => ({
  key,
  header,
  numeric: true,
  cell: (l) => formatAmount(value(l)),
  csv: value,
});

/** How each net salary is made (QAR): the columns of a run's table and of its CSV, headed in the page's language. */
export function payrollColumns(): ReportColumn<PayrollLineView>[] {
  return [
    {
      key: 'employee',
      header: translate('staff.payroll.column.employee'),
      cell: (l) => l.name,
      csv: (l) => l.name,
    },
    amount('basic', translate('staff.payroll.column.basic'), (l) => l.basic),
    amount(
      'allowances',
      translate('staff.payroll.column.allowances'),
      (l) => l.housing + l.transport + l.otherAllowance,
    ),
    amount('commission', translate('staff.payroll.column.commission'), (l) => l.commission),
    amount('additions', translate('staff.payroll.column.additions'), (l) => l.additions),
    {
      key: 'days',
      header: translate('staff.payroll.column.days'),
      numeric: true,
      cell: (l) => `${l.unpaidDays} / ${l.halfPayDays}`,
      csv: (l) => `${l.unpaidDays} / ${l.halfPayDays}`,
    },
    amount('leave', translate('staff.payroll.column.leaveDeduction'), (l) => l.leaveDeduction),
    amount('other', translate('staff.payroll.column.otherDeductions'), (l) => l.advances + l.otherDeductions),
    {
      ...amount('net', translate('staff.payroll.column.net'), (l) => l.net),
      cell: (l) => <span className="font-semibold">{formatAmount(l.net)}</span>,
    },
  ];
}

/** The chart's three bars of each employee, named in the page's language. */
export function payrollSeries() {
  return [
    { key: 'gross', label: translate('staff.payroll.series.gross'), color: '#4f46e5' },
    { key: 'deductions', label: translate('staff.payroll.series.deductions'), color: '#b91c1c' },
    { key: 'net', label: translate('staff.payroll.series.net'), color: '#15803d' },
  ];
}

/** Each employee's gross, deductions and net side by side. */
export const payrollCategories = (lines: readonly PayrollLineView[]): ChartCategory[] =>
  lines.map((l) => ({
    key: l.employeeId,
    label: l.name,
    title: l.name,
    bars: sideBySide({ gross: l.gross, deductions: l.deductions, net: l.net }),
  }));
