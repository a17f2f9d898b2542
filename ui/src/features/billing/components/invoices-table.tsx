import { Ban, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { Invoice } from '@gym/modules/finance/billing/invoice-contracts';
import { isSupplementSaleInvoice } from '@gym/modules/finance/supplements/supplement-contracts';
import { Button } from '../../../components/ui/button';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ColumnHeaders } from '../../../components/ui/column-headers';

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

// Narrow cells and wrapping actions: the whole table, Actions included, fits a 1440 px screen beside the sidebar
// (issue 10, item 10: it was 1204 px in 1134 px); narrower screens scroll the table inside its own box.
const cell = 'px-3 py-3';

/** The status shown for an invoice: past due when money is owed after the due date (spec badge colours). */
export const invoiceDisplayStatus = (invoice: Invoice) => (invoice.pastDue ? 'past_due' : invoice.status);

/** Invoices with amount, paid and due; pay and void where allowed. */
export function InvoicesTable({ invoices, caption, today, showMember, canEdit, onPay, onVoid }: InvoicesTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <ColumnHeaders
            cell={cell}
            columns={[
              { label: 'Invoice' },
              showMember && { label: 'Member' },
              { label: 'Description' },
              { label: 'Issued' },
              { label: 'Due date' },
              { label: 'Amount', numeric: true },
              { label: 'Paid', numeric: true },
              { label: 'Due', numeric: true },
              { label: 'Status' },
              canEdit && { label: 'Actions', srOnly: true },
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-200">
          {invoices.map((invoice) => {
            const payable = invoice.status !== 'void' && invoice.dueAmount > 0;
            const voidable = invoice.status !== 'void' && invoice.paidAmount === 0;
            return (
              <tr key={invoice.id}>
                <th scope="row" className={`${cell} text-left font-medium whitespace-nowrap text-slate-900`}>
                  {invoice.number}
                  <Link
                    to={`/billing/receipts/${invoice.id}`}
                    className="block text-xs font-normal text-indigo-800 hover:underline"
                  >
                    Receipt<span className="sr-only"> {invoice.number}</span>
                  </Link>
                  {isSupplementSaleInvoice(invoice) ? (
                    <Link
                      to={`/supplements/receipts/invoice/${invoice.id}`}
                      className="block text-xs font-normal text-indigo-800 hover:underline"
                    >
                      Sale receipt<span className="sr-only"> of {invoice.number}</span>
                    </Link>
                  ) : null}
                </th>
                {showMember ? (
                  <td className={cell}>
                    <Link to={`/members/${invoice.memberId}`} className="text-indigo-800 hover:underline">
                      {invoice.memberName}
                    </Link>
                    <span className="block text-xs text-slate-700">#{invoice.memberNumber}</span>
                  </td>
                ) : null}
                <td className={`${cell} min-w-40 text-slate-800`}>{invoice.description}</td>
                <td className={`${cell} whitespace-nowrap text-slate-800 tabular-nums`}>{invoice.issueDate}</td>
                <td className={`${cell} whitespace-nowrap text-slate-800 tabular-nums`}>{invoice.dueDate}</td>
                <td className={`${cell} text-right whitespace-nowrap text-slate-900 tabular-nums`}>
                  {formatMoney(invoice.amount)}
                </td>
                <td className={`${cell} text-right whitespace-nowrap text-slate-800 tabular-nums`}>
                  {formatMoney(invoice.paidAmount)}
                </td>
                <td
                  className={`${cell} text-right whitespace-nowrap tabular-nums ${invoice.dueAmount > 0 ? 'font-semibold text-red-800' : 'text-slate-800'}`}
                >
                  {formatMoney(invoice.dueAmount)}
                </td>
                <td className={cell}>
                  <StatusBadge status={invoiceDisplayStatus(invoice)} today={today} />
                </td>
                {canEdit ? (
                  <td className={cell}>
                    <div className="flex flex-wrap justify-end gap-2">
                      {payable ? (
                        <Button className="px-3 py-1.5" onClick={() => onPay(invoice)}>
                          <Wallet aria-hidden="true" className="size-4" />
                          Pay<span className="sr-only"> {invoice.number}</span>
                        </Button>
                      ) : null}
                      {voidable ? (
                        <Button variant="secondary" className="px-3 py-1.5" onClick={() => onVoid(invoice)}>
                          <Ban aria-hidden="true" className="size-4" />
                          Void<span className="sr-only"> {invoice.number}</span>
                        </Button>
                      ) : null}
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
