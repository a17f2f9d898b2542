import type { Pool } from 'pg';

export async function listClasses(pool: Pool): Promise<{ id: string; name: string }[]> {
  const result = await pool.query<{ id: string; name: string }>(
    'SELECT class_id AS id, name FROM read.classes ORDER BY lower(name)',
  );
  return result.rows;
}
