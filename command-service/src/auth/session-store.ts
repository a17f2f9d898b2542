import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';

/** A session ends after this long without use, and in any case this long after sign-in. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest();

export interface Session {
  readonly tokenHash: Buffer;
  readonly userId: number;
  readonly expiresAt: Date;
}

/** Random 256-bit tokens; only their hash is stored, so a leaked table gives no usable token. */
export async function createSession(
  pool: Pool,
  userId: number,
  client: { userAgent?: string | undefined; address?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  await pool.query(
    `INSERT INTO auth.sessions (token_hash, user_id, expires_at, user_agent, address) VALUES ($1, $2, $3, $4, $5)`,
    [hashToken(token), userId, expiresAt, client.userAgent?.slice(0, 300) ?? null, client.address ?? null],
  );
  return { token, expiresAt };
}

/** The live session behind a token, extending its idle expiry now and then. */
export async function findSession(pool: Pool, token: string): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const result = await pool.query<{ user_id: number; expires_at: Date; last_seen_at: Date; created_at: Date }>(
    `SELECT user_id, expires_at, last_seen_at, created_at FROM auth.sessions WHERE token_hash = $1 AND expires_at > now()`,
    [tokenHash],
  );
  const row = result.rows[0];
  if (!row) return null;
  let expiresAt = row.expires_at;
  if (Date.now() - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
    expiresAt = new Date(Math.min(Date.now() + SESSION_IDLE_MS, row.created_at.getTime() + SESSION_MAX_MS));
    await pool.query('UPDATE auth.sessions SET last_seen_at = now(), expires_at = $2 WHERE token_hash = $1', [
      tokenHash,
      expiresAt,
    ]);
  }
  return { tokenHash, userId: row.user_id, expiresAt };
}

export async function revokeSession(pool: Pool, tokenHash: Buffer): Promise<void> {
  await pool.query('DELETE FROM auth.sessions WHERE token_hash = $1', [tokenHash]);
}

/** Signs a user out everywhere (password reset, account disabled). */
export async function revokeUserSessions(pool: Pool, userId: number): Promise<void> {
  await pool.query('DELETE FROM auth.sessions WHERE user_id = $1', [userId]);
}

export async function deleteExpiredSessions(pool: Pool): Promise<void> {
  await pool.query('DELETE FROM auth.sessions WHERE expires_at < now()');
}

/** Signs a user out everywhere but on this session (the user changed their own password here). */
export async function revokeOtherSessions(pool: Pool, userId: number, keep: Buffer): Promise<void> {
  await pool.query('DELETE FROM auth.sessions WHERE user_id = $1 AND token_hash <> $2', [userId, keep]);
}
