import type { Pool } from 'pg';

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

const SELECT = `SELECT i.invoice_id AS id, i.number, i.member_id AS "memberId",
    coalesce(m.first_name || ' ' || m.last_name, 'Unknown Member') AS "memberName",
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
      FROM read.payments p WHERE p.invoice_id = i.invoice_id), '[]'::json) AS payments
  FROM read.invoices i LEFT JOIN read.members m ON m.member_id = i.member_id`;

export interface InvoiceFilter {
  readonly today: string;
  readonly status?: InvoiceStatusFilter | undefined;
  readonly memberId?: string | undefined;
  readonly type?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export async function listInvoices(pool: Pool, filter: InvoiceFilter): Promise<{ data: InvoiceView[]; total: number }> {
  const params: unknown[] = [filter.today];
  const add = (value: unknown) => `$${params.push(value)}`;
  const clauses: string[] = ['true'];
  if (filter.memberId) clauses.push(`i.member_id = ${add(filter.memberId)}`);
  if (filter.type) clauses.push(`i.type = ${add(filter.type)}`);
  if (filter.status === 'outstanding') clauses.push('NOT i.voided AND i.amount - i.paid + i.refunded > 0');
  else if (filter.status === 'past_due')
    clauses.push('NOT i.voided AND i.amount - i.paid + i.refunded > 0 AND i.due_date < $1::date');
  else if (filter.status) clauses.push(`${STATUS_SQL} = ${add(filter.status)}`);
  const where = clauses.join(' AND ');
  const countParams = [...params];
  const limit = add(filter.pageSize);
  const offset = add((filter.page - 1) * filter.pageSize);
  const [rows, count] = await Promise.all([
    pool.query<InvoiceView>(
      `${SELECT} WHERE ${where} ORDER BY i.issue_date DESC, i.number DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    pool.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM read.invoices i, (SELECT $1::date AS today) t WHERE ${where}`,
      countParams,
    ),
  ]);
  return { data: rows.rows, total: count.rows[0]!.total };
}

export async function findInvoice(pool: Pool, id: string, today: string): Promise<InvoiceView | null> {
  const result = await pool.query<InvoiceView>(`${SELECT} WHERE i.invoice_id = $2`, [today, id]);
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
