import type { Pool } from 'pg';

export interface ClosureView {
  id: string;
  from: string;
  to: string;
  reason: string;
}

export async function listClosures(pool: Pool, from: string | null = null, to: string | null = null) {
  const { rows } = await pool.query<ClosureView>(
    `SELECT closure_id AS id, to_char(from_day, 'YYYY-MM-DD') AS "from", to_char(to_day, 'YYYY-MM-DD') AS "to", reason
     FROM read.class_closures WHERE ($1::date IS NULL OR to_day >= $1) AND ($2::date IS NULL OR from_day <= $2)
     ORDER BY from_day, to_day`,
    [from, to],
  );
  return rows;
}
