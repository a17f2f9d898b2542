import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { messageDecider } from './message-decider.js';
import type { MessageEvent } from './marketing-events.js';

const queued = {
  messageId: 'm1',
  campaignId: 'c1',
  runId: 'launch',
  memberId: 'a',
  channel: 'email' as const,
  to: 'a@example.com',
  subject: 'Hi',
  body: 'Hello',
  language: 'en' as const,
};
const now = new Date('2026-11-10T07:00:00Z');
const q: MessageEvent = { type: 'MessageQueued', data: queued };
const taken = (attempt: number, leaseUntil = '2026-11-10T07:02:00.000Z'): MessageEvent => ({
  type: 'MessageDispatching',
  data: { messageId: 'm1', attempt, leaseUntil },
});
const spec = deciderSpec(messageDecider);

describe('an outbox message', () => {
  it('is queued once per campaign run and member, with the language it is written in', () => {
    spec.given([]).when({ type: 'QueueMessage', queued }).then([q]);
    spec.given([q]).when({ type: 'QueueMessage', queued }).thenNothing();
  });

  it('is taken for one attempt with a lease; a second take while the lease runs is refused', () => {
    spec
      .given([q])
      .when({ type: 'DispatchMessage', messageId: 'm1', now, leaseMs: 120_000 })
      .then([taken(1)]);
    spec
      .given([q, taken(1)])
      .when({ type: 'DispatchMessage', messageId: 'm1', now, leaseMs: 120_000 })
      .thenRefused(409, 'not due', 'marketing.not_due');
  });

  it('is taken again as a further attempt once the lease of a worker that died ran out', () => {
    const later = new Date('2026-11-10T07:03:00Z');
    spec
      .given([q, taken(1)])
      .when({ type: 'DispatchMessage', messageId: 'm1', now: later, leaseMs: 120_000 })
      .then([taken(2, '2026-11-10T07:05:00.000Z')]);
  });

  it('records the send of the attempt that holds it, once', () => {
    spec
      .given([q, taken(1)])
      .when({ type: 'RecordSent', messageId: 'm1', attempt: 1, providerMessageId: 'x' })
      .then([{ type: 'MessageSent', data: { messageId: 'm1', attempt: 1, providerMessageId: 'x' } }]);
    spec
      .given([q, taken(1), taken(2, '2026-11-10T07:09:00.000Z')])
      .when({ type: 'RecordSent', messageId: 'm1', attempt: 1, providerMessageId: 'x' })
      .thenRefused(409, 'no longer holds', 'marketing.attempt_superseded');
  });

  it('retries a failure after 1, 2, 4, 8 minutes and gives up after the 5th attempt or a permanent refusal', () => {
    const failure = { type: 'RecordFailure' as const, messageId: 'm1', reason: '451 later', permanent: false, now };
    spec
      .given([q, taken(1)])
      .when({ ...failure, attempt: 1 })
      .then([
        {
          type: 'MessageAttemptFailed',
          data: { messageId: 'm1', attempt: 1, reason: '451 later', retryAt: '2026-11-10T07:01:00.000Z' },
        },
      ]);
    spec
      .given([q, taken(3)])
      .when({ ...failure, attempt: 3 })
      .then([
        {
          type: 'MessageAttemptFailed',
          data: { messageId: 'm1', attempt: 3, reason: '451 later', retryAt: '2026-11-10T07:04:00.000Z' },
        },
      ]);
    spec
      .given([q, taken(5)])
      .when({ ...failure, attempt: 5 })
      .then([{ type: 'MessageFailed', data: { messageId: 'm1', attempt: 5, reason: '451 later' } }]);
    spec
      .given([q, taken(1)])
      .when({ ...failure, attempt: 1, reason: '550 no such user', permanent: true })
      .then([{ type: 'MessageFailed', data: { messageId: 'm1', attempt: 1, reason: '550 no such user' } }]);
  });

  it('waits for its retry time', () => {
    const failed: MessageEvent = {
      type: 'MessageAttemptFailed',
      data: { messageId: 'm1', attempt: 1, reason: 'x', retryAt: '2026-11-10T07:01:00.000Z' },
    };
    spec
      .given([q, taken(1), failed])
      .when({ type: 'DispatchMessage', messageId: 'm1', now, leaseMs: 1000 })
      .thenRefused(409, 'not due');
  });

  it('is skipped while open, and not after it was sent', () => {
    spec
      .given([q])
      .when({ type: 'SkipMessage', messageId: 'm1', reason: 'opted-out' })
      .then([{ type: 'MessageSkipped', data: { messageId: 'm1', reason: 'opted-out' } }]);
    spec
      .given([q, taken(1), { type: 'MessageSent', data: { messageId: 'm1', attempt: 1, providerMessageId: null } }])
      .when({ type: 'SkipMessage', messageId: 'm1', reason: 'opted-out' })
      .thenNothing();
  });
});
