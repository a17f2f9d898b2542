import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import { signInAttemptStream } from '@gym/modules/people/accounts/sign-in-events';
import type { SignInEvent } from '@gym/modules/people/accounts/sign-in-events';
import type { EventStore } from '@gym/events/store/event-store';
import type { ThrottleBurst } from './login-backoff.js';

/** Who the log says acted: nobody has signed in yet, so no user, only where the attempt came from. */
const ANONYMOUS = 'Anonymous (sign-in attempt)';

/**
 * Records a failed or throttled sign-in in the event log, as its own stream, so the audit trail shows it beside
 * everything else (who, from where, when, why). Awaited: an attempt the log cannot record is not answered as if it
 * had been.
 */
export async function recordSignInEvent(
  { store, catalogue }: { store: EventStore; catalogue: EventCatalogue },
  request: Pick<FastifyRequest, 'id' | 'ip'>,
  event: SignInEvent,
  at: Date,
): Promise<void> {
  const attemptId = randomUUID();
  await store.appendToStreams(
    [
      {
        streamId: signInAttemptStream(attemptId),
        expectedVersion: 'no_stream',
        events: [{ ...event, schemaVersion: catalogue.currentVersion(event.type) }],
      },
    ],
    {
      metadata: {
        actorId: null,
        actorName: ANONYMOUS,
        correlationId: request.id,
        causationId: null,
        commandId: attemptId,
        at: at.toISOString(),
        actorUsername: null,
        actorRole: null,
        actorRoleName: null,
        command: 'POST /api/auth/login',
        clientAddress: request.ip,
      },
    },
  );
}

/**
 * Records a burst of refused sign-ins as one `LoginThrottled` event with their count (issue 43, item 6), under the
 * burst's id: recording it again (a retry after a crash, or two instances at once) stores nothing more.
 */
export async function recordThrottleBurst(
  { store, catalogue }: { store: EventStore; catalogue: EventCatalogue },
  burst: ThrottleBurst,
  at: Date,
): Promise<void> {
  const idempotencyKey = `login-throttled:${burst.id}`;
  const event: SignInEvent = {
    type: 'LoginThrottled',
    data: {
      username: burst.username,
      address: burst.address,
      throttledBy: [burst.scope],
      retryAfterSeconds: burst.retryAfterSeconds,
      attempts: burst.refused,
      firstAt: burst.firstAt.toISOString(),
      lastAt: burst.lastAt.toISOString(),
    },
  };
  try {
    await store.appendToStreams(
      [
        {
          streamId: signInAttemptStream(burst.id),
          expectedVersion: 'no_stream',
          events: [{ ...event, schemaVersion: catalogue.currentVersion(event.type) }],
        },
      ],
      {
        idempotencyKey,
        metadata: {
          actorId: null,
          actorName: ANONYMOUS,
          correlationId: burst.id,
          causationId: null,
          commandId: burst.id,
          at: at.toISOString(),
          actorUsername: null,
          actorRole: null,
          actorRoleName: null,
          command: 'POST /api/auth/login',
          clientAddress: burst.address,
        },
      },
    );
  } catch (error) {
    // Another instance recorded it at the same moment: it is in the log once, which is all that is asked.
    if ((await store.readByIdempotencyKey(idempotencyKey)).length === 0) throw error;
  }
}
