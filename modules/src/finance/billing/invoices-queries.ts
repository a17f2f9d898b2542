import { memberNameSql } from '../../membership/members/public.js';
import type { Pool } from 'pg';
import type { Queryable } from '@gym/kernel/projection/queryable';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';

export interface PaymentView {
  id: string;
  invoiceId: string;
  amount: number;
  refunded: number;
  method: 'cash' | 'card' | 'bank_transfer';
  paymentDate: string;
  notes: string | null;
  recordedBy: string;
  recordedAt: string;
}

/** An invoice as queries return it; money in dirhams. */
export interface InvoiceView {
  id: string;
  number: string;
  memberId: string;
  memberName: string;
  memberNumber: number;
  type: string;
  description: string;
  amount: number;
  paidAmount: number;
  dueAmount: number;
  status: 'unpaid' | 'partially_paid' | 'paid' | 'void';
  pastDue: boolean;
  issueDate: string;
  dueDate: string;
  paidDate: string | null;
  membershipPlanId: string | null;
  registrationType: string | null;
  ptPackageId: string | null;
  payments: PaymentView[];
}

export type InvoiceStatusFilter = 'unpaid' | 'partially_paid' | 'paid' | 'void' | 'outstanding' | 'past_due';

const STATUS_SQL = `CASE WHEN i.voided THEN 'void'
  WHEN i.amount - i.paid + i.refunded <= 0 THEN 'paid'
  WHEN i.paid - i.refunded > 0 THEN 'partially_paid'
  ELSE 'unpaid' END`;

/** The invoice view's columns over the tables in `schema` (`read`, or a time-travelling view's own). */
const selectFrom = (schema: string) => `SELECT i.invoice_id AS id, i.number, i.member_id AS "memberId",
    coalesce(${memberNameSql('m')}, 'Unknown Member') AS "memberName",
    coalesce(m.member_number, 0) AS "memberNumber", i.type, i.description, i.amount,
    i.paid - i.refunded AS "paidAmount", CASE WHEN i.voided THEN 0 ELSE i.amount - i.paid + i.refunded END AS "dueAmount",
    ${STATUS_SQL} AS status,
    (NOT i.voided AND i.amount - i.paid + i.refunded > 0 AND i.due_date < $1::date) AS "pastDue",
    to_char(i.issue_date, 'YYYY-MM-DD') AS "issueDate", to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
    to_char(i.paid_date, 'YYYY-MM-DD') AS "paidDate", i.plan_id AS "membershipPlanId",
    i.registration_type AS "registrationType", i.pt_package_id AS "ptPackageId",
    coalesce((SELECT json_agg(json_build_object('id', p.payment_id, 'invoiceId', p.invoice_id, 'amount', p.amount,
        'refunded', p.refunded, 'method', p.method, 'paymentDate', to_char(p.payment_date, 'YYYY-MM-DD'),
        'notes', p.notes, 'recordedBy', p.recorded_by, 'recordedAt', p.recorded_at) ORDER BY p.recorded_at)
      FROM ${schema}.payments p WHERE p.invoice_id = i.invoice_id), '[]'::json) AS payments
  FROM ${schema}.invoices i LEFT JOIN ${schema}.members m ON m.member_id = i.member_id`;
const SELECT = selectFrom(READ_SCHEMA);

