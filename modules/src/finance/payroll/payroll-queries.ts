import type { Pool } from 'pg';
import type { PayrollLine } from './payroll-events.js';

export interface RunRow {
  month: string;
  status: string;
  total: number;
  employees: number;
  draftedBy: string;
  approvedBy: string | null;
  paidOn: string | null;
}

const RUN = `SELECT month, status, total::int AS total, employees, drafted_by AS "draftedBy", approved_by AS "approvedBy",
  to_char(paid_on, 'YYYY-MM-DD') AS "paidOn" FROM read.payroll_runs`;

export async function listRuns(pool: Pool): Promise<RunRow[]> {
  return (await pool.query<RunRow>(`${RUN} ORDER BY month DESC LIMIT 120`)).rows;
}

export async function findRun(pool: Pool, month: string): Promise<RunRow | undefined> {
  return (await pool.query<RunRow>(`${RUN} WHERE month = $1`, [month])).rows[0];
}

export async function runLines(pool: Pool, month: string): Promise<PayrollLine[]> {
  return (
    await pool.query<{ line: PayrollLine }>(
      `SELECT line FROM read.payroll_lines WHERE month = $1 ORDER BY lower(line->>'name')`,
      [month],
    )
  ).rows.map((r) => r.line);
}

/** A user's own payslips: lines of approved or paid runs for the employee records linked to their account. */
export async function payslipsOfUser(
  pool: Pool,
  userId: number,
): Promise<(PayrollLine & { month: string; status: string })[]> {
  return (
    await pool.query<{ line: PayrollLine; month: string; status: string }>(
      `SELECT l.line, l.month, r.status FROM read.payroll_lines l JOIN read.payroll_runs r USING (month)
       WHERE l.user_id = $1 AND r.status IN ('approved', 'paid') ORDER BY l.month DESC`,
      [userId],
    )
  ).rows.map((r) => ({ ...r.line, month: r.month, status: r.status }));
}

/** PT packages a trainer sold in the days from `from` to `to` (dirhams). */
export async function ptSalesOf(pool: Pool, trainerId: string, from: string, to: string): Promise<number> {
  const result = await pool.query<{ total: string }>(
    `SELECT coalesce(sum(amount), 0) AS total FROM read.payroll_pt_sales WHERE trainer_id = $1 AND sale_date BETWEEN $2 AND $3`,
    [trainerId, from, to],
  );
  return Number(result.rows[0]!.total);
}

/** The value of the PT sessions a trainer delivered in the days from `from` to `to` (dirhams). */
export async function ptSessionsValueOf(pool: Pool, trainerId: string, from: string, to: string): Promise<number> {
  const result = await pool.query<{ total: string }>(
    `SELECT coalesce(sum(value), 0) AS total FROM read.payroll_pt_sessions
     WHERE trainer_id = $1 AND delivered_on BETWEEN $2 AND $3`,
    [trainerId, from, to],
  );
  return Number(result.rows[0]!.total);
}
