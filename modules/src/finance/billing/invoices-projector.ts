import { invoiceEvents } from './invoice-events.js';
import type { InvoiceEvent } from './invoice-events.js';
import { rowsFor } from '@gym/kernel/projection/pass-rows';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { INVOICES_TOPIC } from './invoice-topics.js';
import { ID_TYPE } from '@gym/kernel/projection/id-type';
import { appendRows } from '@gym/kernel/projection/append-rows';

interface InvoiceRow extends Record<string, unknown> {
  invoice_id: string;
  number: string;
  member_id: string;
  type: string;
  description: string;
  amount: number;
  paid: number;
  refunded: number;
  voided: boolean;
  issue_date: string;
  due_date: string;
  paid_date: string | null;
  plan_id: string | null;
  registration_type: string | null;
  pt_package_id: string | null;
  issued_by: string;
  created_at: string;
  updated_at: string;
}

const INVOICE_COLUMNS: (keyof InvoiceRow & string)[] = [
  'invoice_id',
  'number',
  'member_id',
  'type',
  'description',
  'amount',
  'paid',
  'refunded',
  'voided',
  'issue_date',
  'due_date',
  'paid_date',
  'plan_id',
  'registration_type',
  'pt_package_id',
  'issued_by',
  'created_at',
  'updated_at',
];

interface PaymentRow extends Record<string, unknown> {
  payment_id: string;
  invoice_id: string;
  member_id: string;
  amount: number;
  refunded: number;
  method: string;
  payment_date: string;
  notes: string | null;
  recorded_by: string;
  recorded_at: string;
}

const PAYMENT_COLUMNS: (keyof PaymentRow & string)[] = [
  'payment_id',
  'invoice_id',
  'member_id',
  'amount',
  'refunded',
  'method',
  'payment_date',
  'notes',
  'recorded_by',
  'recorded_at',
];

interface RefundRow {
  refund_id: string;
  payment_id: string;
  invoice_id: string;
  member_id: string;
  amount: number;
  method: string;
  refund_date: string;
  reason: string;
  recorded_by: string;
  recorded_at: string;
}

const REFUND_COLUMNS: (keyof RefundRow & string)[] = [
  'refund_id',
  'payment_id',
  'invoice_id',
  'member_id',
  'amount',
  'method',
  'refund_date',
  'reason',
  'recorded_by',
  'recorded_at',
];

/** The day an invoice became fully paid, or null while money is owed. */
const paidDateOf = (row: InvoiceRow, day: string) =>
  row.amount - row.paid + row.refunded <= 0 ? (row.paid_date ?? day) : null;

