import type { Pool } from 'pg';

/** An expense as queries return it; money in minor units. */
export interface ExpenseView {
  id: string;
  date: string;
  category: string;
  vendor: string;
  amount: number;
  method: 'cash' | 'card' | 'bank_transfer';
  note: string;
  receiptUrl: string | null;
  status: 'pending_approval' | 'paid' | 'rejected' | 'void';
  recordedBy: string;
  recordedAt: string;
  decidedBy: string | null;
  decisionNote: string | null;
}

export interface ExpenseFilter {
  readonly status?: string | undefined;
  readonly category?: string | undefined;
  readonly method?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly search?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

const SELECT = `SELECT expense_id AS id, to_char(expense_date, 'YYYY-MM-DD') AS date, category, vendor, amount, method,
  note, receipt_url AS "receiptUrl", status, recorded_by AS "recordedBy", recorded_at AS "recordedAt",
  decided_by AS "decidedBy", decision_note AS "decisionNote" FROM read.expenses`;

function whereOf(filter: Omit<ExpenseFilter, 'page' | 'pageSize'>, params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  const clauses = ['true'];
  if (filter.status) clauses.push(`status = ${add(filter.status)}`);
  if (filter.category) clauses.push(`category = ${add(filter.category)}`);
  if (filter.method) clauses.push(`method = ${add(filter.method)}`);
  if (filter.from) clauses.push(`expense_date >= ${add(filter.from)}::date`);
  if (filter.to) clauses.push(`expense_date <= ${add(filter.to)}::date`);
  for (const word of (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    const pattern = add(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    clauses.push(`(lower(vendor) LIKE ${pattern} OR lower(note) LIKE ${pattern} OR lower(category) LIKE ${pattern})`);
  }
  return clauses.join(' AND ');
}

/** Expenses of a filter, newest first, with the filter's count and totals (paid, waiting for approval). */
export async function listExpenses(pool: Pool, filter: ExpenseFilter) {
  const params: unknown[] = [];
  const where = whereOf(filter, params);
  const [rows, sums] = await Promise.all([
    pool.query<ExpenseView>(
      `${SELECT} WHERE ${where} ORDER BY expense_date DESC, recorded_at DESC, expense_id
       LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`,
      params,
    ),
    pool.query<{ total: number; paid: number; pending: number }>(
      `SELECT count(*)::int AS total,
         coalesce(sum(amount) FILTER (WHERE status = 'paid'), 0)::bigint::float8 AS paid,
         coalesce(sum(amount) FILTER (WHERE status = 'pending_approval'), 0)::bigint::float8 AS pending
       FROM read.expenses WHERE ${where}`,
      params,
    ),
  ]);
  const { total, paid, pending } = sums.rows[0]!;
  return { data: rows.rows, total, totals: { paid, pending } };
}

export async function findExpense(pool: Pool, id: string): Promise<ExpenseView | null> {
  const result = await pool.query<ExpenseView>(`${SELECT} WHERE expense_id = $1`, [id]);
  return result.rows[0] ?? null;
}
