import { Ban, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { isSupplementSaleInvoice } from '@gym/modules/finance/supplements/supplement-contracts';
import type { ColumnList } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';

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

const columns = (today: string, showMember: boolean): ColumnList<Invoice> => [
  {
    id: 'number',
    header: 'Invoice',
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (invoice) => (
      <>
        {invoice.number}
        <Link
          to={`/billing/receipts/${invoice.id}`}
          className="block py-1 text-xs font-normal text-indigo-800 hover:underline"
        >
          Receipt<span className="sr-only"> {invoice.number}</span>
        </Link>
        {isSupplementSaleInvoice(invoice) ? (
          <Link
            to={`/supplements/receipts/invoice/${invoice.id}`}
            className="block py-1 text-xs font-normal text-indigo-800 hover:underline"
          >
            Sale receipt<span className="sr-only"> of {invoice.number}</span>
          </Link>
        ) : null}
      </>
    ),
  },
  showMember && {
    id: 'member',
    header: 'Member',
    cell: (invoice) => (
      <>
        <Link to={`/members/${invoice.memberId}`} className="text-indigo-800 hover:underline">
          {invoice.memberName}
        </Link>
        <span className="block text-xs text-slate-700">#{invoice.memberNumber}</span>
      </>
    ),
  },
  { id: 'description', header: 'Description', className: 'sm:min-w-40', cell: (invoice) => invoice.description },
  { id: 'issued', header: 'Issued', kind: 'date', cell: (invoice) => invoice.issueDate },
  { id: 'dueDate', header: 'Due date', kind: 'date', cell: (invoice) => invoice.dueDate },
  { id: 'amount', header: 'Amount', kind: 'money', cell: (invoice) => formatMoney(invoice.amount) },
  { id: 'paid', header: 'Paid', kind: 'money', cell: (invoice) => formatMoney(invoice.paidAmount) },
  {
    id: 'due',
    header: 'Due',
    kind: 'money',
    className: (invoice) => (invoice.dueAmount > 0 ? 'font-semibold text-red-800' : ''),
    cell: (invoice) => formatMoney(invoice.dueAmount),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (invoice) => <StatusBadge status={invoiceDisplayStatus(invoice)} today={today} />,
  },
];

/** Invoices with amount, paid and due; pay and void where allowed. */
export function InvoicesTable({ invoices, caption, today, showMember, canEdit, onPay, onVoid }: InvoicesTableProps) {
  return (
    <DataTable
      columns={columns(today, showMember)}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      caption={caption}
      emptyText="No invoices found"
      rowActions={
        canEdit
          ? (invoice) => (
              <>
                {invoice.status !== 'void' && invoice.dueAmount > 0 ? (
                  <Button className="px-3 py-1.5" onClick={() => onPay(invoice)}>
                    <Wallet aria-hidden="true" className="size-4" />
                    Pay<span className="sr-only"> {invoice.number}</span>
                  </Button>
                ) : null}
                {invoice.status !== 'void' && invoice.paidAmount === 0 ? (
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => onVoid(invoice)}>
                    <Ban aria-hidden="true" className="size-4" />
                    Void<span className="sr-only"> {invoice.number}</span>
                  </Button>
                ) : null}
              </>
            )
          : undefined
      }
    />
  );
}