/** Invoices with their payment state, every payment and every refund (billing, member detail, dashboard). */
export const invoicesProjector: ModuleProjector<typeof INVOICES_TOPIC.name> = {
  name: 'invoices',
  // 2: ids compare bytewise (`ID_TYPE`): the tables are built again at the next start.
  version: 2,
  eventTypes: invoiceEvents
    .map((e) => e.type)
    .filter((type) => type !== 'InvoiceNumberAssigned' && type !== 'ReceiptEmailed'),
  topics: [INVOICES_TOPIC.name],
  tables: [
    {
      name: 'invoices',
      ddl: `CREATE TABLE invoices (
        invoice_id ${ID_TYPE} PRIMARY KEY, number text NOT NULL UNIQUE, member_id ${ID_TYPE} NOT NULL,
        type text NOT NULL,
        description text NOT NULL, amount integer NOT NULL, paid integer NOT NULL, refunded integer NOT NULL,
        voided boolean NOT NULL, issue_date date NOT NULL, due_date date NOT NULL, paid_date date,
        plan_id text, registration_type text, pt_package_id text, issued_by text NOT NULL,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );
      CREATE INDEX invoices_member_idx ON invoices (member_id, issue_date DESC);
      CREATE INDEX invoices_open_idx ON invoices (due_date) WHERE NOT voided AND amount - paid + refunded > 0;
      CREATE INDEX invoices_issue_idx ON invoices (issue_date DESC, number DESC);`,
      // apply finds rows by their primary key only.
      deferIndexes: true,
      // An invoice changes with each payment; a rebuild holds every invoice for its whole pass.
      updatesRows: true,
      passWrites: 'memory',
    },
    {
      name: 'payments',
      ddl: `CREATE TABLE payments (
        payment_id ${ID_TYPE} PRIMARY KEY, invoice_id ${ID_TYPE} NOT NULL, member_id ${ID_TYPE} NOT NULL,
        amount integer NOT NULL,
        refunded integer NOT NULL DEFAULT 0, method text NOT NULL, payment_date date NOT NULL, notes text,
        recorded_by text NOT NULL, recorded_at timestamptz NOT NULL
      );
      CREATE INDEX payments_invoice_idx ON payments (invoice_id);
      CREATE INDEX payments_date_idx ON payments (payment_date);`,
      // apply finds rows by their primary key only; a rebuild holds every payment for its whole pass.
      deferIndexes: true,
      passWrites: 'memory',
    },
    {
      name: 'refunds',
      ddl: `CREATE TABLE refunds (
        refund_id ${ID_TYPE} PRIMARY KEY, payment_id ${ID_TYPE} NOT NULL, invoice_id ${ID_TYPE} NOT NULL,
        member_id ${ID_TYPE} NOT NULL,
        amount integer NOT NULL, method text NOT NULL, refund_date date NOT NULL, reason text NOT NULL,
        recorded_by text NOT NULL, recorded_at timestamptz NOT NULL
      );
      CREATE INDEX refunds_date_idx ON refunds (refund_date);`,
      // apply only appends to it.
      deferIndexes: true,
      passWrites: 'append',
    },
  ],
  async apply(events, client, { parseEvent }, pass, memory) {
    // A rebuild keeps every invoice in memory for the whole pass: no batch loads or upserts the invoices it touches.
    const invoices = rowsFor<InvoiceRow>(memory, client, 'invoices', 'invoice_id');
    const parsed = events.map((recorded) => ({ recorded, event: parseEvent(recorded) as InvoiceEvent }));
    await invoices.load(parsed.map(({ event }) => event.data.invoiceId));
    const payments: PaymentRow[] = [];
    const refunds: RefundRow[] = [];
    for (const { recorded, event } of parsed) {
      const at = recorded.metadata.at;
      const by = recorded.metadata.actorName;
      switch (event.type) {
        case 'InvoiceIssued': {
          const d = event.data;
          const row: InvoiceRow = {
            invoice_id: d.invoiceId,
            number: d.number,
            member_id: d.memberId,
            type: d.type,
            description: d.description,
            amount: d.amount,
            paid: 0,
            refunded: 0,
            voided: false,
            issue_date: d.issueDate,
            due_date: d.dueDate,
            paid_date: null,
            plan_id: d.membershipPlanId,
            registration_type: d.registrationType,
            pt_package_id: d.ptPackageId,
            issued_by: by,
            created_at: at,
            updated_at: at,
          };
          invoices.set({ ...row, paid_date: paidDateOf(row, d.issueDate) });
          break;
        }
        case 'PaymentRecorded': {
          const d = event.data;
          invoices.change(d.invoiceId, (row) => {
            row.paid += d.amount;
            row.updated_at = at;
            row.paid_date = paidDateOf(row, d.paymentDate);
          });
          payments.push({
            payment_id: d.paymentId,
            invoice_id: d.invoiceId,
            member_id: d.memberId,
            amount: d.amount,
            refunded: 0,
            method: d.method,
            payment_date: d.paymentDate,
            notes: d.notes,
            recorded_by: by,
            recorded_at: at,
          });
          break;
        }
        case 'PaymentRefunded': {
          const d = event.data;
          invoices.change(d.invoiceId, (row) => {
            row.refunded += d.amount;
            row.paid_date = null;
            row.updated_at = at;
            row.paid_date = paidDateOf(row, d.refundDate);
          });
          refunds.push({
            refund_id: d.refundId,
            payment_id: d.paymentId,
            invoice_id: d.invoiceId,
            member_id: d.memberId,
            amount: d.amount,
            method: d.method,
            refund_date: d.refundDate,
            reason: d.reason,
            recorded_by: by,
            recorded_at: at,
          });
          break;
        }
        case 'InvoiceVoided':
          invoices.change(event.data.invoiceId, (row) => {
            row.voided = true;
            row.updated_at = at;
          });
          break;
        case 'InvoiceNumberAssigned':
          break;
      }
    }
    await invoices.flush(INVOICE_COLUMNS);
    await appendRows(client, pass, 'refunds', REFUND_COLUMNS, refunds);
    if (memory) {
      // A rebuild holds the payments too, changed as the statements below change them: the batch's payments (the
      // first of an id stays), then its refunds added to theirs.
      const held = memory.rows<PaymentRow>('payments', 'payment_id');
      for (const payment of payments) if (!held.get(payment.payment_id)) held.set(payment);
      for (const refund of refunds)
        held.update(refund.payment_id, (row) => ({ ...row, refunded: row.refunded + refund.amount }));
      await held.flush(PAYMENT_COLUMNS);
      return;
    }
    if (payments.length > 0) {
      await client.query(
        `INSERT INTO payments SELECT * FROM json_populate_recordset(NULL::payments, $1::json) ON CONFLICT DO NOTHING`,
        [JSON.stringify(payments)],
      );
    }
    if (refunds.length > 0) {
      await client.query(
        `UPDATE payments p SET refunded = p.refunded + r.amount
         FROM (SELECT payment_id, sum(amount)::int AS amount FROM json_populate_recordset(NULL::refunds, $1::json) GROUP BY payment_id) r
         WHERE p.payment_id = r.payment_id`,
        [JSON.stringify(refunds)],
      );
    }
  },
};
