import { Undo2 } from 'lucide-react';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import type { RefundTarget } from './refund-dialog';

type PaymentRow = RefundTarget;

const columns: DataTableColumn<PaymentRow>[] = [
  { id: 'date', header: 'Date', kind: 'date', cell: ({ payment }) => payment.paymentDate },
  { id: 'invoice', header: 'Invoice', className: 'whitespace-nowrap', cell: ({ invoiceNumber }) => invoiceNumber },
  { id: 'method', header: 'Method', cell: ({ payment }) => PAYMENT_METHOD_LABELS[payment.method] },
  { id: 'amount', header: 'Amount', kind: 'money', cell: ({ payment }) => formatMoney(payment.amount) },
  {
    id: 'refunded',
    header: 'Refunded',
    kind: 'money',
    cell: ({ payment }) => (payment.refunded > 0 ? formatMoney(payment.refunded) : '—'),
  },
  { id: 'recordedBy', header: 'Recorded by', cell: ({ payment }) => payment.recordedBy },
  { id: 'notes', header: 'Notes', cell: ({ payment }) => payment.notes ?? '' },
];

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
  return (
    <DataTable
      columns={columns}
      rows={payments}
      rowKey={({ payment }) => payment.id}
      caption="Payments, newest first"
      emptyText="No payments yet."
      rowActions={
        canEdit
          ? (row) =>
              row.payment.amount - row.payment.refunded > 0 ? (
                <Button variant="secondary" className="px-3 py-1.5" onClick={() => onRefund(row)}>
                  <Undo2 aria-hidden="true" className="size-4" />
                  Refund
                  <span className="sr-only"> {`${formatMoney(row.payment.amount)} on ${row.invoiceNumber}`}</span>
                </Button>
              ) : null
          : undefined
      }
    />
  );
}
