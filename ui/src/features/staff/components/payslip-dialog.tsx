import { formatMoney } from '@gym/kernel/contracts/format';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** A payslip: what was earned, what was deducted and why, the net paid; printable. */
export function PayslipDialog({
  month,
  line,
  onClose,
}: {
  month: string;
  line: PayrollLineView | null;
  onClose: () => void;
}) {
  const rows: [string, number][] = line
    ? [
        ['Basic salary', line.basic],
        ['Housing allowance', line.housing],
        ['Transport allowance', line.transport],
        ['Other allowance', line.otherAllowance],
        [
          `PT commission (${line.commissionPercent} % of ${formatMoney(line.ptSales)} ${line.commissionBasis === 'sessions' ? 'in sessions delivered' : 'sold'})`,
          line.commission,
        ],
        [
          `Overtime (${line.overtimeHours} h, ${line.nightOvertimeHours} h at night, ${line.restDayHours} h on rest days)`,
          line.overtime,
        ],
        [`Annual leave paid in lieu (${line.leaveInLieuDays} days)`, line.leaveInLieu],
        ['Additions', line.additions],
        [`Leave deduction (${line.unpaidDays} unpaid, ${line.halfPayDays} half-paid days)`, -line.leaveDeduction],
        ['Advances', -line.advances],
        ['Other deductions', -line.otherDeductions],
      ]
    : [];
  return (
    <Modal
      open={line !== null}
      onClose={onClose}
      title={line ? `Payslip ${month}: ${line.name}` : 'Payslip'}
      description="Salary month, earnings and deductions."
    >
      {line ? (
        <div className="grid gap-4">
          <table className="w-full text-sm">
            <caption className="sr-only">Payslip</caption>
            <tbody className="divide-y divide-slate-200">
              {rows.map(([label, amount]) => (
                <tr key={label}>
                  <th scope="row" className="py-1 text-left font-normal text-slate-800">
                    {label}
                  </th>
                  <td className="py-1 text-right">{formatMoney(amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="py-2 text-left font-semibold text-slate-900">
                  Net salary{line.note ? ` (${line.note})` : ''}
                </th>
                <td className="py-2 text-right font-semibold">{formatMoney(line.net)}</td>
              </tr>
            </tbody>
          </table>
          <p className="text-xs text-slate-600">
            Paid by WPS to {line.bankShortName ?? '—'} {line.iban ? `…${line.iban.slice(-4)}` : ''}, {line.workingDays}{' '}
            days paid.
          </p>
          <div className="flex justify-end gap-2 print:hidden">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => window.print()}>Print</Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
