import type { Pool } from 'pg';
import type { PtPackageStatus } from './pt-contracts.js';
import { memberNameSql, memberSearchClauses } from '../members/public.js';

export interface TrainerView {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  active: boolean;
}

export interface PtPackageView {
  id: string;
  memberId: string;
  memberName: string;
  trainerId: string;
  trainerName: string;
  sessions: number;
  amount: number;
  paidAmount: number;
  dueAmount: number;
  dueDate: string;
  source: 'self' | 'counter';
  saleDate: string;
  invoiceId: string | null;
  pastDue: boolean;
  sessionsUsed: number;
  validUntil: string;
  status: PtPackageStatus;
}

/** A package's status on `today` ($1): used up once every session is taken, expired when its end passed first. */
const STATUS_SQL = `CASE WHEN p.sessions_used >= p.sessions THEN 'used_up'
  WHEN p.valid_until < $1::date THEN 'expired' ELSE 'active' END`;

const COLUMNS = `p.package_id AS id, p.member_id AS "memberId",
    coalesce(${memberNameSql('m')}, 'Unknown Member') AS "memberName", p.trainer_id AS "trainerId",
    p.trainer_name AS "trainerName", p.sessions, p.amount, p.paid_amount AS "paidAmount", p.due_amount AS "dueAmount",
    to_char(p.due_date, 'YYYY-MM-DD') AS "dueDate", p.source, to_char(p.sale_date, 'YYYY-MM-DD') AS "saleDate",
    p.invoice_id AS "invoiceId", (p.due_amount > 0 AND p.due_date < $1::date) AS "pastDue",
    p.sessions_used AS "sessionsUsed", to_char(p.valid_until, 'YYYY-MM-DD') AS "validUntil", ${STATUS_SQL} AS status`;
const FROM = 'FROM read.pt_packages p LEFT JOIN read.members m ON m.member_id = p.member_id';

export async function listTrainers(pool: Pool, includeInactive: boolean): Promise<TrainerView[]> {
  const result = await pool.query<TrainerView>(
    'SELECT trainer_id AS id, name, phone, email, active FROM read.trainers WHERE $1 OR active ORDER BY active DESC, lower(name)',
    [includeInactive],
  );
  return result.rows;
}

/** Packages newest first (money in dirhams), optionally only those with a balance, or of one member. */
export async function listPtPackages(
  pool: Pool,
  filter: { today: string; withDue?: boolean | undefined; memberId?: string | undefined; limit: number },
): Promise<PtPackageView[]> {
  const result = await pool.query<PtPackageView>(
    `SELECT ${COLUMNS} ${FROM}
     WHERE (NOT $2 OR p.due_amount > 0) AND ($3::text IS NULL OR p.member_id = $3)
     ORDER BY p.sale_date DESC, p.created_at DESC LIMIT $4`,
    [filter.today, filter.withDue ?? false, filter.memberId ?? null, filter.limit],
  );
  return result.rows;
}

/** Where the previous page ended: its last row's sale date, creation time and id (the page order, newest first). */
export interface PtPackageKey {
  readonly saleDate: string;
  readonly createdAt: string;
  readonly id: string;
}

export interface PtPackageFilter {
  readonly today: string;
  readonly search?: string | undefined;
  readonly status?: PtPackageStatus | undefined;
  readonly trainerId?: string | undefined;
  readonly balance?: 'paid' | 'owing' | undefined;
}

function ptPackageWhere(filter: PtPackageFilter, params: unknown[]): string {
  const add = (value: unknown) => `$${params.push(value)}`;
  // A word matches the member (name, phone, number, email) or the trainer's name.
  const clauses = [
    'true',
    ...memberSearchClauses(filter.search, add, (pattern) => [`lower(p.trainer_name) LIKE ${pattern}`]),
  ];
  if (filter.status) clauses.push(`${STATUS_SQL} = ${add(filter.status)}`);
  if (filter.trainerId) clauses.push(`p.trainer_id = ${add(filter.trainerId)}`);
  if (filter.balance === 'owing') clauses.push('p.due_amount > 0');
  if (filter.balance === 'paid') clauses.push('p.due_amount <= 0');
  return clauses.join(' AND ');
}

/**
 * One page of packages for the PT page, newest sale first, with the filter's count. Pages by keyset (the rows after
 * the previous page's last), so a sale arriving while the desk pages neither repeats nor skips a row.
 */
export async function listPtPackagePage(
  pool: Pool,
  filter: PtPackageFilter & { after?: PtPackageKey | undefined; pageSize: number },
): Promise<{ data: (PtPackageView & { createdAt: string })[]; total: number }> {
  const params: unknown[] = [filter.today];
  const where = ptPackageWhere(filter, params);
  const countParams = [...params];
  const add = (value: unknown) => `$${params.push(value)}`;
  const keyset = filter.after
    ? ` AND (p.sale_date, p.created_at, p.package_id) < (${add(filter.after.saleDate)}::date, ${add(filter.after.createdAt)}::timestamptz, ${add(filter.after.id)})`
    : '';
  const [rows, count] = await Promise.all([
    pool.query<PtPackageView & { createdAt: string }>(
      // created_at as text keeps its microseconds, so the cursor finds the exact row again.
      `SELECT ${COLUMNS}, p.created_at::text AS "createdAt" ${FROM} WHERE ${where}${keyset}
       ORDER BY p.sale_date DESC, p.created_at DESC, p.package_id DESC LIMIT ${add(filter.pageSize)}`,
      params,
    ),
    // The day ($1) is bound even when no filter uses it.
    pool.query<{ total: number }>(
      `SELECT count(*)::int AS total ${FROM} WHERE ${where} AND $1::date IS NOT NULL`,
      countParams,
    ),
  ]);
  return { data: rows.rows, total: count.rows[0]!.total };
}
