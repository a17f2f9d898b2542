import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { EventStore } from '@gym/events/store/event-store';
import { FRESH, LOGIN_THROTTLE, reserveAttempt, throttleKeys } from './login-backoff.js';
import type { Reservation, ThrottleBurst, ThrottleState } from './login-backoff.js';
import { recordThrottleBurst } from './sign-in-audit.js';

/** What the throttle needs: its tables, and the log its bursts go into. */
export interface ThrottleDeps {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly catalogue: EventCatalogue;
}

export type LoginAttempt = Reservation & {
  /** The password was right: this attempt no longer counts against the account, the address or both together. */
  succeeded(): Promise<void>;
};

interface StateRow {
  key: string;
  attempts: number;
  next_attempt_at: Date;
  last_attempt_at: Date;
  burst: StoredBurst | null;
}

/** A burst as the `burst` jsonb column and the outbox keep it. */
interface StoredBurst extends Omit<ThrottleBurst, 'firstAt' | 'lastAt'> {
  readonly firstAt: string;
  readonly lastAt: string;
}

/**
 * Counts a sign-in attempt before its password is checked (see login-backoff.ts for the rules). The counts live in
 * PostgreSQL and each attempt locks its keys' rows while it decides, so concurrent attempts, also on other
 * command-service instances, are counted one after another: a burst gets exactly the free attempts, not one each.
 * `now` is the app's clock (tests move it); instances' clocks differ by far less than the shortest wait.
 *
 * A refused sign-in (`signIn` given) is counted in a burst in the same transaction, so the log's count is exact
 * (issue 43, item 6). Bursts whose wait is over move, in that transaction too, to `auth.login_throttle_ended`, and are
 * recorded in the log once this attempt's rows are unlocked (`recordEndedThrottleBursts` picks up any left behind).
 */
export async function reserveLoginAttempt(
  deps: ThrottleDeps,
  attempt: {
    readonly username: string;
    readonly address: string;
    readonly now: Date;
    /** A sign-in, whose refusal the log counts: the account it is for as stored (null when none has the name). */
    readonly signIn?: { readonly account: string | null };
  },
): Promise<LoginAttempt> {
  const { pool } = deps;
  const { username, address, now, signIn } = attempt;
  const keys = throttleKeys(username, address);
  const sorted = keys.map((k) => k.key).sort();
  const note = signIn ? { username: signIn.account, address, burstId: randomUUID() } : undefined;
  const reservation = await inTransaction(pool, async (client) => {
    // One statement creates the missing rows and locks all of them, in key order: two attempts never wait for
    // each other in a circle.
    const locked = await client.query<StateRow>(
      `INSERT INTO auth.login_throttle (key, attempts, next_attempt_at, last_attempt_at)
       SELECT k, 0, 'epoch', 'epoch' FROM unnest($1::text[]) AS k ORDER BY k
       ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
       RETURNING key, attempts, next_attempt_at, last_attempt_at, burst`,
      [sorted],
    );
    const stored = new Map(locked.rows.map((row) => [row.key, toState(row)]));
    const decided = reserveAttempt(keys, stored, now, note);
    const changed = [...decided.states].filter(([key, state]) => !sameState(stored.get(key) ?? FRESH, state));
    if (changed.length > 0) {
      await client.query(
        `UPDATE auth.login_throttle t
         SET attempts = u.attempts, next_attempt_at = u.next_at, last_attempt_at = u.last_at, burst = u.burst
         FROM unnest($1::text[], $2::int[], $3::timestamptz[], $4::timestamptz[], $5::jsonb[])
           AS u(key, attempts, next_at, last_at, burst)
         WHERE t.key = u.key`,
        [
          changed.map(([key]) => key),
          changed.map(([, s]) => s.attempts),
          changed.map(([, s]) => s.nextAttemptAt),
          changed.map(([, s]) => s.lastAttemptAt),
          changed.map(([, s]) => (s.burst ? JSON.stringify(toStored(s.burst)) : null)),
        ],
      );
    }
    if (decided.ended.length > 0) {
      await client.query(
        `INSERT INTO auth.login_throttle_ended (id, burst, ended_at)
         SELECT (b->>'id')::uuid, b, $2 FROM unnest($1::jsonb[]) AS b ON CONFLICT (id) DO NOTHING`,
        [decided.ended.map((burst) => JSON.stringify(toStored(burst))), now],
      );
    }
    return decided;
  });
  const ended = reservation.ended.map((burst) => burst.id);
  if (ended.length > 0) await recordPending(deps, ended);
  const [pair, addressKey, account] = keys.map((k) => k.key);
  return {
    ...reservation,
    async succeeded() {
      // The account from this address starts afresh; elsewhere only this attempt is taken back, so someone else's
      // failures under the address or the account still count. A burst the forgotten row still counted is over.
      const { rows } = await pool.query<{ id: string }>(
        `WITH forgotten AS (DELETE FROM auth.login_throttle WHERE key = $1 RETURNING burst),
         ended AS (
           INSERT INTO auth.login_throttle_ended (id, burst, ended_at)
           SELECT (burst->>'id')::uuid, burst, $3 FROM forgotten WHERE burst IS NOT NULL
           ON CONFLICT (id) DO NOTHING
           RETURNING id),
         taken_back AS (
           UPDATE auth.login_throttle SET attempts = greatest(attempts - 1, 0) WHERE key = ANY($2::text[]))
         SELECT id FROM ended`,
        [pair, [addressKey, account], now],
      );
      const over = rows.map((row) => row.id);
      if (over.length > 0) await recordPending(deps, over);
    },
  };
}

