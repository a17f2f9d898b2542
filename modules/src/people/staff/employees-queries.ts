import type { Pool } from 'pg';
import { addDays } from '@gym/events/calendar/local-date';
import type { EmployeeDetails } from './employee-events.js';

/** A document expiring within this many days is flagged (issue 15: a warning 30 days before it expires). */
export const DOCUMENT_WARNING_DAYS = 30;

export interface EmployeeRow {
  id: string;
  name: string;
  hireDate: string;
  lastDay: string | null;
  details: EmployeeDetails;
  documents: { kind: string; number: string; expiryDate: string }[];
}

export function documentWarning(expiryDate: string, today: string): 'expired' | 'expiring' | null {
  if (expiryDate < today) return 'expired';
  return expiryDate <= addDays(today, DOCUMENT_WARNING_DAYS) ? 'expiring' : null;
}

const SELECT = `SELECT e.employee_id AS id, e.name, to_char(e.hire_date, 'YYYY-MM-DD') AS "hireDate",
    to_char(e.last_day, 'YYYY-MM-DD') AS "lastDay", e.details,
    coalesce((SELECT json_agg(json_build_object('kind', d.kind, 'number', d.number,
      'expiryDate', to_char(d.expiry_date, 'YYYY-MM-DD')) ORDER BY d.kind)
      FROM read.employee_documents d WHERE d.employee_id = e.employee_id), '[]') AS documents
  FROM read.employees e`;

export async function listEmployees(pool: Pool): Promise<EmployeeRow[]> {
  return (await pool.query<EmployeeRow>(`${SELECT} ORDER BY e.last_day IS NOT NULL, lower(e.name)`)).rows;
}

export async function findEmployee(pool: Pool, employeeId: string): Promise<EmployeeRow | undefined> {
  return (await pool.query<EmployeeRow>(`${SELECT} WHERE e.employee_id = $1`, [employeeId])).rows[0];
}

/** The employee record linked to a user account (a receptionist's own record), if any. */
export async function employeeOfUser(pool: Pool, userId: number): Promise<EmployeeRow | undefined> {
  return (
    await pool.query<EmployeeRow>(`${SELECT} WHERE e.user_id = $1 ORDER BY e.last_day NULLS FIRST LIMIT 1`, [userId])
  ).rows[0];
}

/** Employees in service on a day (hired by it, not left before it): whom a month's payroll pays. */
export async function employeesInService(pool: Pool, from: string, to: string): Promise<{ id: string }[]> {
  return (
    await pool.query<{ id: string }>(
      `SELECT employee_id AS id FROM read.employees WHERE hire_date <= $2 AND (last_day IS NULL OR last_day >= $1)
       ORDER BY lower(name)`,
      [from, to],
    )
  ).rows;
}

/** Documents expired or expiring within the warning window, soonest first. */
export async function expiringDocuments(pool: Pool, today: string) {
  return (
    await pool.query<{ employeeId: string; employeeName: string; kind: string; number: string; expiryDate: string }>(
      `SELECT d.employee_id AS "employeeId", e.name AS "employeeName", d.kind, d.number,
              to_char(d.expiry_date, 'YYYY-MM-DD') AS "expiryDate"
       FROM read.employee_documents d JOIN read.employees e USING (employee_id)
       WHERE d.expiry_date <= $1::date AND e.last_day IS NULL ORDER BY d.expiry_date`,
      [addDays(today, DOCUMENT_WARNING_DAYS)],
    )
  ).rows;
}
