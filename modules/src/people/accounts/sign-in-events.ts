import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';

/**
 * Security events: sign-ins that failed or were held back by the throttle, for the audit trail. Each attempt is its
 * own stream (`sign-in-attempt-<uuid>`), so a burst of attempts never contends for one stream. They never carry the
 * password. The username is recorded only when it names an account: what someone typed into the username field of
 * an unknown account may be a password typed in the wrong field, and the log keeps everything forever.
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

export const LoginThrottled = defineEvent(
  'LoginThrottled',
  z.object({
    ...attempt,
    /** Which counts held the attempt back: the account from this address, the address, the account anywhere. */
    throttledBy: z.array(z.enum(['account-from-address', 'address', 'account'])).min(1),
    retryAfterSeconds: z.number().int().positive(),
  }),
  { description: 'A sign-in attempt was refused because too many had failed before it.' },
);

export const signInEvents = [LoginFailed, LoginThrottled] as const;
export type SignInEvent = EventOf<(typeof signInEvents)[number]>;
