import type { Pool } from 'pg';

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
}

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
    `SELECT p.package_id AS id, p.member_id AS "memberId",
            coalesce(m.first_name || ' ' || m.last_name, 'Unknown Member') AS "memberName", p.trainer_id AS "trainerId",
            p.trainer_name AS "trainerName", p.sessions, p.amount, p.paid_amount AS "paidAmount", p.due_amount AS "dueAmount",
            to_char(p.due_date, 'YYYY-MM-DD') AS "dueDate", p.source, to_char(p.sale_date, 'YYYY-MM-DD') AS "saleDate",
            p.invoice_id AS "invoiceId", (p.due_amount > 0 AND p.due_date < $1::date) AS "pastDue"
     FROM read.pt_packages p LEFT JOIN read.members m ON m.member_id = p.member_id
     WHERE (NOT $2 OR p.due_amount > 0) AND ($3::text IS NULL OR p.member_id = $3)
     ORDER BY p.sale_date DESC, p.created_at DESC LIMIT $4`,
    [filter.today, filter.withDue ?? false, filter.memberId ?? null, filter.limit],
  );
  return result.rows;
}
