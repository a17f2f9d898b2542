import { randomUUID } from 'node:crypto';
import { UnsupportedError } from '@kurrent/kurrentdb-client';
import { afterAll, beforeAll, describe } from 'vitest';
import { eventStoreContract } from '../store/event-store.contract.js';
import { metadata } from '../store/store-test-support.js';
import { HOW_TO_RUN_KURRENTDB_TESTS, kurrentDbSource, provideKurrentDb } from '../testing/kurrentdb-server.js';
import type { KurrentDbServer } from '../testing/kurrentdb-server.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/*
 * The adapter contract suite on a real KurrentDB: the server at KURRENTDB_URL, or a throw-away container started with
 * testcontainers where a container engine answers. Without either the suite is reported as skipped, and one line
 * says so and how to run it.
 */

const STARTUP_TIMEOUT_MS = 240_000;

/**
 * Until the server takes an atomic two-stream append (which also proves it is 25.1+), retrying while it starts. A
 * server too old for multiStreamAppend fails at once rather than after the timeout.
 */
async function waitUntilReady(url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const store = new KurrentDbEventStore(url);
    try {
      await store.appendToStreams(
        ['a', 'b'].map((name) => ({
          streamId: `contract-probe-${name}-${randomUUID()}`,
          expectedVersion: 0,
          events: [{ type: 'ContractProbe', data: {} }],
        })),
        { metadata: metadata() },
      );
      return;
    } catch (error) {
      if (error instanceof UnsupportedError)
        throw new Error(`KurrentDB at ${url} is older than 25.1`, { cause: error });
      if (Date.now() > deadline) throw new Error(`KurrentDB at ${url} did not answer`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    } finally {
      await store.close();
    }
  }
}

const source = await kurrentDbSource();
if (source.kind === 'none') {
  console.warn(`KurrentDB contract suite NOT RUN: ${source.reason}; ${HOW_TO_RUN_KURRENTDB_TESTS}.`);
}

describe.skipIf(source.kind === 'none')('KurrentDB server', () => {
  let server: KurrentDbServer | null = null;

  beforeAll(async () => {
    server = await provideKurrentDb(source);
    await waitUntilReady(server.url);
  }, STARTUP_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    await server?.stop();
  }, 90_000);

  eventStoreContract('kurrentdb', async () => ({
    canDelayCommits: false,
    // A client per store: the suite closes one store while it keeps using the other.
    createStore: async () => new KurrentDbEventStore(server!.url, { pollIntervalMs: 250 }),
    dispose: async () => {},
  }));
});
