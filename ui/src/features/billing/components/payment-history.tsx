import { FileText, Printer } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import { PAYMENT_HISTORY_KIND_LABELS } from '@gym/modules/finance/billing/payment-history-contracts';
import type { PaymentHistoryEntry } from '@gym/modules/finance/billing/payment-history-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatInstant } from '../../../lib/desk-time';
import { errorMessage } from '../../../lib/api-client';
import { useSettings } from '../../../lib/api/get-settings';
import { printOnly } from '../../../lib/print-only';
import { paymentHistoryCsvUrl, usePaymentHistory } from '../api/get-payment-history';
import type { PaymentHistorySubject } from '../api/get-payment-history';

const SECTION_ID = 'payment-history';

const cell = 'px-3 py-2';

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
      {history.isPending ? (
        <SectionLoading text="Loading the payment history..." />
      ) : history.isError ? (
        <SectionError message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : history.data.entries.length === 0 ? (
        <p className="text-sm text-slate-700">No money has moved yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">
              {`Every issue, payment, refund and void, oldest first, with the balance after each (times in ${timeZone})`}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <ColumnHeaders
                cell={cell}
                columns={[
                  { label: 'When' },
                  byMember && { label: 'Invoice' },
                  { label: 'Entry' },
                  { label: 'Method' },
                  { label: 'Charge', numeric: true },
                  { label: 'Credit', numeric: true },
                  { label: 'Balance', numeric: true },
                  { label: 'By' },
                ]}
              />
            </thead>
            <tbody>
              {history.data.entries.map((entry) => (
                <tr key={entry.position} className="border-t border-slate-200 align-top" data-kind={entry.kind}>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{formatInstant(entry.at, timeZone)}</time>
                  </td>
                  {byMember ? (
                    <td className={cell}>
                      <Link className="text-indigo-700 underline" to={`/billing/receipts/${entry.invoiceId}`}>
                        {entry.invoiceNumber}
                      </Link>
                    </td>
                  ) : null}
                  <td className={cell}>
                    <EntryWords entry={entry} money={money} />
                  </td>
                  <td className={cell}>{entry.method ? PAYMENT_METHOD_LABELS[entry.method] : ''}</td>
                  <td className={`${cell} text-right tabular-nums`}>{entry.change > 0 ? money(entry.change) : ''}</td>
                  <td className={`${cell} text-right tabular-nums`}>{entry.change < 0 ? money(-entry.change) : ''}</td>
                  <td className={`${cell} text-right font-medium tabular-nums`}>{money(entry.balance)}</td>
                  <td className={cell}>
                    {entry.by.name}
                    {entry.by.role ? <span className="text-slate-700"> ({entry.by.role})</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-right text-sm font-semibold">
            Balance now: <span data-testid="payment-history-balance">{money(history.data.balance)}</span>
          </p>
        </div>
      )}
    </section>
  );
}
