import { formatAmount } from '@gym/kernel/contracts/format';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { Button } from '../../../components/ui/button';
import { ColumnHeaders } from '../../../components/ui/column-headers';

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
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Payroll {month}</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell="px-3 py-2"
            columns={[
              { label: 'Employee' },
              { label: 'Basic', numeric: true },
              { label: 'Allowances', numeric: true },
              { label: 'PT commission', numeric: true },
              { label: 'Additions', numeric: true },
              { label: 'Unpaid / half days', numeric: true },
              { label: 'Leave deduction', numeric: true },
              { label: 'Advances and other', numeric: true },
              { label: 'Net', numeric: true },
              { label: 'Payslip', srOnly: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {lines.map((l) => (
            <tr key={l.employeeId}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {l.name}
              </th>
              <td className="px-3 py-2 text-right">{formatAmount(l.basic)}</td>
              <td className="px-3 py-2 text-right">{formatAmount(l.housing + l.transport + l.otherAllowance)}</td>
              <td className="px-3 py-2 text-right">{formatAmount(l.commission)}</td>
              <td className="px-3 py-2 text-right">{formatAmount(l.additions)}</td>
              <td className="px-3 py-2 text-right">
                {l.unpaidDays} / {l.halfPayDays}
              </td>
              <td className="px-3 py-2 text-right">{formatAmount(l.leaveDeduction)}</td>
              <td className="px-3 py-2 text-right">{formatAmount(l.advances + l.otherDeductions)}</td>
              <td className="px-3 py-2 text-right font-semibold">{formatAmount(l.net)}</td>
              <td className="px-3 py-2 text-right">
                <Button variant="secondary" onClick={() => onPayslip(l)} aria-label={`Payslip of ${l.name}`}>
                  Payslip
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
