/**
 * The sign-in throttle's rules, as pure functions (login-throttle.ts keeps the counts in PostgreSQL).
 *
 * Every attempt is counted before its password is checked, under three keys: the account from this address, the
 * address, and the account from anywhere. Past a key's free attempts, the next attempt under it must wait, twice as
 * long each time, up to a cap: guessing slows down, but nothing is ever locked for long, and nobody can lock an
 * account out for its owner:
 * - an address that has not failed for this account is never held back by the account-wide count, so the real user
 *   at their own desk signs in with the right password at once while someone else guesses from elsewhere;
 * - the account-wide wait is capped at a minute, so even a typo during such an attack costs at most that.
 * A key with no attempt for a whole window starts again from zero.
 */

export type ThrottleScope = 'account-from-address' | 'address' | 'account';

export interface ThrottleRule {
  /** Attempts counted before any waiting. */
  readonly free: number;
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

const MINUTE = 60 * 1000;

export const LOGIN_THROTTLE: {
  readonly windowMs: number;
  readonly rules: Readonly<Record<ThrottleScope, ThrottleRule>>;
} = {
  windowMs: 15 * MINUTE,
  rules: {
    'account-from-address': { free: 5, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE },
    address: { free: 20, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE },
    account: { free: 10, firstDelayMs: 1000, maxDelayMs: MINUTE },
  },
};

/** How long the next attempt under a key must wait once `attempts` attempts have been counted. */
export function delayAfter(rule: ThrottleRule, attempts: number): number {
  if (attempts < rule.free) return 0;
  return Math.min(rule.firstDelayMs * 2 ** (attempts - rule.free), rule.maxDelayMs);
}

export interface ThrottleKey {
  readonly key: string;
  readonly scope: ThrottleScope;
}

/** The keys of a sign-in attempt; usernames are case-insensitive, as sign-in is. */
export function throttleKeys(username: string, address: string): readonly ThrottleKey[] {
  const account = username.trim().toLowerCase();
  return [
    { key: `account-from-address:${account}|${address}`, scope: 'account-from-address' },
    { key: `address:${address}`, scope: 'address' },
    { key: `account:${account}`, scope: 'account' },
  ];
}

export interface ThrottleState {
  readonly attempts: number;
  /** No attempt under the key is checked before this. */
  readonly nextAttemptAt: Date;
  readonly lastAttemptAt: Date;
  /** The end of the wait a LoginThrottled event was last recorded for (one event per wait, not per refusal). */
  readonly reportedUntil: Date | null;
}

export const FRESH: ThrottleState = {
  attempts: 0,
  nextAttemptAt: new Date(0),
  lastAttemptAt: new Date(0),
  reportedUntil: null,
};

export type Reservation =
  | { readonly allowed: true; readonly states: ReadonlyMap<string, ThrottleState> }
  | {
      readonly allowed: false;
      readonly states: ReadonlyMap<string, ThrottleState>;
      readonly retryAfterSeconds: number;
      readonly throttledBy: readonly ThrottleScope[];
      /** This refusal starts a wait no event has been recorded for yet. */
      readonly report: boolean;
    };

/**
 * Whether an attempt may be checked now, and the keys' states afterwards. Allowed: every key counts it and sets
 * when its next attempt may come. Refused: the counts stay as they are (a refused attempt cannot lengthen anyone's
 * wait), only the note of which waits were reported changes.
 */
export function reserveAttempt(
  keys: readonly ThrottleKey[],
  stored: ReadonlyMap<string, ThrottleState>,
  now: Date,
): Reservation {
  const current = new Map(
    keys.map(({ key }) => {
      const state = stored.get(key);
      const expired = !state || now.getTime() - state.lastAttemptAt.getTime() > LOGIN_THROTTLE.windowMs;
      return [key, expired ? FRESH : state] as const;
    }),
  );
  const pair = keys.find((k) => k.scope === 'account-from-address');
  const pairHasFailed = pair !== undefined && current.get(pair.key)!.attempts > 0;
  const blocking = keys.filter(({ key, scope }) => {
    if (scope === 'account' && !pairHasFailed) return false;
    return current.get(key)!.nextAttemptAt.getTime() > now.getTime();
  });

  if (blocking.length > 0) {
    let report = false;
    const states = new Map(current);
    for (const { key } of blocking) {
      const state = current.get(key)!;
      if (state.reportedUntil && state.reportedUntil.getTime() >= state.nextAttemptAt.getTime()) continue;
      report = true;
      states.set(key, { ...state, reportedUntil: state.nextAttemptAt });
    }
    const waitMs = Math.max(...blocking.map(({ key }) => current.get(key)!.nextAttemptAt.getTime() - now.getTime()));
    return {
      allowed: false,
      states,
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      throttledBy: blocking.map((k) => k.scope),
      report,
    };
  }

  const states = new Map(
    keys.map(({ key, scope }) => {
      const state = current.get(key)!;
      const attempts = state.attempts + 1;
      const delay = delayAfter(LOGIN_THROTTLE.rules[scope], attempts);
      return [key, { ...state, attempts, lastAttemptAt: now, nextAttemptAt: new Date(now.getTime() + delay) }] as const;
    }),
  );
  return { allowed: true, states };
}
