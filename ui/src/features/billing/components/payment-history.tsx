import { FileText, Printer } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import { PAYMENT_HISTORY_KIND_LABELS } from '@gym/modules/finance/billing/payment-history-contracts';
import type { PaymentHistoryEntry } from '@gym/modules/finance/billing/payment-history-contracts';
import type { ColumnList } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatInstant } from '../../../lib/desk-time';
import { useSettings } from '../../../lib/api/get-settings';
import { printOnly } from '../../../lib/print-only';
import { paymentHistoryCsvUrl, usePaymentHistory } from '../api/get-payment-history';
import type { PaymentHistorySubject } from '../api/get-payment-history';

const SECTION_ID = 'payment-history';

/** What an entry is, in words: its kind, what it reverses, and its note or reason. */
function EntryWords({ entry, money }: { entry: PaymentHistoryEntry; money: (qar: number) => string }) {
  const reverses = entry.reverses;
  return (
    <>
      <span className="font-medium">{PAYMENT_HISTORY_KIND_LABELS[entry.kind]}</span>
      {reverses?.kind === 'payment' ? (
        <span className="block text-xs text-slate-700">
          reverses the payment of {reverses.date ?? 'an earlier day'} ({money(reverses.amount)})
        </span>
      ) : null}
      {entry.note ? <span className="block text-xs text-slate-700">{entry.note}</span> : null}
    </>
  );
}

const historyColumns = (
  byMember: boolean,
  timeZone: string,
  money: (qar: number) => string,
): ColumnList<PaymentHistoryEntry> => [
  {
    id: 'when',
    header: 'When',
    kind: 'date',
    cell: (entry) => <time dateTime={entry.at}>{formatInstant(entry.at, timeZone)}</time>,
  },
  byMember && {
    id: 'invoice',
    header: 'Invoice',
    cell: (entry) => (
      <Link className="text-indigo-700 underline" to={`/billing/receipts/${entry.invoiceId}`}>
        {entry.invoiceNumber}
      </Link>
    ),
  },
  { id: 'entry', header: 'Entry', cell: (entry) => <EntryWords entry={entry} money={money} /> },
  { id: 'method', header: 'Method', cell: (entry) => (entry.method ? PAYMENT_METHOD_LABELS[entry.method] : '') },
  { id: 'charge', header: 'Charge', kind: 'money', cell: (entry) => (entry.change > 0 ? money(entry.change) : '') },
  { id: 'credit', header: 'Credit', kind: 'money', cell: (entry) => (entry.change < 0 ? money(-entry.change) : '') },
  { id: 'balance', header: 'Balance', kind: 'money', className: 'font-medium', cell: (entry) => money(entry.balance) },
  {
    id: 'by',
    header: 'By',
    cell: (entry) => (
      <>
        {entry.by.name}
        {entry.by.role ? <span className="text-slate-700"> ({entry.by.role})</span> : null}
      </>
    ),
  },
];

/**
 * The money history of an invoice or of a member (issue 13, item 4): every issue, payment, refund and void from the
 * log, oldest first, with who and when (gym time), the method and what was owed after each; printable and as CSV.
 */
export function PaymentHistory({ of, title = 'Payment history' }: { of: PaymentHistorySubject; title?: string }) {
  const history = usePaymentHistory(of);
  const timeZone = useGymTimeZone();
  const currency = useSettings().data?.currency;
  const money = (qar: number) => formatMoney(qar, currency);
  const byMember = 'memberId' in of;
  const headingId = `${SECTION_ID}-heading`;
  // Printing prints this section alone (index.css), the buttons hidden.
  const section = useRef<HTMLElement>(null);

  return (
    <section
      ref={section}
      id={SECTION_ID}
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6 text-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
          {history.data ? <span className="font-normal"> of {history.data.subject.label}</span> : null}
        </h2>
        <div className="flex flex-wrap items-center gap-2" data-print="hide">
          <Link
            className="text-sm text-indigo-700 underline"
            to={`/audit?stream=${encodeURIComponent('invoiceId' in of ? `invoice-${of.invoiceId}` : `member-${of.memberId}`)}`}
          >
            {'invoiceId' in of ? 'Audit trail of this invoice' : 'Audit trail of this member'}
          </Link>
          <Button variant="secondary" onClick={() => printOnly(section.current)} disabled={!history.data}>
            <Printer aria-hidden="true" className="size-4" />
            Print history
          </Button>
          <a className={buttonClasses('secondary')} href={paymentHistoryCsvUrl(of)} download>
            <FileText aria-hidden="true" className="size-4" />
            Export history CSV
          </a>
        </div>
      </div>
      <DataTable
        query={history}
        loadingText="Loading the payment history..."
        columns={historyColumns(byMember, timeZone, money)}
        rows={history.data?.entries}
        rowKey={(entry) => entry.position}
        caption={`Every issue, payment, refund and void, oldest first, with the balance after each (times in ${timeZone})`}
        emptyText="No money has moved yet."
      />
      {history.data && history.data.entries.length > 0 ? (
        <p className="text-end text-sm font-semibold">
          Balance now: <span data-testid="payment-history-balance">{money(history.data.balance)}</span>
        </p>
      ) : null}
    </section>
  );
}
