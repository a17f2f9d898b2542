import { FileText, Printer } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/i18n/current-formats';
import type { PaymentHistoryEntry, PaymentHistoryKind } from '@gym/modules/finance/billing/payment-history-contracts';
import type { ColumnList } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatInstant } from '../../../lib/desk-time';
import { useSettings } from '../../../lib/api/get-settings';
import { useT } from '../../../lib/i18n/use-t';
import { roleNameIn } from '../../../lib/i18n/role-name';
import { invoiceDescriptionIn } from '../../../lib/i18n/invoice-description';
import { printOnly } from '../../../lib/print-only';
import { paymentHistoryCsvUrl, usePaymentHistory } from '../api/get-payment-history';
import type { PaymentHistorySubject } from '../api/get-payment-history';
import { PAYMENT_METHOD_NAME_IDS } from '../../../components/member/payment-method-names';

const SECTION_ID = 'payment-history';

type Translate = ReturnType<typeof useT>;

/** Each kind of entry in words (the contract's PAYMENT_HISTORY_KIND_LABELS stay the CSV's English words). */
const KIND_LABEL_IDS: Record<PaymentHistoryKind, string> = {
  issue: 'billing.history.kind.issue',
  payment: 'billing.history.kind.payment',
  refund: 'billing.history.kind.refund',
  void: 'billing.history.kind.void',
};

/** What an entry is, in words: its kind, what it reverses, and its note or reason. */
function EntryWords({ entry, money }: { entry: PaymentHistoryEntry; money: (qar: number) => string }) {
  const t = useT();
  const reverses = entry.reverses;
  return (
    <>
      <span className="font-medium">{t(KIND_LABEL_IDS[entry.kind])}</span>
      {reverses?.kind === 'payment' ? (
        <span className="block text-xs text-slate-700">
          {reverses.date
            ? t('billing.history.reversesPaymentOf', { date: reverses.date, amount: money(reverses.amount) })
            : t('billing.history.reversesEarlierPayment', { amount: money(reverses.amount) })}
        </span>
      ) : null}
      {entry.note ? <span className="block text-xs text-slate-700">{invoiceDescriptionIn(t, entry.note)}</span> : null}
    </>
  );
}

const historyColumns = (
  t: Translate,
  byMember: boolean,
  timeZone: string,
  money: (qar: number) => string,
): ColumnList<PaymentHistoryEntry> => [
  {
    id: 'when',
    header: t('billing.history.column.when'),
    kind: 'date',
    cell: (entry) => <time dateTime={entry.at}>{formatInstant(entry.at, timeZone)}</time>,
  },
  byMember && {
    id: 'invoice',
    header: t('billing.history.column.invoice'),
    cell: (entry) => (
      <Link className="text-indigo-700 underline" to={`/billing/receipts/${entry.invoiceId}`}>
        {entry.invoiceNumber}
      </Link>
    ),
  },
  {
    id: 'entry',
    header: t('billing.history.column.entry'),
    cell: (entry) => <EntryWords entry={entry} money={money} />,
  },
  {
    id: 'method',
    header: t('billing.history.column.method'),
    cell: (entry) => (entry.method ? t(PAYMENT_METHOD_NAME_IDS[entry.method]) : ''),
  },
  {
    id: 'charge',
    header: t('billing.history.column.charge'),
    kind: 'money',
    cell: (entry) => (entry.change > 0 ? money(entry.change) : ''),
  },
  {
    id: 'credit',
    header: t('billing.history.column.credit'),
    kind: 'money',
    cell: (entry) => (entry.change < 0 ? money(-entry.change) : ''),
  },
  {
    id: 'balance',
    header: t('billing.history.column.balance'),
    kind: 'money',
    className: 'font-medium',
    cell: (entry) => money(entry.balance),
  },
  {
    id: 'by',
    header: t('billing.history.column.by'),
    cell: (entry) => (
      <>
        {entry.by.name}
        {entry.by.role ? <span className="text-slate-700"> ({roleNameIn(t, entry.by.role)})</span> : null}
      </>
    ),
  },
];

/**
 * The money history of an invoice or of a member (issue 13, item 4): every issue, payment, refund and void from the
 * log, oldest first, with who and when (gym time), the method and what was owed after each; printable and as CSV.
 */
export function PaymentHistory({ of }: { of: PaymentHistorySubject }) {
  const t = useT();
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
          {history.data
            ? t('billing.history.titleOf', { subject: history.data.subject.label })
            : t('billing.history.title')}
        </h2>
        <div className="flex flex-wrap items-center gap-2" data-print="hide">
          <Link
            className="text-sm text-indigo-700 underline"
            to={`/audit?stream=${encodeURIComponent('invoiceId' in of ? `invoice-${of.invoiceId}` : `member-${of.memberId}`)}`}
          >
            {'invoiceId' in of ? t('billing.history.auditOfInvoice') : t('billing.history.auditOfMember')}
          </Link>
          <Button variant="secondary" onClick={() => printOnly(section.current)} disabled={!history.data}>
            <Printer aria-hidden="true" className="size-4" />
            {t('billing.history.print')}
          </Button>
          <a className={buttonClasses('secondary')} href={paymentHistoryCsvUrl(of)} download>
            <FileText aria-hidden="true" className="size-4" />
            {t('billing.history.csv')}
          </a>
        </div>
      </div>
      <DataTable
        query={history}
        loadingText={t('billing.history.loading')}
        columns={historyColumns(t, byMember, timeZone, money)}
        rows={history.data?.entries}
        rowKey={(entry) => entry.position}
        caption={t('billing.history.caption', { timeZone })}
        emptyText={t('billing.history.empty')}
      />
      {history.data && history.data.entries.length > 0 ? (
        <p className="text-end text-sm font-semibold">
          {t('billing.history.balanceNow')}{' '}
          <span data-testid="payment-history-balance">{money(history.data.balance)}</span>
        </p>
      ) : null}
    </section>
  );
}
