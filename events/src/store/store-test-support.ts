import { randomUUID } from 'node:crypto';
import type { EventMetadata } from './envelope.js';
import { LOG_START, compareCheckpoints } from './envelope.js';
import type { EventStore } from './event-store.js';

// What tests of any adapter or of the services need around a store: a full metadata envelope, and waits for readers
// to see what was committed (by the readers' own catch-up, never by a clock).

/** The metadata of a command by a test user, with every field issue 13 asks for; `overrides` replaces some. */
export function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorId: 'user-1',
    actorName: 'Contract Tester',
    correlationId: randomUUID(),
    causationId: null,
    commandId: randomUUID(),
    at: new Date().toISOString(),
    actorUsername: 'tester',
    actorRole: 'administrator',
    actorRoleName: 'Administrator',
    command: 'POST /api/contract',
    clientAddress: '192.0.2.10',
    ...overrides,
  };
}

/**
 * Resolves once a subscription's catch-up ends with a read that no running transaction held back: by then every
 * event committed before the call is visible to readers.
 */
export async function untilReadersCatchUp(store: EventStore): Promise<void> {
  const subscription = store.subscribe({
    after: LOG_START,
    types: [`Nothing-${randomUUID()}`],
    onBatch: async () => undefined,
  });
  try {
    await subscription.caughtUp();
  } finally {
    await subscription.stop();
  }
}

/** Waits until readers see the event at `position` (see `untilReadersCatchUp`). */
export async function untilVisible(store: EventStore, position: number): Promise<void> {
  await untilReadersCatchUp(store);
  const at = await store.checkpointOf(position);
  if (!at || compareCheckpoints(await store.head(), at) < 0) {
    throw new Error(`the event at position ${position} is not visible once readers caught up`);
  }
}