/**
 * Records every burst whose wait is over by `now` in the log (one `LoginThrottled` event each, with its count), also
 * those nobody's next attempt noticed: run every few seconds by the service, and safe to run on several instances at
 * once (each burst is taken by one, and its event is recorded under the burst's id, so never twice).
 */
export async function recordEndedThrottleBursts(deps: ThrottleDeps, now: Date): Promise<number> {
  const batch = 500;
  let recorded = 0;
  for (;;) {
    await deps.pool.query(
      `WITH ended AS (
         SELECT key, burst FROM auth.login_throttle
         WHERE burst IS NOT NULL AND next_attempt_at <= $1
         ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED),
       cleared AS (UPDATE auth.login_throttle t SET burst = NULL FROM ended WHERE t.key = ended.key)
       INSERT INTO auth.login_throttle_ended (id, burst, ended_at)
       SELECT (burst->>'id')::uuid, burst, $1 FROM ended ON CONFLICT (id) DO NOTHING`,
      [now, batch],
    );
    const pending = await recordPending(deps, null, batch);
    recorded += pending;
    if (pending < batch) return recorded;
  }
}

/** Keys without an attempt for a whole window count from zero again anyway; their rows can go (not an open burst). */
export async function forgetOldLoginAttempts(pool: Pool): Promise<void> {
  await pool.query(
    `DELETE FROM auth.login_throttle WHERE last_attempt_at < now() - make_interval(secs => $1) AND burst IS NULL`,
    [LOGIN_THROTTLE.windowMs / 1000],
  );
}

/** Appends the events of ended bursts (these ids, or the oldest `limit`) and lets go of them; how many it recorded. */
async function recordPending(deps: ThrottleDeps, ids: readonly string[] | null, limit = 500): Promise<number> {
  const { rows } = await deps.pool.query<{ burst: StoredBurst; ended_at: Date }>(
    `SELECT burst, ended_at FROM auth.login_throttle_ended
     WHERE $1::uuid[] IS NULL OR id = ANY($1::uuid[]) ORDER BY ended_at, id LIMIT $2`,
    [ids, limit],
  );
  for (const { burst, ended_at } of rows) {
    await recordThrottleBurst(deps, toBurst(burst), ended_at);
    await deps.pool.query('DELETE FROM auth.login_throttle_ended WHERE id = $1', [burst.id]);
  }
  return rows.length;
}

function toState(row: StateRow): ThrottleState {
  return {
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastAttemptAt: row.last_attempt_at,
    burst: row.burst ? toBurst(row.burst) : null,
  };
}

function toBurst(stored: StoredBurst): ThrottleBurst {
  return { ...stored, firstAt: new Date(stored.firstAt), lastAt: new Date(stored.lastAt) };
}

function toStored(burst: ThrottleBurst): StoredBurst {
  return { ...burst, firstAt: burst.firstAt.toISOString(), lastAt: burst.lastAt.toISOString() };
}

function sameState(a: ThrottleState, b: ThrottleState): boolean {
  return (
    a.attempts === b.attempts &&
    a.nextAttemptAt.getTime() === b.nextAttemptAt.getTime() &&
    a.lastAttemptAt.getTime() === b.lastAttemptAt.getTime() &&
    JSON.stringify(a.burst && toStored(a.burst)) === JSON.stringify(b.burst && toStored(b.burst))
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
