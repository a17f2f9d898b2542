import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AppendResult, StreamAppend } from '../store/event-store.js';
import { WrongExpectedVersionError } from '../store/event-store.js';
import { metadata } from '../store/store-test-support.js';
import { storeForTests } from '../testing/store-test-database.js';

/**
 * Group commit (issue 10, item 7): appends made in the same turn of the event loop are stored in one transaction, yet
 * each command keeps its own expected versions and idempotency key and fails alone.
 */
describe('PostgreSQL group commit', () => {
  const db = storeForTests('group');

  const stream = (name: string) => `${name}-${randomUUID()}`;
  const one = (streamId: string, expectedVersion: StreamAppend['expectedVersion'], data: unknown = {}) => [
    { streamId, expectedVersion, events: [{ type: 'GroupTested', data }] },
  ];
  /** The transaction each position was stored in. */
  const commitOf = async (position: number) => (await db.store.checkpointOf(position))!.commit;

  it('stores the commands of one batch in one transaction and refuses only the one whose stream moved', async () => {
    const moved = stream('moved');
    await db.store.appendToStreams(one(moved, 0), { metadata: metadata() });
    const fresh = [stream('a'), stream('b'), stream('c')];
    // All four are queued in this turn of the event loop: one batch.
    const results = await Promise.allSettled([
      db.store.appendToStreams(one(fresh[0]!, 0), { metadata: metadata() }),
      db.store.appendToStreams(one(moved, 0), { metadata: metadata() }),
      db.store.appendToStreams(one(fresh[1]!, 'no_stream'), { metadata: metadata() }),
      db.store.appendToStreams(one(fresh[2]!, 'any'), { metadata: metadata() }),
    ]);
    const refused = results[1]!;
    expect(refused.status).toBe('rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ streamId: moved, expected: 0, actual: 1 });
    const stored = [results[0]!, results[2]!, results[3]!].map((r) => {
      expect(r.status).toBe('fulfilled');
      return (r as PromiseFulfilledResult<AppendResult>).value;
    });
    expect(stored.map((r) => r.duplicate)).toEqual([false, false, false]);
    expect(stored.map((r, i) => r.streamVersions[fresh[i]!])).toEqual([1, 1, 1]);
    // In one transaction, in the order they were made.
    const commits = await Promise.all(stored.map((r) => commitOf(r.position)));
    expect(new Set(commits).size).toBe(1);
    expect([...stored.map((r) => r.position)].sort((x, y) => x - y)).toEqual(stored.map((r) => r.position));
    expect((await db.store.readStream(moved)).version).toBe(1);
    for (const id of fresh) expect((await db.store.readStream(id)).version).toBe(1);
  });

  it('lets a later command of the batch build on an earlier one on the same stream, and refuses a second claim', async () => {
    const shared = stream('shared');
    const results = await Promise.allSettled([
      db.store.appendToStreams(one(shared, 0, { n: 1 }), { metadata: metadata() }),
      db.store.appendToStreams(one(shared, 0, { n: 'twin' }), { metadata: metadata() }),
      db.store.appendToStreams(one(shared, 1, { n: 2 }), { metadata: metadata() }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ streamId: shared, expected: 0, actual: 1 });
    const read = await db.store.readStream(shared);
    expect(read.events.map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('answers a retried idempotent command inside a batch as a duplicate, with the first position', async () => {
    const keyed = stream('keyed');
    const key = randomUUID();
    const meta = metadata({ commandId: key });
    const first = await db.store.appendToStreams(one(keyed, 0, { first: true }), {
      metadata: meta,
      idempotencyKey: key,
    });
    const other = stream('other');
    const [retry, neighbour, twin] = await Promise.all([
      // The retry decided again on the new state: another expected version, same key.
      db.store.appendToStreams(one(keyed, 1, { first: true }), { metadata: meta, idempotencyKey: key }),
      db.store.appendToStreams(one(other, 0), { metadata: metadata() }),
      db.store.appendToStreams(one(keyed, 1, { first: true }), { metadata: meta, idempotencyKey: key }),
    ]);
    expect(first.duplicate).toBe(false);
    expect(retry).toEqual({ ...first, duplicate: true });
    expect(twin).toEqual({ ...first, duplicate: true });
    expect(neighbour.duplicate).toBe(false);
    expect(neighbour.position).toBeGreaterThan(first.position);
    expect((await db.store.readStream(keyed)).version).toBe(1);
    expect((await db.store.readByIdempotencyKey(key)).map((e) => e.data)).toEqual([{ first: true }]);
  });

  it('stores a new idempotent command once when it is sent twice in the same batch', async () => {
    const keyed = stream('twice');
    const key = randomUUID();
    const meta = metadata({ commandId: key });
    const [a, b] = await Promise.all([
      db.store.appendToStreams(one(keyed, 0), { metadata: meta, idempotencyKey: key }),
      db.store.appendToStreams(one(keyed, 0), { metadata: meta, idempotencyKey: key }),
    ]);
    expect([a.duplicate, b.duplicate]).toEqual([false, true]);
    expect(b.position).toBe(a.position);
    expect((await db.store.readStream(keyed)).version).toBe(1);
  });

  it('runs each command alone when the batch fails as a whole, so only the faulty one fails', async () => {
    const good = [stream('good'), stream('good')];
    const bad = stream('bad');
    // PostgreSQL's jsonb cannot hold a NUL: the batch's statement fails, and with it, at first, every command in it.
    const results = await Promise.allSettled([
      db.store.appendToStreams(one(good[0]!, 0), { metadata: metadata() }),
      db.store.appendToStreams(one(bad, 0, { text: 'a\u0000b' }), { metadata: metadata() }),
      db.store.appendToStreams(one(good[1]!, 0), { metadata: metadata() }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    for (const id of good) expect((await db.store.readStream(id)).version).toBe(1);
    expect((await db.store.readStream(bad)).version).toBe(0);
  });

  it('answers reads of the same turn from one query, each with its own streams and versions', async () => {
    const a = stream('read-a');
    const b = stream('read-b');
    await db.store.appendToStreams(
      [
        { streamId: a, expectedVersion: 0, events: [1, 2, 3].map((n) => ({ type: 'GroupTested', data: { n } })) },
        { streamId: b, expectedVersion: 0, events: [{ type: 'GroupTested', data: { n: 'b' } }] },
      ],
      { metadata: metadata() },
    );
    const [whole, tail, empty, both] = await Promise.all([
      db.store.readStreams([{ streamId: a }]),
      db.store.readStreams([{ streamId: a, fromVersion: 2 }]),
      db.store.readStreams([{ streamId: stream('none') }, { streamId: a, fromVersion: 3 }]),
      db.store.readStreams([{ streamId: b }, { streamId: a, fromVersion: 1 }]),
    ]);
    const data = (read: { events: readonly { data: unknown }[] }) => read.events.map((e) => e.data);
    expect(whole.map(data)).toEqual([[{ n: 1 }, { n: 2 }, { n: 3 }]]);
    expect(tail.map((r) => [r.version, data(r)])).toEqual([[3, [{ n: 3 }]]]);
    expect(empty.map((r) => [r.version, data(r)])).toEqual([
      [0, []],
      [3, []],
    ]);
    expect(both.map((r) => [r.version, data(r)])).toEqual([
      [1, [{ n: 'b' }]],
      [3, [{ n: 2 }, { n: 3 }]],
    ]);
  });

  it('fails only the read that cannot be answered when reads are merged', async () => {
    const a = stream('read-ok');
    await db.store.appendToStreams(one(a, 0), { metadata: metadata() });
    const [good, bad] = await Promise.allSettled([
      db.store.readStreams([{ streamId: a }]),
      // PostgreSQL refuses a NUL in text: the merged query fails, then each read runs alone.
      db.store.readStreams([{ streamId: 'bad\u0000stream' }]),
    ]);
    expect(good.status).toBe('fulfilled');
    expect((good as PromiseFulfilledResult<{ version: number }[]>).value.map((r) => r.version)).toEqual([1]);
    expect(bad.status).toBe('rejected');
  });
});
