import { EXPORT_CONTENT_TYPES, toCsv } from '@gym/kernel/contracts/export-format';
import { errorAnswer } from '@gym/kernel/contracts/common-contracts';
import { formatInstant } from '@gym/kernel/contracts/format';
import { toQar } from '@gym/kernel/contracts/money';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { memberRefusals } from '../../membership/members/public.js';
import { billingRefusals } from './billing-refusals.js';
import { readSettings } from '../../platform/settings/public.js';
import { PAYMENT_METHOD_LABELS } from './invoice-contracts.js';
import { PAYMENT_HISTORY_KIND_LABELS, paymentHistoryAnswer, paymentHistoryQuery } from './payment-history-contracts.js';
import type { PaymentHistoryAnswer, PaymentHistoryQuery } from './payment-history-contracts.js';
import { paymentHistory } from './payment-history-queries.js';
import type { PaymentHistoryRow } from './payment-history-queries.js';
import { sendDownload } from '@gym/kernel/http/file-download';

function toEntry(row: PaymentHistoryRow): PaymentHistoryAnswer['entries'][number] {
  return {
    position: row.position,
    at: row.at,
    kind: row.kind,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    amount: toQar(row.amount),
    change: toQar(row.change),
    balance: toQar(row.balance),
    method: row.method,
    date: row.date,
    note: row.note,
    reverses: row.reversesId
      ? {
          kind: row.kind === 'refund' ? 'payment' : 'invoice',
          id: row.reversesId,
          date: row.reversesDate,
          amount: toQar(row.reversesAmount ?? 0),
        }
      : null,
    by: { name: row.byName, role: row.byRole },
  };
}

/**
 * The CSV of a history: one row per entry, the instant in the gym's time zone, charges and credits in two columns of
 * positive amounts (a leading minus would read as a formula to the export's injection rule), the balance after.
 */
function historyCsv(entries: readonly PaymentHistoryRow[], timeZone: string, currency: string): string {
  const amount = (minor: number) => toQar(minor).toFixed(2);
  return toCsv(
    [
      'When',
      'Invoice',
      'Entry',
      'Method',
      `Charge (${currency})`,
      `Credit (${currency})`,
      `Balance (${currency})`,
      'By',
      'Role',
      'Date',
      'Reverses',
      'Note',
    ],
    entries.map((e) => [
      formatInstant(e.at, timeZone),
      e.invoiceNumber,
      PAYMENT_HISTORY_KIND_LABELS[e.kind],
      e.method ? PAYMENT_METHOD_LABELS[e.method] : '',
      e.change > 0 ? amount(e.change) : '',
      e.change < 0 ? amount(-e.change) : '',
      amount(e.balance),
      e.byName,
      e.byRole ?? '',
      e.date ?? '',
      e.kind === 'refund'
        ? `payment of ${e.reversesDate ?? ''} (${amount(e.reversesAmount ?? 0)})`
        : e.kind === 'void'
          ? `invoice ${e.invoiceNumber}`
          : '',
      e.note ?? '',
    ]),
  );
}

/** The history of what the query names, or a 404 naming what was not found. */
async function historyOf(pool: Parameters<typeof paymentHistory>[0], query: PaymentHistoryQuery) {
  const found = await paymentHistory(
    pool,
    query.invoiceId ? { invoiceId: query.invoiceId } : { memberId: query.memberId! },
  );
  if (found) return found;
  throw query.invoiceId ? billingRefusals.missing('not_found') : memberRefusals.missing('not_found');
}

/**
 * `GET /api/payment-history` and its CSV (canViewFinancials, as every billing read): an invoice's or a member's money
 * history, built from the log by the payment-history projector.
 */
export const paymentHistoryRoutes: ModuleRoutes = async (app, { deps }) => {
  const summary =
    'Every issue, payment, refund and void of one invoice (invoiceId) or of all invoices of one member (memberId), ' +
    'in log order, with who, when, method and the running balance';
  app.get(
    '/api/payment-history',
    {
      config: { access: 'canViewFinancials' },
      schema: {
        tags: ['billing'],
        summary,
        querystring: paymentHistoryQuery,
        response: { 200: paymentHistoryAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { subject, entries } = await historyOf(deps.pool, request.query);
      return { subject, entries: entries.map(toEntry), balance: toQar(entries.at(-1)?.balance ?? 0) };
    },
  );

  app.get(
    '/api/payment-history/csv',
    {
      config: { access: 'canViewFinancials' },
      schema: {
        tags: ['billing'],
        summary: `${summary}, as a CSV file (times in the gym's time zone)`,
        querystring: paymentHistoryQuery,
      },
    },
    async (request, reply) => {
      const { subject, entries } = await historyOf(deps.pool, request.query);
      const settings = await readSettings(deps.pool);
      const csv = historyCsv(entries, await deps.calendar.timeZone(), settings?.currency ?? 'QAR');
      const name = subject.kind === 'invoice' ? subject.label : `member-${subject.label}`;
      const file = `payment-history-${name.replace(/[^A-Za-z0-9-]+/g, '-')}.csv`;
      return sendDownload(reply, EXPORT_CONTENT_TYPES.csv, file, csv);
    },
  );
};
