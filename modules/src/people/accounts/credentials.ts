import type { Pool } from 'pg';

/** Password hashes live outside the log (DESIGN section 3), keyed by user id. */
export async function readPasswordHash(pool: Pool, userId: number): Promise<string | null> {
  const result = await pool.query<{ password_hash: string }>(
    'SELECT password_hash FROM auth.credentials WHERE user_id = $1',
    [userId],
  );
  return result.rows[0]?.password_hash ?? null;
}

export async function savePasswordHash(pool: Pool, userId: number, passwordHash: string): Promise<void> {
  await pool.query(
    `INSERT INTO auth.credentials (user_id, password_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = $2, updated_at = now()`,
    [userId, passwordHash],
  );
}
