import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata, RecordedEvent } from './envelope.js';
import { LOG_START, compareCheckpoints } from './envelope.js';
import type { EventStore, StreamAppend } from './event-store.js';
import { WrongExpectedVersionError } from './event-store.js';
import { metadata, untilVisible } from './store-test-support.js';

/**
 * What an adapter's test file provides to run the contract. Every test uses event types unique to its run, so the
 * suite also works on a log that other runs share (a KurrentDB server cannot be reset between tests).
 */
export interface ContractHarness {
  /**
   * A store on the adapter under test. `beforeCommit`, when the adapter can honour it, runs inside the append's open
   * transaction, so the suite can hold commits open and release them out of order.
   */
  createStore(options?: { beforeCommit?: (appends: readonly StreamAppend[]) => Promise<void> }): Promise<EventStore>;
  /** Whether `beforeCommit` really delays the commit (true for PostgreSQL). */
  readonly canDelayCommits: boolean;
  dispose(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function eventStoreContract(adapterName: string, makeHarness: () => Promise<ContractHarness>): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    let harness: ContractHarness;
    let store: EventStore;
    beforeAll(async () => {
      harness = await makeHarness();
      store = await harness.createStore();
    });
    afterAll(async () => {
      await store?.close();
      await harness?.dispose();
    });

    /** A type no other test or run uses, so reads can be filtered to this test's events. */
    const uniqueType = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
    const streamName = (name: string) => `${name}-${randomUUID()}`;

    it('reads an event stored without the actor details with each of them null, as stored otherwise', async () => {
      const stream = streamName('legacy');
      const legacy: EventMetadata = {
        actorId: 'u-1',
        actorName: 'Old Desk',
        correlationId: randomUUID(),
        causationId: null,
        commandId: randomUUID(),
        at: '2024-01-01T00:00:00.000Z',
      };
      await store.appendToStreams(
        [{ streamId: stream, expectedVersion: 'no_stream', events: [{ type: uniqueType('Old'), data: {} }] }],
        { metadata: legacy },
      );
      const [event] = (await store.readStream(stream)).events;
      expect(event!.metadata).toEqual({
        ...legacy,
        actorUsername: null,
        actorRole: null,
        actorRoleName: null,
        command: null,
        clientAddress: null,
      });
    });

    it('appends to a new stream and reads it back with the full envelope', async () => {
      const stream = streamName('member');
      const type = uniqueType('MemberRegistered');
      const meta = metadata({ actorId: 'u-42', actorName: 'Desk' });
      const result = await store.appendToStreams(
        [
          {
            streamId: stream,
            expectedVersion: 'no_stream',
            events: [
              { type, data: { name: 'Aisha' } },
              { type, data: { name: 'Omar' }, schemaVersion: 2 },
            ],
          },
        ],
        { metadata: meta },
      );
      expect(result.duplicate).toBe(false);
      expect(result.streamVersions[stream]).toBe(2);

      const read = await store.readStream(stream);
      expect(read.version).toBe(2);
      expect(read.events.map((e) => [e.streamVersion, e.data, e.schemaVersion])).toEqual([
        [1, { name: 'Aisha' }, 1],
        [2, { name: 'Omar' }, 2],
      ]);
      const [first, second] = read.events as [RecordedEvent, RecordedEvent];
      expect(first.metadata).toEqual(meta);
      expect(first.streamId).toBe(stream);
      expect(first.type).toBe(type);
      expect(first.eventId).not.toBe(second.eventId);
      expect(second.position).toBe(result.position);
      expect(first.position).toBeLessThan(second.position);
    });

    it('reads an unknown stream as empty at version 0', async () => {
      const stream = streamName('nobody');
      const read = await store.readStream(stream);
      expect(read).toEqual({ version: 0, events: [] });
      expect(await store.streamVersion(stream)).toBe(0);
    });

    it('reads only the events after a version', async () => {
      const stream = streamName('member');
      const type = uniqueType('Renewed');
      await store.appendToStreams(
        [{ streamId: stream, expectedVersion: 0, events: [1, 2, 3, 4].map((n) => ({ type, data: { n } })) }],
        { metadata: metadata() },
      );
      const tail = await store.readStream(stream, { fromVersion: 2 });
      expect(tail.version).toBe(4);
      expect(tail.events.map((e) => [e.streamVersion, e.data])).toEqual([
        [3, { n: 3 }],
        [4, { n: 4 }],
      ]);
      expect(await store.readStream(stream, { fromVersion: 4 })).toEqual({ version: 4, events: [] });
    });

    it('reads several streams in one call, each after its own version', async () => {
      const [a, b, c] = [streamName('a'), streamName('b'), streamName('c')];
      const type = uniqueType('Many');
      await store.appendToStreams(
        [
          { streamId: a, expectedVersion: 0, events: [1, 2, 3].map((n) => ({ type, data: { n } })) },
          { streamId: b, expectedVersion: 0, events: [{ type, data: { n: 9 } }] },
        ],
        { metadata: metadata() },
      );
      const read = await store.readStreams([{ streamId: a, fromVersion: 1 }, { streamId: b }, { streamId: c }]);
      expect(read.map((r) => [r.version, r.events.map((e) => e.data)])).toEqual([
        [3, [{ n: 2 }, { n: 3 }]],
        [1, [{ n: 9 }]],
        [0, []],
      ]);
    });

    it('tells a stream version without reading the stream', async () => {
      const stream = streamName('sequence');
      const type = uniqueType('NumberAssigned');
      for (let i = 0; i < 3; i++) {
        await store.appendToStreams(
          [{ streamId: stream, expectedVersion: i, events: [{ type, data: { n: i + 1 } }] }],
          {
            metadata: metadata(),
          },
        );
      }
      expect(await store.streamVersion(stream)).toBe(3);
    });

    it('raises a typed conflict when the expected version is wrong, and stores nothing', async () => {
      const stream = streamName('invoice');
      const type = uniqueType('InvoiceIssued');
      await store.appendToStreams([{ streamId: stream, expectedVersion: 0, events: [{ type, data: {} }] }], {
        metadata: metadata(),
      });
      const attempts: StreamAppend['expectedVersion'][] = [0, 2, 'no_stream'];
      for (const expectedVersion of attempts) {
        const error = await store
          .appendToStreams([{ streamId: stream, expectedVersion, events: [{ type, data: {} }] }], {
            metadata: metadata(),
          })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toMatchObject({ streamId: stream, actual: 1 });
      }
      const missing = await store
        .appendToStreams(
          [{ streamId: streamName('ghost'), expectedVersion: 'stream_exists', events: [{ type, data: {} }] }],
          {
            metadata: metadata(),
          },
        )
        .catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(WrongExpectedVersionError);
      expect((await store.readStream(stream)).version).toBe(1);

      await store.appendToStreams([{ streamId: stream, expectedVersion: 'any', events: [{ type, data: {} }] }], {
        metadata: metadata(),
      });
      await store.appendToStreams(
        [{ streamId: stream, expectedVersion: 'stream_exists', events: [{ type, data: {} }] }],
        {
          metadata: metadata(),
        },
      );
      expect((await store.readStream(stream)).version).toBe(3);
    });

    it('lets exactly one of several concurrent appends at the same expected version win', async () => {
      const stream = streamName('payment');
      const type = uniqueType('PaymentRecorded');
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          store.appendToStreams([{ streamId: stream, expectedVersion: 0, events: [{ type, data: { i } }] }], {
            metadata: metadata(),
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r) => r.status === 'rejected')) {
        expect((r as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
      }
      expect((await store.readStream(stream)).version).toBe(1);
    });

    it('appends to several streams all-or-nothing', async () => {
      const member = streamName('member');
      const invoice = streamName('invoice');
      const type = uniqueType('Sold');
      await store.appendToStreams([{ streamId: member, expectedVersion: 0, events: [{ type, data: {} }] }], {
        metadata: metadata(),
      });
      const failed = await store
        .appendToStreams(
          [
            { streamId: invoice, expectedVersion: 0, events: [{ type, data: { invoice: true } }] },
            { streamId: member, expectedVersion: 0, events: [{ type, data: { member: true } }] },
          ],
          { metadata: metadata() },
        )
        .catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(WrongExpectedVersionError);
      expect(failed).toMatchObject({ streamId: member });
      expect((await store.readStream(invoice)).version).toBe(0);
      expect((await store.readStream(member)).version).toBe(1);

      const ok = await store.appendToStreams(
        [
          { streamId: invoice, expectedVersion: 0, events: [{ type, data: { invoice: true } }] },
          {
            streamId: member,
            expectedVersion: 1,
            events: [
              { type, data: { member: true } },
              { type, data: { member: 2 } },
            ],
          },
        ],
        { metadata: metadata() },
      );
      expect(ok.streamVersions).toEqual({ [invoice]: 1, [member]: 3 });
      await untilVisible(store, ok.position);
      const all = await store.readAll({ after: LOG_START, limit: 100, types: [type] });
      expect(all.events.map((e) => e.streamId)).toEqual([member, invoice, member, member]);
      // One command, one place in the log: its events are contiguous.
      const commandEvents = all.events.slice(1);
      expect(new Set(commandEvents.map((e) => e.metadata.commandId)).size).toBe(1);
    });

    it('stores a retried command once and answers as the first time', async () => {
      const stream = streamName('checkin');
      const type = uniqueType('MemberCheckedIn');
      const key = randomUUID();
      const meta = metadata({ commandId: key });
      const append = [
        {
          streamId: stream,
          expectedVersion: 0 as const,
          events: [
            { type, data: { n: 1 } },
            { type, data: { n: 2 } },
          ],
        },
      ];
      const first = await store.appendToStreams(append, { metadata: meta, idempotencyKey: key });
      const retry = await store.appendToStreams(append, { metadata: meta, idempotencyKey: key });
      expect(first.duplicate).toBe(false);
      expect(retry).toEqual({ ...first, duplicate: true });
      expect((await store.readStream(stream)).version).toBe(2);
      const stored = await store.readByIdempotencyKey(key);
      expect(stored.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await store.readByIdempotencyKey(randomUUID())).toEqual([]);
    });

    it("keeps the hash of a command's request with its events, so a reused key can be told from a retry", async () => {
      const stream = streamName('payment');
      const type = uniqueType('PaymentRecorded');
      const key = randomUUID();
      const first = await store.appendToStreams(
        [{ streamId: stream, expectedVersion: 0, events: [{ type, data: { amount: 50 } }] }],
        { metadata: metadata({ commandId: key, requestHash: 'hash-of-the-50-payment' }), idempotencyKey: key },
      );
      // The same key with another request: the store appends nothing and hands back what the first one stored,
      // with its hash, for the caller to refuse the second request.
      const reused = await store.appendToStreams(
        [{ streamId: stream, expectedVersion: 'any', events: [{ type, data: { amount: 60 } }] }],
        { metadata: metadata({ commandId: key, requestHash: 'hash-of-the-60-payment' }), idempotencyKey: key },
      );
      expect(reused).toEqual({ ...first, duplicate: true });
      const stored = await store.readByIdempotencyKey(key);
      expect(stored.map((e) => [e.data, e.metadata.requestHash])).toEqual([[{ amount: 50 }, 'hash-of-the-50-payment']]);
      expect((await store.readStream(stream)).events.map((e) => e.metadata.requestHash)).toEqual([
        'hash-of-the-50-payment',
      ]);
      // Events written without a hash read back without one.
      const plain = streamName('plain');
      await store.appendToStreams([{ streamId: plain, expectedVersion: 0, events: [{ type, data: {} }] }], {
        metadata: metadata(),
      });
      expect((await store.readStream(plain)).events[0]!.metadata).not.toHaveProperty('requestHash');
    });

    it('stores concurrent retries of one command once', async () => {
      const stream = streamName('payment');
      const type = uniqueType('PaymentRecorded');
      const key = randomUUID();
      const meta = metadata({ commandId: key });
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          store.appendToStreams(
            [{ streamId: stream, expectedVersion: 'any', events: [{ type, data: { amount: 5 } }] }],
            {
              metadata: meta,
              idempotencyKey: key,
            },
          ),
        ),
      );
      expect(new Set(results.map((r) => r.position)).size).toBe(1);
      expect(results.filter((r) => !r.duplicate).length).toBeLessThanOrEqual(1);
      expect((await store.readStream(stream)).events).toHaveLength(1);
    });

