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

/**
 * Refused attempts counted under one key, not yet in the log (issue 43, item 6): each refused attempt is counted
 * under exactly one key, the first of its keys that held it back, and the key's burst goes into the log as one
 * `LoginThrottled` event with its count once the key's wait is over. So the log says exactly how many attempts were
 * refused, and hammering the door adds one event per wait, not one per request.
 */
export interface ThrottleBurst {
  /** The burst's event is recorded under this id, so it is recorded once however often recording is retried. */
  readonly id: string;
  readonly scope: ThrottleScope;
  /** How many attempts were refused. */
  readonly refused: number;
  readonly firstAt: Date;
  readonly lastAt: Date;
  /** The first refused attempt's account as stored (null when no account has the typed name) and address. */
  readonly username: string | null;
  readonly address: string;
  /** What the first refused attempt was told. */
  readonly retryAfterSeconds: number;
}

export interface ThrottleState {
  readonly attempts: number;
  /** No attempt under the key is checked before this. */
  readonly nextAttemptAt: Date;
  readonly lastAttemptAt: Date;
  /** Refused attempts counted under this key since its wait began, not yet in the log. */
  readonly burst: ThrottleBurst | null;
}

export const FRESH: ThrottleState = {
  attempts: 0,
  nextAttemptAt: new Date(0),
  lastAttemptAt: new Date(0),
  burst: null,
};

/** What the throttle knows of an attempt it may have to refuse, to count the refusal in a burst. */
export interface RefusalNote {
  /** The account the attempt is for, as stored; null when no account has the typed name. */
  readonly username: string | null;
  readonly address: string;
  /** The id a burst this refusal starts gets. */
  readonly burstId: string;
}

export type Reservation = (
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly retryAfterSeconds: number;
      readonly throttledBy: readonly ThrottleScope[];
    }
) & {
  readonly states: ReadonlyMap<string, ThrottleState>;
  /** Bursts whose wait is over (or whose key is forgotten): taken out of the states, to be recorded in the log. */
  readonly ended: readonly ThrottleBurst[];
};

/**
 * Whether an attempt may be checked now, and the keys' states afterwards. Allowed: every key counts it and sets
 * when its next attempt may come. Refused: the counts stay as they are (a refused attempt cannot lengthen anyone's
 * wait); with a `note`, the refusal is counted in the burst of the first key that held it back (without one, as for
 * a signed-in user confirming their password, it is not a sign-in and is not counted). Either way, the bursts of the
 * attempt's keys whose wait is over come out as `ended`.
 */
export function reserveAttempt(
  keys: readonly ThrottleKey[],
  stored: ReadonlyMap<string, ThrottleState>,
  now: Date,
  note?: RefusalNote,
): Reservation {
  const ended: ThrottleBurst[] = [];
  const current = new Map(
    keys.map(({ key }) => {
      const state = stored.get(key);
      const expired = !state || now.getTime() - state.lastAttemptAt.getTime() > LOGIN_THROTTLE.windowMs;
      const waitOver = !state || state.nextAttemptAt.getTime() <= now.getTime();
      if (state?.burst && (expired || waitOver)) ended.push(state.burst);
      if (expired) return [key, FRESH] as const;
      return [key, waitOver && state.burst ? { ...state, burst: null } : state] as const;
    }),
  );
  const pair = keys.find((k) => k.scope === 'account-from-address');
  const pairHasFailed = pair !== undefined && current.get(pair.key)!.attempts > 0;
  const blocking = keys.filter(({ key, scope }) => {
    if (scope === 'account' && !pairHasFailed) return false;
    return current.get(key)!.nextAttemptAt.getTime() > now.getTime();
  });

  if (blocking.length > 0) {
    const waitMs = Math.max(...blocking.map(({ key }) => current.get(key)!.nextAttemptAt.getTime() - now.getTime()));
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    const states = new Map(current);
    if (note) {
      const { key, scope } = blocking[0]!;
      const state = current.get(key)!;
      const burst: ThrottleBurst = state.burst
        ? { ...state.burst, refused: state.burst.refused + 1, lastAt: now }
        : {
            id: note.burstId,
            scope,
            refused: 1,
            firstAt: now,
            lastAt: now,
            username: note.username,
            address: note.address,
            retryAfterSeconds,
          };
      states.set(key, { ...state, burst });
    }
    return { allowed: false, states, ended, retryAfterSeconds, throttledBy: blocking.map((k) => k.scope) };
  }

  const states = new Map(
    keys.map(({ key, scope }) => {
      const state = current.get(key)!;
      const attempts = state.attempts + 1;
      const delay = delayAfter(LOGIN_THROTTLE.rules[scope], attempts);
      return [key, { ...state, attempts, lastAttemptAt: now, nextAttemptAt: new Date(now.getTime() + delay) }] as const;
    }),
  );
  return { allowed: true, states, ended };
}
