import type { Pool } from 'pg';
import type { Instructor } from './class-events.js';

/** Who may teach a class: active staff and active trainers (staff linked to a trainer listed once, as the trainer). */
export async function listInstructors(pool: Pool, today: string): Promise<Instructor[]> {
  const { rows } = await pool.query<Instructor>(
    `SELECT 'trainer' AS kind, trainer_id AS id, name FROM read.trainers WHERE active
     UNION ALL
     SELECT 'staff' AS kind, employee_id AS id, name FROM read.employees
     WHERE trainer_id IS NULL AND (last_day IS NULL OR last_day >= $1)
     ORDER BY name, kind, id`,
    [today],
  );
  return rows;
}

/** The instructor a reference names, with the name to show; null when no active staff member or trainer has it. */
export async function instructorOf(
  pool: Pool,
  ref: { kind: 'staff' | 'trainer'; id: string },
  today: string,
): Promise<Instructor | null> {
  const { rows } = await pool.query<{ name: string }>(
    ref.kind === 'trainer'
      ? 'SELECT name FROM read.trainers WHERE trainer_id = $1 AND active AND $2::date IS NOT NULL'
      : 'SELECT name FROM read.employees WHERE employee_id = $1 AND (last_day IS NULL OR last_day >= $2)',
    [ref.id, today],
  );
  return rows[0] ? { kind: ref.kind, id: ref.id, name: rows[0].name } : null;
}
