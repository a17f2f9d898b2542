import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';

/**
 * Security events: sign-ins that failed or were held back by the throttle, for the audit trail. Each failed attempt,
 * and each burst of refused ones, is its own stream (`sign-in-attempt-<uuid>`), so attempts never contend for a
 * stream. They never carry the password. The username is recorded only when it names an account: what someone typed
 * into the username field of an unknown account may be a password typed in the wrong field, and the log keeps
 * everything forever.
 */
export const signInAttemptStream = (attemptId: string) => `sign-in-attempt-${attemptId}`;

const attempt = {
  /** The account's username as stored; null when no account has the typed name. */
  username: z.string().nullable(),
  /** The client's address as the server saw it (X-Forwarded-For behind the production reverse proxy). */
  address: z.string(),
};

export const LoginFailed = defineEvent(
  'LoginFailed',
  z.object({
    ...attempt,
    reason: z.enum(['unknown-user', 'wrong-password', 'account-disabled', 'demo-password-from-network']),
  }),
  { description: 'A sign-in attempt failed (wrong password or unknown account), with the client address and reason.' },
);

/**
 * One event per burst (issue 43, item 6): the attempts one count held back while its wait lasted, recorded when the
 * wait is over, with how many there were, so the log says exactly how many sign-ins were refused without an event
 * per refusal. `username` and `address` are those of the burst's first refused attempt (the count is per account and
 * address, per address, or per account anywhere, as `throttledBy` says). Events recorded before the count was kept
 * (without `attempts`) stand for the first refusal of a wait and say nothing of the rest.
 */
export const LoginThrottled = defineEvent(
  'LoginThrottled',
  z.object({
    ...attempt,
    /** Which count held the attempts back: the account from this address, the address, the account anywhere. */
    throttledBy: z.array(z.enum(['account-from-address', 'address', 'account'])).min(1),
    /** The wait the first refused attempt was told. */
    retryAfterSeconds: z.number().int().positive(),
    /** How many attempts were refused in the burst. */
    attempts: z.number().int().positive().optional(),
    /** When the first and the last of them came (ISO instants, UTC). */
    firstAt: z.iso.datetime().optional(),
    lastAt: z.iso.datetime().optional(),
  }),
  {
    description:
      'Sign-in attempts were refused because too many had failed before them: one event per burst, with how many ' +
      'were refused, from when to when.',
  },
);

export const signInEvents = [LoginFailed, LoginThrottled] as const;
export type SignInEvent = EventOf<(typeof signInEvents)[number]>;
