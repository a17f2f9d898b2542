import type { Pool } from 'pg';

/** Failed sign-ins allowed per window, per username and per client address, before answering 429. */
export const LOGIN_LIMITS = { perUsername: 5, perAddress: 20, windowMs: 15 * 60 * 1000 } as const;

export interface ThrottleKeys {
  readonly username: string;
  readonly address: string;
}

const keysOf = (keys: ThrottleKeys) => [`user:${keys.username.toLowerCase()}`, `addr:${keys.address}`];

/**
 * Seconds until another attempt is allowed, or null when allowed now. Stored in PostgreSQL so every command-service
 * instance sees the same counts.
 */
export async function retryAfter(pool: Pool, keys: ThrottleKeys): Promise<number | null> {
  const [userKey, addressKey] = keysOf(keys);
  const result = await pool.query<{ key: string; failures: number; window_start: Date }>(
    `SELECT key, failures, window_start FROM auth.login_failures
     WHERE key = ANY($1) AND window_start > now() - make_interval(secs => $2)`,
    [[userKey, addressKey], LOGIN_LIMITS.windowMs / 1000],
  );
  let wait: number | null = null;
  for (const row of result.rows) {
    const limit = row.key === userKey ? LOGIN_LIMITS.perUsername : LOGIN_LIMITS.perAddress;
    if (row.failures >= limit) {
      const seconds = Math.ceil((row.window_start.getTime() + LOGIN_LIMITS.windowMs - Date.now()) / 1000);
      wait = Math.max(wait ?? 0, seconds, 1);
    }
  }
  return wait;
}

export async function recordFailure(pool: Pool, keys: ThrottleKeys): Promise<void> {
  await pool.query(
    `INSERT INTO auth.login_failures (key, failures, window_start)
     SELECT k, 1, now() FROM unnest($1::text[]) AS k
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN auth.login_failures.window_start > now() - make_interval(secs => $2)
                       THEN auth.login_failures.failures + 1 ELSE 1 END,
       window_start = CASE WHEN auth.login_failures.window_start > now() - make_interval(secs => $2)
                           THEN auth.login_failures.window_start ELSE now() END`,
    [keysOf(keys), LOGIN_LIMITS.windowMs / 1000],
  );
}

/** A successful sign-in forgets the username's failures (not the address's: one desk may hold many accounts). */
export async function clearFailures(pool: Pool, keys: ThrottleKeys): Promise<void> {
  await pool.query('DELETE FROM auth.login_failures WHERE key = $1', [keysOf(keys)[0]]);
}
