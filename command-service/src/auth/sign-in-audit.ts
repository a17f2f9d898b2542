import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import { signInAttemptStream } from '@gym/modules/people/accounts/sign-in-events';
import type { SignInEvent } from '@gym/modules/people/accounts/sign-in-events';
import type { EventStore } from '@gym/events/store/event-store';

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
