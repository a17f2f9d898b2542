import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { invoiceEvents } from './invoice-events.js';
import type { InvoiceEvent } from './invoice-events.js';
import { INVOICES_TOPIC } from './invoice-topics.js';
import { appendRows } from '@gym/kernel/projection/append-rows';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { ID_TYPE } from '@gym/kernel/projection/id-type';

/** A row of `payment_history`, its fields in the table's column order. */
interface PaymentHistoryRow {
  position: number;
  invoice_id: string;
  member_id: string;
  kind: 'issue' | 'payment' | 'refund' | 'void';
  entry_id: string;
  amount: number;
  effect: number;
  method: string | null;
  business_date: string | null;
  note: string | null;
  reverses: string | null;
  actor_name: string;
  actor_role: string | null;
  at: string;
}

const PAYMENT_HISTORY_COLUMNS: readonly (keyof PaymentHistoryRow)[] = [
  'position',
  'invoice_id',
  'member_id',
  'kind',
  'entry_id',
  'amount',
  'effect',
  'method',
  'business_date',
  'note',
  'reverses',
  'actor_name',
  'actor_role',
  'at',
];

/**
 * A row with every column, filled in by the caller: one object literal, so every row has the same shape and writing
 * 220,000 of them at a rebuild stays cheap (rows spread from a base object in four ways each made their own shape).
 */
function historyRow(
  recorded: RecordedEvent,
  invoiceId: string,
  memberId: string,
  kind: PaymentHistoryRow['kind'],
  entryId: string,
): PaymentHistoryRow {
  return {
    position: recorded.position,
    invoice_id: invoiceId,
    member_id: memberId,
    kind,
    entry_id: entryId,
    amount: 0,
    effect: 0,
    method: null,
    business_date: null,
    note: null,
    reverses: null,
    actor_name: recorded.metadata.actorName,
    actor_role: recorded.metadata.actorRoleName ?? recorded.metadata.actorRole ?? null,
    at: recorded.metadata.at,
  };
}

/**
 * The money history of invoices and members (issue 13, item 4): one row per money event, in log order, with who did
 * it (the actor's name and role as recorded on the event) and its effect on what is owed. Money events are never
 * edited, so rows are only ever inserted: a refund reverses (part of) a payment and names it, a void reverses what was
 * still owed on the invoice. Running balances are sums of `effect` in log order, taken by the queries.
 */
export const paymentHistoryProjector: ModuleProjector<typeof INVOICES_TOPIC.name> = {
  name: 'payment-history',
  // 2: ids compare bytewise (`ID_TYPE`): the tables are built again at the next start.
  version: 2,
  eventTypes: invoiceEvents
    .map((e) => e.type)
    .filter((type) => type !== 'InvoiceNumberAssigned' && type !== 'ReceiptEmailed'),
  topics: [INVOICES_TOPIC.name],
  tables: [
    {
      name: 'payment_history',
      ddl: `CREATE TABLE payment_history (
        position bigint PRIMARY KEY, invoice_id ${ID_TYPE} NOT NULL, member_id ${ID_TYPE} NOT NULL,
        kind text NOT NULL CHECK (kind IN ('issue', 'payment', 'refund', 'void')),
        entry_id text NOT NULL, amount integer NOT NULL, effect integer NOT NULL, method text,
        business_date date, note text, reverses text, actor_name text NOT NULL, actor_role text,
        at timestamptz NOT NULL
      );
      CREATE INDEX payment_history_invoice_idx ON payment_history (invoice_id, position);
      CREATE INDEX payment_history_member_idx ON payment_history (member_id, position);`,
      // apply sums an invoice's rows (a void) by the invoice index; only queries read by member.
      deferIndexes: ['payment_history_member_idx'],
      // A rebuild only appends to it, and keeps what each invoice owes in its memory for the voids.
      passWrites: 'append',
    },
  ],
  async apply(events, client, { parseEvent }, pass, memory) {
    const parsed = events.map((recorded) => ({ recorded, event: parseEvent(recorded) as InvoiceEvent }));
    // A void's effect is what was still owed: the invoice's sum so far (stored rows plus this batch's). A rebuild's
    // pass has seen every row it stored, so it keeps the sums itself instead of reading them back.
    const owed = memory?.value('owed', () => new Map<string, number>()) ?? new Map<string, number>();
    const voided = parsed
      .filter(({ event }) => event.type === 'InvoiceVoided')
      .map(({ event }) => event.data.invoiceId);
    if (voided.length > 0 && !memory) {
      const { rows } = await client.query<{ invoice_id: string; owed: number }>(
        `SELECT invoice_id, sum(effect)::int AS owed FROM payment_history WHERE invoice_id = ANY($1) GROUP BY invoice_id`,
        [voided],
      );
      for (const row of rows) owed.set(row.invoice_id, row.owed);
    }
    const rows: PaymentHistoryRow[] = [];
    for (const { recorded, event } of parsed) {
      let row: PaymentHistoryRow | null = null;
      switch (event.type) {
        case 'InvoiceIssued': {
          const d = event.data;
          row = historyRow(recorded, d.invoiceId, d.memberId, 'issue', d.invoiceId);
          row.amount = d.amount;
          row.effect = d.amount;
          row.business_date = d.issueDate;
          row.note = d.description;
          break;
        }
        case 'PaymentRecorded': {
          const d = event.data;
          row = historyRow(recorded, d.invoiceId, d.memberId, 'payment', d.paymentId);
          row.amount = d.amount;
          row.effect = -d.amount;
          row.method = d.method;
          row.business_date = d.paymentDate;
          row.note = d.notes;
          break;
        }
        case 'PaymentRefunded': {
          const d = event.data;
          row = historyRow(recorded, d.invoiceId, d.memberId, 'refund', d.refundId);
          row.amount = d.amount;
          row.effect = d.amount;
          row.method = d.method;
          row.business_date = d.refundDate;
          row.note = d.reason;
          row.reverses = d.paymentId;
          break;
        }
        case 'InvoiceVoided': {
          const d = event.data;
          const left = owed.get(d.invoiceId) ?? 0;
          row = historyRow(recorded, d.invoiceId, d.memberId, 'void', d.invoiceId);
          row.amount = left;
          row.effect = -left;
          // A void has no business date of its own: its instant says when.
          row.note = d.reason;
          row.reverses = d.invoiceId;
          break;
        }
        case 'InvoiceNumberAssigned':
          break;
      }
      if (!row) continue;
      owed.set(row.invoice_id, (owed.get(row.invoice_id) ?? 0) + row.effect);
      rows.push(row);
    }
    await appendRows(client, pass, 'payment_history', PAYMENT_HISTORY_COLUMNS, rows);
  },
};
