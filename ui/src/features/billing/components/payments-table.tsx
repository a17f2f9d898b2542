import { Undo2 } from 'lucide-react';
import { formatMoney } from '../../../lib/i18n/current-formats';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';
import { PAYMENT_METHOD_NAME_IDS } from '../../../components/member/payment-method-names';
import type { RefundTarget } from './refund-dialog';

type PaymentRow = RefundTarget;

const columns = (t: ReturnType<typeof useT>): DataTableColumn<PaymentRow>[] => [
  { id: 'date', header: t('billing.payments.column.date'), kind: 'date', cell: ({ payment }) => payment.paymentDate },
  {
    id: 'invoice',
    header: t('billing.payments.column.invoice'),
    className: 'whitespace-nowrap',
    cell: ({ invoiceNumber }) => invoiceNumber,
  },
  {
    id: 'method',
    header: t('billing.payments.column.method'),
    cell: ({ payment }) => t(PAYMENT_METHOD_NAME_IDS[payment.method]),
  },
  {
    id: 'amount',
    header: t('billing.payments.column.amount'),
    kind: 'money',
    cell: ({ payment }) => formatMoney(payment.amount),
  },
  {
    id: 'refunded',
    header: t('billing.payments.column.refunded'),
    kind: 'money',
    cell: ({ payment }) => (payment.refunded > 0 ? formatMoney(payment.refunded) : '—'),
  },
  { id: 'recordedBy', header: t('billing.payments.column.recordedBy'), cell: ({ payment }) => payment.recordedBy },
  { id: 'notes', header: t('billing.payments.column.notes'), cell: ({ payment }) => payment.notes ?? '' },
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
  const t = useT();
  const payments = invoices
    .flatMap((invoice) => invoice.payments.map((payment) => ({ payment, invoiceNumber: invoice.number })))
    .sort((a, b) => b.payment.recordedAt.localeCompare(a.payment.recordedAt));
  return (
    <DataTable
      columns={columns(t)}
      rows={payments}
      rowKey={({ payment }) => payment.id}
      caption={t('billing.payments.caption')}
      emptyText={t('billing.payments.empty')}
      rowActions={
        canEdit
          ? (row) =>
              row.payment.amount - row.payment.refunded > 0 ? (
                <Button
                  variant="secondary"
                  className="px-3 py-1.5"
                  aria-label={t('billing.payments.refundOf', {
                    amount: formatMoney(row.payment.amount),
                    number: row.invoiceNumber,
                  })}
                  onClick={() => onRefund(row)}
                >
                  <Undo2 aria-hidden="true" className="size-4" />
                  {t('billing.payments.refund')}
                </Button>
              ) : null
          : undefined
      }
    />
  );
}
