import type { Pool } from 'pg';

export interface LeaveRequestRow {
  id: string;
  employeeId: string;
  employeeName: string;
  leaveType: string;
  from: string;
  to: string;
  days: number;
  reason: string;
  status: string;
  requestedBy: string;
  decidedBy: string | null;
  decisionReason: string | null;
  fullDays: number;
  halfDays: number;
  unpaidDays: number;
}

const SELECT = `SELECT r.request_id AS id, r.employee_id AS "employeeId", coalesce(e.name, 'Unknown') AS "employeeName",
    r.leave_type AS "leaveType", to_char(r.from_day, 'YYYY-MM-DD') AS "from", to_char(r.to_day, 'YYYY-MM-DD') AS "to",
    r.days, r.reason, r.status, r.requested_by AS "requestedBy", r.decided_by AS "decidedBy",
    r.decision_reason AS "decisionReason", r.full_days AS "fullDays", r.half_days AS "halfDays", r.unpaid_days AS "unpaidDays"
  FROM read.leave_requests r LEFT JOIN read.employees e ON e.employee_id = r.employee_id`;

/** Requests newest first, optionally of one employee and/or one status. */
export async function listLeaveRequests(
  pool: Pool,
  filter: { employeeId?: string | undefined; status?: string | undefined },
): Promise<LeaveRequestRow[]> {
  return (
    await pool.query<LeaveRequestRow>(
      `${SELECT} WHERE ($1::text IS NULL OR r.employee_id = $1) AND ($2::text IS NULL OR r.status = $2)
       ORDER BY r.status = 'pending' DESC, r.from_day DESC LIMIT 500`,
      [filter.employeeId ?? null, filter.status ?? null],
    )
  ).rows;
}

/** Pending and approved leave touching the days from `from` to `to` (the team calendar's month). */
export async function leaveBetween(pool: Pool, from: string, to: string): Promise<LeaveRequestRow[]> {
  return (
    await pool.query<LeaveRequestRow>(
      `${SELECT} WHERE r.status IN ('pending', 'approved') AND r.from_day <= $2 AND r.to_day >= $1
       ORDER BY r.from_day, lower(e.name)`,
      [from, to],
    )
  ).rows;
}

export async function employeeIdsWithRecords(pool: Pool): Promise<{ id: string; name: string; hireDate: string }[]> {
  return (
    await pool.query<{ id: string; name: string; hireDate: string }>(
      `SELECT employee_id AS id, name, to_char(hire_date, 'YYYY-MM-DD') AS "hireDate" FROM read.employees
       WHERE last_day IS NULL ORDER BY lower(name)`,
    )
  ).rows;
}
