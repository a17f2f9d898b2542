import { Undo2 } from 'lucide-react';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { Button } from '../../../components/ui/button';
import type { RefundTarget } from './refund-dialog';
import { ColumnHeaders } from '../../../components/ui/column-headers';

const cell = 'px-4 py-3';

/** Every payment on these invoices, newest first, with what was refunded; refund where allowed. */
export function PaymentsTable({
  invoices,
  canEdit,
  onRefund,
}: {
  invoices: readonly Invoice[];
  canEdit: boolean;
  onRefund: (target: RefundTarget) => void;
}) {
  const payments = invoices
    .flatMap((invoice) => invoice.payments.map((payment) => ({ payment, invoiceNumber: invoice.number })))
    .sort((a, b) => b.payment.recordedAt.localeCompare(a.payment.recordedAt));
  if (payments.length === 0) return <p className="text-sm text-slate-700">No payments yet.</p>;
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Payments, newest first</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell={cell}
            columns={[
              { label: 'Date' },
              { label: 'Invoice' },
              { label: 'Method' },
              { label: 'Amount', numeric: true },
              { label: 'Refunded', numeric: true },
              { label: 'Recorded by' },
              { label: 'Notes' },
              canEdit && { label: 'Actions', srOnly: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200">
          {payments.map(({ payment, invoiceNumber }) => (
            <tr key={payment.id}>
              <td className={`${cell} whitespace-nowrap text-slate-900 tabular-nums`}>{payment.paymentDate}</td>
              <td className={`${cell} whitespace-nowrap text-slate-800`}>{invoiceNumber}</td>
              <td className={`${cell} text-slate-800`}>{PAYMENT_METHOD_LABELS[payment.method]}</td>
              <td className={`${cell} text-right whitespace-nowrap text-slate-900 tabular-nums`}>
                {formatMoney(payment.amount)}
              </td>
              <td className={`${cell} text-right whitespace-nowrap text-slate-800 tabular-nums`}>
                {payment.refunded > 0 ? formatMoney(payment.refunded) : '—'}
              </td>
              <td className={`${cell} text-slate-800`}>{payment.recordedBy}</td>
              <td className={`${cell} text-slate-800`}>{payment.notes ?? ''}</td>
              {canEdit ? (
                <td className={cell}>
                  {payment.amount - payment.refunded > 0 ? (
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      onClick={() => onRefund({ payment, invoiceNumber })}
                    >
                      <Undo2 aria-hidden="true" className="size-4" />
                      Refund<span className="sr-only"> {`${formatMoney(payment.amount)} on ${invoiceNumber}`}</span>
                    </Button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
