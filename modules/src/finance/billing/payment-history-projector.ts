import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { invoiceEvents } from './invoice-events.js';
import type { InvoiceEvent } from './invoice-events.js';
import { INVOICES_TOPIC } from './invoice-topics.js';
import { appendRows } from '@gym/kernel/projection/append-rows';
import { ID_TYPE } from '@gym/kernel/projection/id-type';

const PAYMENT_HISTORY_COLUMNS = [
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
 * The money history of invoices and members (issue 13, item 4): one row per money event, in log order, with who did
 * it (the actor's name and role as recorded on the event) and its effect on what is owed. Money events are never
 * edited, so rows are only ever inserted: a refund reverses (part of) a payment and names it, a void reverses what was
 * still owed on the invoice. Running balances are sums of `effect` in log order, taken by the queries.
 */
export const paymentHistoryProjector: ModuleProjector<typeof INVOICES_TOPIC.name> = {
  name: 'payment-history',
  version: 2,
  eventTypes: invoiceEvents.map((e) => e.type).filter((type) => type !== 'InvoiceNumberAssigned'),
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
    },
  ],
  async apply(events, client, { parseEvent }, pass) {
    const parsed = events.map((recorded) => ({ recorded, event: parseEvent(recorded) as InvoiceEvent }));
    // A void's effect is what was still owed: the invoice's sum so far (stored rows plus this batch's).
    const owed = new Map<string, number>();
    const voided = parsed
      .filter(({ event }) => event.type === 'InvoiceVoided')
      .map(({ event }) => event.data.invoiceId);
    if (voided.length > 0) {
      const { rows } = await client.query<{ invoice_id: string; owed: number }>(
        `SELECT invoice_id, sum(effect)::int AS owed FROM payment_history WHERE invoice_id = ANY($1) GROUP BY invoice_id`,
        [voided],
      );
      for (const row of rows) owed.set(row.invoice_id, row.owed);
    }
    const rows: Record<string, unknown>[] = [];
    for (const { recorded, event } of parsed) {
      const base = {
        position: recorded.position,
        invoice_id: event.data.invoiceId,
        actor_name: recorded.metadata.actorName,
        actor_role: recorded.metadata.actorRoleName ?? recorded.metadata.actorRole ?? null,
        at: recorded.metadata.at,
      };
      let row: Record<string, unknown> | null = null;
      switch (event.type) {
        case 'InvoiceIssued': {
          const d = event.data;
          row = { ...base, member_id: d.memberId, kind: 'issue', entry_id: d.invoiceId, amount: d.amount };
          row = { ...row, effect: d.amount, business_date: d.issueDate, note: d.description };
          break;
        }
        case 'PaymentRecorded': {
          const d = event.data;
          row = { ...base, member_id: d.memberId, kind: 'payment', entry_id: d.paymentId, amount: d.amount };
          row = { ...row, effect: -d.amount, method: d.method, business_date: d.paymentDate, note: d.notes };
          break;
        }
        case 'PaymentRefunded': {
          const d = event.data;
          row = { ...base, member_id: d.memberId, kind: 'refund', entry_id: d.refundId, amount: d.amount };
          row = { ...row, effect: d.amount, method: d.method, business_date: d.refundDate, note: d.reason };
          row = { ...row, reverses: d.paymentId };
          break;
        }
        case 'InvoiceVoided': {
          const d = event.data;
          const left = owed.get(d.invoiceId) ?? 0;
          row = { ...base, member_id: d.memberId, kind: 'void', entry_id: d.invoiceId, amount: left, effect: -left };
          // A void has no business date of its own: its instant says when.
          row = { ...row, business_date: null, note: d.reason, reverses: d.invoiceId };
          break;
        }
        case 'InvoiceNumberAssigned':
          break;
      }
      if (!row) continue;
      owed.set(base.invoice_id, (owed.get(base.invoice_id) ?? 0) + (row.effect as number));
      rows.push(row);
    }
    await appendRows(client, pass, 'payment_history', PAYMENT_HISTORY_COLUMNS, rows);
  },
};