export interface InvoiceFilter {
  readonly today: string;
  readonly status?: InvoiceStatusFilter | undefined;
  readonly memberId?: string | undefined;
  readonly type?: string | undefined;
  /** Words that must each appear in the invoice number or the member's name, e-mail, phone digits or number. */
  readonly search?: string | undefined;
  /** Invoices with at least one payment by this method. */
  readonly method?: string | undefined;
  /** Issue date range, inclusive. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  /** The staff member (name as recorded) who issued the invoice. */
  readonly staff?: string | undefined;
  readonly planId?: string | undefined;
  /** Keyset paging: the last row of the previous page (issue date, number); replaces `page` when given. */
  readonly after?: { issueDate: string; number: string } | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export interface InvoiceTotals {
  amount: number;
  paid: number;
  due: number;
}

function invoiceWhere(filter: Omit<InvoiceFilter, 'page' | 'pageSize' | 'after'>, params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const clauses: string[] = ['true'];
  if (filter.memberId) clauses.push(`i.member_id = ${add(filter.memberId)}`);
  if (filter.type) clauses.push(`i.type = ${add(filter.type)}`);
  if (filter.planId) clauses.push(`i.plan_id = ${add(filter.planId)}`);
  if (filter.staff) clauses.push(`i.issued_by = ${add(filter.staff)}`);
  if (filter.from) clauses.push(`i.issue_date >= ${add(filter.from)}::date`);
  if (filter.to) clauses.push(`i.issue_date <= ${add(filter.to)}::date`);
  if (filter.method)
    clauses.push(
      `EXISTS (SELECT 1 FROM read.payments p WHERE p.invoice_id = i.invoice_id AND p.method = ${add(filter.method)})`,
    );
  for (const word of (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const digits = word.replace(/[\s()+-]/g, '');
    const term = /^\d+$/.test(digits) ? digits : word;
    const pattern = add(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    clauses.push(`(lower(i.number) LIKE ${pattern} OR m.search_text LIKE ${pattern})`);
  }
  if (filter.status === 'outstanding') clauses.push('NOT i.voided AND i.amount - i.paid + i.refunded > 0');
  else if (filter.status === 'past_due')
    clauses.push('NOT i.voided AND i.amount - i.paid + i.refunded > 0 AND i.due_date < $1::date');
  else if (filter.status) clauses.push(`${STATUS_SQL} = ${add(filter.status)}`);
  return clauses.join(' AND ');
}

/**
 * Invoices of a filter, newest first (issue date, then number), with the filter's count and totals. With `after`
 * it pages by keyset (the rows after the previous page's last), which stays fast and stable however deep one pages.
 */
export async function listInvoices(
  pool: Pool,
  filter: InvoiceFilter,
): Promise<{ data: InvoiceView[]; total: number; totals: InvoiceTotals }> {
  const params: unknown[] = [filter.today];
  const where = invoiceWhere(filter, params);
  const countParams = [...params];
  const add = (value: unknown) => `$${params.push(value)}`;
  const keyset = filter.after
    ? ` AND (i.issue_date, i.number) < (${add(filter.after.issueDate)}::date, ${add(filter.after.number)})`
    : '';
  const limit = add(filter.pageSize);
  const offset = filter.after ? '0' : add((filter.page - 1) * filter.pageSize);
  const [rows, count] = await Promise.all([
    pool.query<InvoiceView>(
      `${SELECT} WHERE ${where}${keyset} ORDER BY i.issue_date DESC, i.number DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    pool.query<{ total: number; amount: number; paid: number; due: number }>(
      `SELECT count(*)::int AS total,
         coalesce(sum(i.amount) FILTER (WHERE NOT i.voided), 0)::float8 AS amount,
         coalesce(sum(i.paid - i.refunded), 0)::float8 AS paid,
         coalesce(sum(i.amount - i.paid + i.refunded) FILTER (WHERE NOT i.voided), 0)::float8 AS due
       FROM read.invoices i LEFT JOIN read.members m ON m.member_id = i.member_id,
        (SELECT $1::date AS today) t WHERE ${where}`,
      countParams,
    ),
  ]);
  const { total, amount, paid, due } = count.rows[0]!;
  return { data: rows.rows, total, totals: { amount, paid, due } };
}

export interface DebtorView {
  memberId: string;
  memberName: string;
  memberNumber: number;
  phone: string;
  owed: number;
  invoices: number;
  oldestDueDate: string;
  /** Days since the oldest unpaid invoice fell due (0 when none is due yet). */
  daysOverdue: number;
}

/**
 * Who owes, and for how long: members with money outstanding on invoices, the oldest due first, with the total in
 * age buckets of the oldest due date (not yet due, 1–30, 31–60, 61–90, over 90 days).
 */
export async function debtReport(pool: Pool, today: string) {
  const rows = await pool.query<DebtorView>(
    `SELECT i.member_id AS "memberId",
       coalesce(${memberNameSql('m')}, 'Unknown Member') AS "memberName",
       coalesce(m.member_number, 0) AS "memberNumber", coalesce(m.phone, '') AS phone,
       sum(i.amount - i.paid + i.refunded)::float8 AS owed, count(*)::int AS invoices,
       to_char(min(i.due_date), 'YYYY-MM-DD') AS "oldestDueDate",
       greatest($1::date - min(i.due_date), 0)::int AS "daysOverdue"
     FROM read.invoices i LEFT JOIN read.members m ON m.member_id = i.member_id
     WHERE NOT i.voided AND i.amount - i.paid + i.refunded > 0
     GROUP BY i.member_id, m.first_name, m.last_name, m.name_arabic, m.member_number, m.phone
     ORDER BY min(i.due_date), owed DESC
     LIMIT 500`,
    [today],
  );
  // Buckets over every debtor, not only the rows listed.
  const sums = await pool.query<Record<'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90', number>>(
    `WITH d AS (
       SELECT sum(amount - paid + refunded) AS owed, $1::date - min(due_date) AS days FROM read.invoices
       WHERE NOT voided AND amount - paid + refunded > 0 GROUP BY member_id)
     SELECT coalesce(sum(owed) FILTER (WHERE days <= 0), 0)::float8 AS current,
       coalesce(sum(owed) FILTER (WHERE days BETWEEN 1 AND 30), 0)::float8 AS "days1to30",
       coalesce(sum(owed) FILTER (WHERE days BETWEEN 31 AND 60), 0)::float8 AS "days31to60",
       coalesce(sum(owed) FILTER (WHERE days BETWEEN 61 AND 90), 0)::float8 AS "days61to90",
       coalesce(sum(owed) FILTER (WHERE days > 90), 0)::float8 AS over90
     FROM d`,
    [today],
  );
  const buckets = sums.rows[0]!;
  return { data: rows.rows, buckets };
}

export async function findInvoice(
  pool: Queryable,
  id: string,
  today: string,
  schema: string = READ_SCHEMA,
): Promise<InvoiceView | null> {
  const result = await pool.query<InvoiceView>(`${selectFrom(schema)} WHERE i.invoice_id = $2`, [today, id]);
  return result.rows[0] ?? null;
}

/** The invoice a payment belongs to (refunds name the payment). */
export async function findPaymentInvoice(pool: Pool, paymentId: string): Promise<string | null> {
  const result = await pool.query<{ invoice_id: string }>(
    'SELECT invoice_id FROM read.payments WHERE payment_id = $1',
    [paymentId],
  );
  return result.rows[0]?.invoice_id ?? null;
}
