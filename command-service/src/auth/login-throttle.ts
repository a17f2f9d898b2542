import type { Pool, PoolClient } from 'pg';
import { FRESH, LOGIN_THROTTLE, reserveAttempt, throttleKeys } from './login-backoff.js';
import type { Reservation, ThrottleState } from './login-backoff.js';

export type LoginAttempt = Reservation & {
  /** The password was right: this attempt no longer counts against the account, the address or both together. */
  succeeded(): Promise<void>;
};

interface StateRow {
  key: string;
  attempts: number;
  next_attempt_at: Date;
  last_attempt_at: Date;
  reported_until: Date | null;
}

/**
 * Counts a sign-in attempt before its password is checked (see login-backoff.ts for the rules). The counts live in
 * PostgreSQL and each attempt locks its keys' rows while it decides, so concurrent attempts, also on other
 * command-service instances, are counted one after another: a burst gets exactly the free attempts, not one each.
 * `now` is the app's clock (tests move it); instances' clocks differ by far less than the shortest wait.
 */
export async function reserveLoginAttempt(
  pool: Pool,
  attempt: { readonly username: string; readonly address: string; readonly now: Date },
): Promise<LoginAttempt> {
  const { username, address, now } = attempt;
  const keys = throttleKeys(username, address);
  const sorted = keys.map((k) => k.key).sort();
  const reservation = await inTransaction(pool, async (client) => {
    // One statement creates the missing rows and locks all of them, in key order: two attempts never wait for
    // each other in a circle.
    const locked = await client.query<StateRow>(
      `INSERT INTO auth.login_throttle (key, attempts, next_attempt_at, last_attempt_at)
       SELECT k, 0, 'epoch', 'epoch' FROM unnest($1::text[]) AS k ORDER BY k
       ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
       RETURNING key, attempts, next_attempt_at, last_attempt_at, reported_until`,
      [sorted],
    );
    const stored = new Map(locked.rows.map((row) => [row.key, toState(row)]));
    const decided = reserveAttempt(keys, stored, now);
    const changed = [...decided.states].filter(([key, state]) => !sameState(stored.get(key) ?? FRESH, state));
    if (changed.length > 0) {
      await client.query(
        `UPDATE auth.login_throttle t
         SET attempts = u.attempts, next_attempt_at = u.next_at, last_attempt_at = u.last_at, reported_until = u.reported
         FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[])
           AS u(key, attempts, next_at, last_at, reported)
         WHERE t.key = u.key`,
        [
          changed.map(([key]) => key),
          changed.map(([, s]) => s.attempts),
          changed.map(([, s]) => s.nextAttemptAt),
          changed.map(([, s]) => s.lastAttemptAt),
          changed.map(([, s]) => s.reportedUntil),
        ],
      );
    }
    return decided;
  });
  const [pair, addressKey, account] = keys.map((k) => k.key);
  return {
    ...reservation,
    async succeeded() {
      // The account from this address starts afresh; elsewhere only this attempt is taken back, so someone else's
      // failures under the address or the account still count.
      await pool.query(
        `WITH forgotten AS (DELETE FROM auth.login_throttle WHERE key = $1)
         UPDATE auth.login_throttle SET attempts = greatest(attempts - 1, 0) WHERE key = ANY($2::text[])`,
        [pair, [addressKey, account]],
      );
    },
  };
}

/** Keys without an attempt for a whole window count from zero again anyway; their rows can go. */
export async function forgetOldLoginAttempts(pool: Pool): Promise<void> {
  await pool.query(`DELETE FROM auth.login_throttle WHERE last_attempt_at < now() - make_interval(secs => $1)`, [
    LOGIN_THROTTLE.windowMs / 1000,
  ]);
}

function toState(row: StateRow): ThrottleState {
  return {
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastAttemptAt: row.last_attempt_at,
    reportedUntil: row.reported_until,
  };
}

function sameState(a: ThrottleState, b: ThrottleState): boolean {
  return (
    a.attempts === b.attempts &&
    a.nextAttemptAt.getTime() === b.nextAttemptAt.getTime() &&
    a.lastAttemptAt.getTime() === b.lastAttemptAt.getTime() &&
    (a.reportedUntil?.getTime() ?? null) === (b.reportedUntil?.getTime() ?? null)
  );
}

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
