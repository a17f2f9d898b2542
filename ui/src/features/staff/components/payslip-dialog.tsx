import type { PayrollLineView } from '@gym/modules/finance/payroll/payroll-contracts';
import { ReceiptDialog } from '../../../components/receipt/receipt-dialog';
import { ReceiptLayout } from '../../../components/receipt/receipt-layout';
import { ReceiptLines } from '../../../components/receipt/receipt-lines';
import { ReceiptTotals } from '../../../components/receipt/receipt-totals';
import { useSettings } from '../../../lib/api/get-settings';
import { formatMoney } from '../../../lib/i18n/current-formats';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useDocumentText } from '../../../components/receipt/use-document-text';
import type { DocumentTranslate } from '../../../components/receipt/use-document-text';

/**
 * What was earned and deducted and why, one row each (its message id and words in both languages); deductions as
 * minus amounts.
 */
function payslipRows(dt: DocumentTranslate, line: PayrollLineView): [string, ReactNode, number][] {
  const row = (id: string, amount: number, values?: Record<string, unknown>): [string, ReactNode, number] => [
    id,
    dt(id, values),
    amount,
  ];
  return [
    row('staff.payslip.basic', line.basic),
    row('staff.payslip.housing', line.housing),
    row('staff.payslip.transport', line.transport),
    row('staff.payslip.otherAllowance', line.otherAllowance),
    row(
      line.commissionBasis === 'sessions' ? 'staff.payslip.commissionSessions' : 'staff.payslip.commissionSales',
      line.commission,
      { percent: line.commissionPercent, amount: formatMoney(line.ptSales) },
    ),
    row('staff.payslip.overtime', line.overtime, {
      hours: line.overtimeHours,
      night: line.nightOvertimeHours,
      restDay: line.restDayHours,
    }),
    row('staff.payslip.leaveInLieu', line.leaveInLieu, { days: line.leaveInLieuDays }),
    row('staff.payslip.additions', line.additions),
    row('staff.payslip.leaveDeduction', -line.leaveDeduction, { unpaid: line.unpaidDays, half: line.halfPayDays }),
    row('staff.payslip.advances', -line.advances),
    row('staff.payslip.otherDeductions', -line.otherDeductions),
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
  const t = useT();
  const dt = useDocumentText();
  const gym = useSettings().data;
  const headers = {
    description: dt('staff.payslip.lines', undefined, 'stack'),
    quantity: '',
    unitPrice: '',
    amount: dt('kitDialogs.receipt.amount', undefined, 'stack'),
  };
  const title = line ? t('staff.payslip.of', { month, name: line.name }) : '';
  return (
    <ReceiptDialog
      open={line !== null}
      onClose={onClose}
      title={line ? title : t('staff.payslip.caption')}
      description={t('staff.payslip.description')}
      ready={line !== null}
    >
      {({ paper, target }) =>
        line ? (
          <ReceiptLayout
            ref={target}
            id="payslip"
            label={title}
            paper={paper}
            gym={gym}
            title={dt('staff.payslip.title', { month }, 'stack')}
            details={<p>{line.name}</p>}
            footer={
              <p>
                {dt('staff.payslip.paidBy', {
                  bank: line.bankShortName ?? '—',
                  account: line.iban ? `…${line.iban.slice(-4)}` : '',
                  days: line.workingDays,
                })}
              </p>
            }
          >
            <ReceiptLines
              caption={t('staff.payslip.caption')}
              headers={headers}
              lines={payslipRows(dt, line).map(([id, label, amount]) => ({
                key: id,
                description: label,
                amount: formatMoney(amount, gym?.currency),
              }))}
            />
            <ReceiptTotals
              rows={[
                {
                  key: 'net',
                  label: line.note ? dt('staff.payslip.netWithNote', { note: line.note }) : dt('staff.payslip.net'),
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
