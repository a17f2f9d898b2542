import { Ban, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/i18n/current-formats';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { isSupplementSaleInvoice } from '@gym/modules/finance/supplements/supplement-contracts';
import type { ColumnList } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useT } from '../../../lib/i18n/use-t';
import { invoiceDescriptionIn } from '../../../lib/i18n/invoice-description';

interface InvoicesTableProps {
  invoices: readonly Invoice[];
  caption: string;
  today: string;
  /** Show the member column (billing page), not on the member's own page. */
  showMember: boolean;
  /** The user may take payments and void invoices (canEditFinancials). */
  canEdit: boolean;
  onPay: (invoice: Invoice) => void;
  onVoid: (invoice: Invoice) => void;
}

/** The status shown for an invoice: past due when money is owed after the due date (spec badge colours). */
export const invoiceDisplayStatus = (invoice: Invoice) => (invoice.pastDue ? 'past_due' : invoice.status);

const columns = (t: ReturnType<typeof useT>, today: string, showMember: boolean): ColumnList<Invoice> => [
  {
    id: 'number',
    header: t('billing.invoices.column.number'),
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (invoice) => (
      <>
        {invoice.number}
        <Link
          to={`/billing/receipts/${invoice.id}`}
          className="block py-1 text-xs font-normal text-indigo-800 hover:underline"
        >
          {t('billing.invoices.receipt')}
          <span className="sr-only"> {invoice.number}</span>
        </Link>
        {isSupplementSaleInvoice(invoice) ? (
          <Link
            to={`/supplements/receipts/invoice/${invoice.id}`}
            aria-label={t('billing.invoices.saleReceiptOf', { number: invoice.number })}
            className="block py-1 text-xs font-normal text-indigo-800 hover:underline"
          >
            {t('billing.invoices.saleReceipt')}
          </Link>
        ) : null}
      </>
    ),
  },
  showMember && {
    id: 'member',
    header: t('billing.invoices.column.member'),
    cell: (invoice) => (
      <>
        <Link to={`/members/${invoice.memberId}`} className="text-indigo-800 hover:underline">
          {invoice.memberName}
        </Link>
        <span className="block text-xs text-slate-700">#{invoice.memberNumber}</span>
      </>
    ),
  },
  {
    id: 'description',
    header: t('billing.invoices.column.description'),
    className: 'sm:min-w-40',
    cell: (invoice) => invoiceDescriptionIn(t, invoice.description),
  },
  { id: 'issued', header: t('billing.invoices.column.issued'), kind: 'date', cell: (invoice) => invoice.issueDate },
  { id: 'dueDate', header: t('billing.invoices.column.dueDate'), kind: 'date', cell: (invoice) => invoice.dueDate },
  {
    id: 'amount',
    header: t('billing.invoices.column.amount'),
    kind: 'money',
    cell: (invoice) => formatMoney(invoice.amount),
  },
  {
    id: 'paid',
    header: t('billing.invoices.column.paid'),
    kind: 'money',
    cell: (invoice) => formatMoney(invoice.paidAmount),
  },
  {
    id: 'due',
    header: t('billing.invoices.column.due'),
    kind: 'money',
    className: (invoice) => (invoice.dueAmount > 0 ? 'font-semibold text-red-800' : ''),
    cell: (invoice) => formatMoney(invoice.dueAmount),
  },
  {
    id: 'status',
    header: t('billing.invoices.column.status'),
    cell: (invoice) => <StatusBadge status={invoiceDisplayStatus(invoice)} today={today} />,
  },
];

/** Invoices with amount, paid and due; pay and void where allowed. */
export function InvoicesTable({ invoices, caption, today, showMember, canEdit, onPay, onVoid }: InvoicesTableProps) {
  const t = useT();
  return (
    <DataTable
      columns={columns(t, today, showMember)}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      caption={caption}
      emptyText={t('billing.invoices.empty')}
      rowActions={
        canEdit
          ? (invoice) => (
              <>
                {invoice.status !== 'void' && invoice.dueAmount > 0 ? (
                  <Button className="px-3 py-1.5" onClick={() => onPay(invoice)}>
                    <Wallet aria-hidden="true" className="size-4" />
                    {t('billing.invoices.pay')}
                    <span className="sr-only"> {invoice.number}</span>
                  </Button>
                ) : null}
                {invoice.status !== 'void' && invoice.paidAmount === 0 ? (
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => onVoid(invoice)}>
                    <Ban aria-hidden="true" className="size-4" />
                    {t('billing.invoices.void')}
                    <span className="sr-only"> {invoice.number}</span>
                  </Button>
                ) : null}
              </>
            )
          : undefined
      }
    />
  );
}
