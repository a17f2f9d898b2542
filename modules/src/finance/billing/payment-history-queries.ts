import { memberNameSql } from '../../membership/members/public.js';
import type { Pool } from 'pg';
import type { PaymentHistoryKind } from './payment-history-contracts.js';

/** One entry of a money history; money in minor units. */
export interface PaymentHistoryRow {
  position: number;
  at: string;
  kind: PaymentHistoryKind;
  invoiceId: string;
  invoiceNumber: string;
  amount: number;
  change: number;
  balance: number;
  method: 'cash' | 'card' | 'bank_transfer' | null;
  date: string | null;
  note: string | null;
  reversesId: string | null;
  reversesDate: string | null;
  reversesAmount: number | null;
  byName: string;
  byRole: string | null;
}

export interface PaymentHistorySubject {
  kind: 'invoice' | 'member';
  id: string;
  label: string;
  memberId: string;
  memberName: string;
}

/** Entries listed at most: years of a member's invoices are a few hundred rows. */
const MAX_ENTRIES = 5000;

/**
 * Every money entry of one invoice or of one member's invoices in log order, each with what was owed after it (a
 * running sum of the entries' effects, over the invoice or over all the member's invoices). A refund comes with the
 * date and amount of the payment it reverses.
 */
export async function paymentHistory(
  pool: Pool,
  of: { invoiceId: string } | { memberId: string },
): Promise<{ subject: PaymentHistorySubject; entries: PaymentHistoryRow[] } | null> {
  const byInvoice = 'invoiceId' in of;
  const id = byInvoice ? of.invoiceId : of.memberId;
  const subject = await pool.query<PaymentHistorySubject>(
    byInvoice
      ? `SELECT 'invoice' AS kind, i.invoice_id AS id, i.number AS label, i.member_id AS "memberId",
           coalesce(${memberNameSql('m')}, 'Unknown Member') AS "memberName"
         FROM read.invoices i LEFT JOIN read.members m ON m.member_id = i.member_id WHERE i.invoice_id = $1`
      : `SELECT 'member' AS kind, m.member_id AS id, ${memberNameSql('m')} AS label,
           m.member_id AS "memberId", ${memberNameSql('m')} AS "memberName"
         FROM read.members m WHERE m.member_id = $1`,
    [id],
  );
  if (!subject.rows[0]) return null;
  const { rows } = await pool.query<PaymentHistoryRow>(
    `SELECT h.position::float8 AS position, to_char(h.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, h.kind, h.invoice_id AS "invoiceId",
       coalesce(i.number, '') AS "invoiceNumber", h.amount, h.effect AS change,
       (sum(h.effect) OVER (ORDER BY h.position))::int AS balance, h.method,
       to_char(h.business_date, 'YYYY-MM-DD') AS date, h.note, h.reverses AS "reversesId",
       to_char(p.business_date, 'YYYY-MM-DD') AS "reversesDate", coalesce(p.amount, i.amount) AS "reversesAmount",
       h.actor_name AS "byName", h.actor_role AS "byRole"
     FROM read.payment_history h
     LEFT JOIN read.invoices i ON i.invoice_id = h.invoice_id
     -- A refund reverses a payment of its own invoice: found by the invoice's index, not a scan of every line.
     LEFT JOIN read.payment_history p ON h.kind = 'refund' AND p.invoice_id = h.invoice_id AND p.kind = 'payment'
       AND p.entry_id = h.reverses
     WHERE ${byInvoice ? 'h.invoice_id' : 'h.member_id'} = $1
     ORDER BY h.position
     LIMIT ${MAX_ENTRIES}`,
    [id],
  );
  return { subject: subject.rows[0], entries: rows };
}