    it('pages through the global log by checkpoint without gaps or repeats', async () => {
      const type = uniqueType('Paged');
      let last = 0;
      for (let i = 0; i < 25; i++) {
        ({ position: last } = await store.appendToStreams(
          [{ streamId: streamName('p'), expectedVersion: 0, events: [{ type, data: { i } }] }],
          { metadata: metadata() },
        ));
      }
      await untilVisible(store, last);
      const seen: number[] = [];
      let after = LOG_START;
      for (let page = 0; page < 20; page++) {
        const { events, checkpoint } = await store.readAll({ after, limit: 7, types: [type] });
        seen.push(...events.map((e) => (e.data as { i: number }).i));
        expect(compareCheckpoints(checkpoint, after)).toBeGreaterThanOrEqual(0);
        if (events.length < 7) break;
        after = checkpoint;
      }
      expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i));
      const head = await store.head();
      expect(compareCheckpoints(head, after)).toBeGreaterThanOrEqual(0);
    });

    it('finds the checkpoint of a position', async () => {
      const type = uniqueType('Located');
      const { position } = await store.appendToStreams(
        [{ streamId: streamName('loc'), expectedVersion: 0, events: [{ type, data: {} }] }],
        { metadata: metadata() },
      );
      await untilVisible(store, position);
      const [event] = (await store.readAll({ after: LOG_START, limit: 10, types: [type] })).events;
      expect(await store.checkpointOf(position)).toEqual(event!.checkpoint);
      expect(await store.checkpointOf(Number.MAX_SAFE_INTEGER)).toBeNull();
    });

    it('stops a subscription whose handler throws and reports the error', async () => {
      const type = uniqueType('Poison');
      await store.appendToStreams([{ streamId: streamName('x'), expectedVersion: 0, events: [{ type, data: {} }] }], {
        metadata: metadata(),
      });
      const error = await new Promise<unknown>((resolve) => {
        store.subscribe({
          after: LOG_START,
          types: [type],
          onBatch: async (events) => {
            if (events.length > 0) throw new Error('handler failed');
          },
          onError: resolve,
        });
      });
      expect(error).toMatchObject({ message: 'handler failed' });
    });

    it('delivers every event exactly once, in stream order, to subscribers started before, during and after 8 concurrent writers', async () => {
      const type = uniqueType('Concurrent');
      const writers = 8;
      const perWriter = 40;
      // Each append waits a random time before its commit, so commits land out of position order (PostgreSQL).
      const delayedStore = await harness.createStore(
        harness.canDelayCommits ? { beforeCommit: () => sleep(Math.random() * 15) } : {},
      );
      const received = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
      const order = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
      const violations: string[] = [];
      const subscribe = (index: number) =>
        store.subscribe({
          after: LOG_START,
          types: [type],
          batchSize: 17,
          onBatch: async (events) => {
            for (const event of events) {
              received[index]!.set(event.eventId, (received[index]!.get(event.eventId) ?? 0) + 1);
              const last = order[index]!.get(event.streamId) ?? 0;
              if (event.streamVersion !== last + 1)
                violations.push(`${index}:${event.streamId}@${event.streamVersion}`);
              order[index]!.set(event.streamId, event.streamVersion);
            }
          },
        });
      const before = subscribe(0);
      let during: ReturnType<typeof subscribe> | undefined;
      const written: string[] = [];
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const stream = streamName(`writer-${w}`);
          for (let i = 0; i < perWriter; i++) {
            if (w === 0 && i === perWriter / 2) during = subscribe(1);
            const key = randomUUID();
            await delayedStore.appendToStreams(
              [{ streamId: stream, expectedVersion: i, events: [{ type, data: { w, i } }] }],
              { metadata: metadata({ commandId: key }), idempotencyKey: key },
            );
            written.push(key);
          }
        }),
      );
      const after = subscribe(2);
      for (const subscription of [before, during!, after]) await subscription.caughtUp();
      await Promise.all([before.stop(), during!.stop(), after.stop(), delayedStore.close()]);

      expect(written).toHaveLength(writers * perWriter);
      for (const [index, counts] of received.entries()) {
        expect({ subscriber: index, events: counts.size }).toEqual({ subscriber: index, events: writers * perWriter });
        expect([...counts.values()].every((n) => n === 1)).toBe(true);
      }
      expect(violations).toEqual([]);
    });
  });
}
