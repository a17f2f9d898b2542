import { formatMoney } from '@gym/kernel/contracts/format';
import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { ReceiptDialog } from '../../../components/receipt/receipt-dialog';
import { ReceiptLayout } from '../../../components/receipt/receipt-layout';
import { ReceiptLines } from '../../../components/receipt/receipt-lines';
import { ReceiptTotals } from '../../../components/receipt/receipt-totals';
import { useSettings } from '../../../lib/api/get-settings';

const PAYSLIP_HEADERS = { description: 'Earnings and deductions', quantity: '', unitPrice: '', amount: 'Amount' };

/** What was earned and deducted and why, one row each; deductions as minus amounts. */
function payslipRows(line: PayrollLineView): [string, number][] {
  return [
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
  ];
}

/**
 * A payslip (ReceiptLayout, A4 or 80 mm): the salary month, earnings and deductions, the net paid and where. It has
 * no REPRINT mark: a payslip is a statement, not proof of a payment, and printing it again hands over nothing new.
 */
export function PayslipDialog({
  month,
  line,
  onClose,
}: {
  month: string;
  line: PayrollLineView | null;
  onClose: () => void;
}) {
  const gym = useSettings().data;
  return (
    <ReceiptDialog
      open={line !== null}
      onClose={onClose}
      title={line ? `Payslip ${month}: ${line.name}` : 'Payslip'}
      description="Salary month, earnings and deductions."
      ready={line !== null}
    >
      {({ paper, target }) =>
        line ? (
          <ReceiptLayout
            ref={target}
            id="payslip"
            label={`Payslip ${month}: ${line.name}`}
            paper={paper}
            gym={gym}
            title={`Payslip ${month}`}
            details={<p>{line.name}</p>}
            footer={
              <p>
                Paid by WPS to {line.bankShortName ?? '—'} {line.iban ? `…${line.iban.slice(-4)}` : ''},{' '}
                {line.workingDays} days paid.
              </p>
            }
          >
            <ReceiptLines
              caption="Payslip"
              headers={PAYSLIP_HEADERS}
              lines={payslipRows(line).map(([label, amount]) => ({
                key: label,
                description: label,
                amount: formatMoney(amount, gym?.currency),
              }))}
            />
            <ReceiptTotals
              rows={[
                {
                  key: 'net',
                  label: `Net salary${line.note ? ` (${line.note})` : ''}`,
                  value: formatMoney(line.net, gym?.currency),
                  emphasis: true,
                },
              ]}
            />
          </ReceiptLayout>
        ) : null
      }
    </ReceiptDialog>
  );
}
