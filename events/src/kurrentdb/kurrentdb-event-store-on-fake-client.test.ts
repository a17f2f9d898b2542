import { EventEmitter } from 'node:events';
import type {
  AppendStreamRequest,
  AppendStreamState,
  EventData,
  KurrentDBClient,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
} from '@kurrent/kurrentdb-client';
import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { LOG_START } from '../store/envelope.js';
import { eventStoreContract } from '../store/event-store.contract.js';
import { metadata } from '../store/store-test-support.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/*
 * The contract suite against an in-memory stand-in for the KurrentDB client, so the adapter's own logic (paging and
 * checkpoints over a log with system records in it, filters, idempotency through the index stream, conflict
 * translation, subscriptions) runs on every `npm test`. The stand-in copies the server behaviour the adapter relies on:
 * inclusive reads from a log position, commit = prepare per event, atomic multi-stream appends written in request
 * order, conflicts as the client's WrongExpectedVersionError, type filters as regular expressions. It proves nothing
 * about the real server; kurrentdb-event-store.test.ts runs the same suite there.
 */

interface StoredRecord {
  readonly streamId: string;
  readonly id: string;
  readonly type: string;
  readonly revision: bigint;
  readonly data: string;
  readonly metadata: string;
  readonly position: bigint;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

class FakeKurrentDbClient {
  private readonly log: StoredRecord[] = [];
  private readonly streams = new Map<string, StoredRecord[]>();
  private readonly appended = new EventEmitter();
  private nextPosition = 1000n;
  private appends = 0;

  constructor() {
    this.appended.setMaxListeners(100);
    this.writeSystemRecord();
  }

  async appendToStream(streamName: string, events: EventData[], options: { streamState?: AppendStreamState } = {}) {
    await tick();
    this.check(streamName, options.streamState ?? ANY);
    const written = this.write(streamName, events);
    const last = written.at(-1)!;
    this.afterAppend();
    return { success: true, nextExpectedRevision: last.revision, position: this.positionOf(last) };
  }

  async multiStreamAppend(requests: AppendStreamRequest[]) {
    await tick();
    for (const event of requests.flatMap((r) => r.events)) {
      const values = Object.values((event.metadata ?? {}) as object);
      if (!values.every((v) => typeof v === 'string')) throw new Error('metadata must be strings');
    }
    for (const request of requests) this.check(request.streamName, request.expectedState);
    const responses = requests.map((request) => {
      // The v2 protocol stores the schema next to the caller's properties in the metadata.
      const events = request.events.map((e) => ({
        ...e,
        metadata: { ...(e.metadata as object), '$schema.name': e.type, '$schema.format': 'Json' },
      }));
      const written = this.write(request.streamName, events as EventData[]);
      return { streamName: request.streamName, revision: written.at(-1)!.revision };
    });
    // The position of this append's last record, taken before a system record may land after it.
    const position = this.log.at(-1)!.position;
    this.afterAppend();
    return { position, responses };
  }

  readStream(streamName: string, options: ReadStreamOptions = {}) {
    const records = this.streams.get(streamName);
    const maxCount = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    return (async function* (client: FakeKurrentDbClient) {
      await tick();
      if (!records) throw new StreamNotFoundError(undefined, streamName);
      // Backwards reads start at the end, the only place this code starts them from; forwards from a revision.
      const from = typeof options.fromRevision === 'bigint' ? Number(options.fromRevision) : 0;
      const ordered =
        options.direction === BACKWARDS ? [...records].reverse() : records.filter((r) => Number(r.revision) >= from);
      for (const record of ordered.slice(0, maxCount)) yield { event: client.toClientEvent(record) };
    })(this);
  }

  readAll(options: ReadAllOptions = {}) {
    const snapshot = [...this.log];
    const maxCount = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
    const from = options.fromPosition ?? START;
    const filter = options.filter;
    const selects = (record: StoredRecord) => {
      if (!filter) return true;
      const field = filter.filterOn === 'streamName' ? record.streamId : record.type;
      return 'regex' in filter
        ? new RegExp(filter.regex).test(field)
        : filter.prefixes.some((p) => field.startsWith(p));
    };
    let records: StoredRecord[];
    if (options.direction === BACKWARDS) {
      if (from !== END) throw new Error('the fake reads backwards from the end only');
      records = snapshot.reverse();
    } else {
      // Inclusive, like the server: the record at the position comes back too.
      records = from === START ? snapshot : snapshot.filter((r) => r.position >= (from as Position).commit);
    }
    const selected = records.filter(selects).slice(0, maxCount);
    return (async function* (client: FakeKurrentDbClient) {
      await tick();
      for (const record of selected) yield { event: client.toClientEvent(record), commitPosition: record.position };
    })(this);
  }

  subscribeToAll() {
    const subscription = new EventEmitter() as EventEmitter & { unsubscribe(): Promise<void> };
    const onAppend = () => subscription.emit('data', {});
    this.appended.on('append', onAppend);
    subscription.unsubscribe = async () => {
      this.appended.off('append', onAppend);
    };
    setImmediate(() => subscription.emit('confirmation'));
    return subscription;
  }

  async dispose() {}

  private check(streamName: string, expected: AppendStreamState): void {
    const current = this.streams.get(streamName)?.at(-1)?.revision ?? NO_STREAM;
    const ok =
      expected === ANY ||
      (expected === NO_STREAM && current === NO_STREAM) ||
      (expected === STREAM_EXISTS && current !== NO_STREAM) ||
      expected === current;
    if (!ok) throw new WrongExpectedVersionError(undefined, { streamName, expected, current });
  }

  private write(streamName: string, events: readonly EventData[]): StoredRecord[] {
    const stream = this.streams.get(streamName) ?? [];
    this.streams.set(streamName, stream);
    return events.map((event) => {
      const record: StoredRecord = {
        streamId: streamName,
        id: event.id,
        type: event.type,
        revision: BigInt(stream.length),
        data: JSON.stringify(event.data),
        metadata: JSON.stringify(event.metadata),
        position: this.nextPosition,
      };
      this.nextPosition += 137n + BigInt(record.data.length);
      stream.push(record);
      this.log.push(record);
      return record;
    });
  }

  /** Now and then a system record lands in the log, as stats and metadata writes do on a real server. */
  private afterAppend(): void {
    if (++this.appends % 7 === 0) this.writeSystemRecord();
    this.appended.emit('append');
  }

  private writeSystemRecord(): void {
    this.write('$stats-127.0.0.1:2113', [
      { id: crypto.randomUUID(), contentType: 'application/json', type: '$statsCollection', data: {}, metadata: {} },
    ]);
  }

  private positionOf(record: StoredRecord): Position {
    return { commit: record.position, prepare: record.position };
  }

  private toClientEvent(record: StoredRecord) {
    return {
      streamId: record.streamId,
      id: record.id,
      isJson: true as const,
      revision: record.revision,
      type: record.type,
      created: new Date(),
      data: JSON.parse(record.data) as unknown,
      metadata: JSON.parse(record.metadata) as unknown,
      position: this.positionOf(record),
    };
  }
}

eventStoreContract('kurrentdb adapter on an in-memory fake client', async () => {
  const client = new FakeKurrentDbClient() as unknown as KurrentDBClient;
  return {
    canDelayCommits: false,
    createStore: async () => new KurrentDbEventStore(client, { pollIntervalMs: 200 }),
    dispose: async () => {},
  };
});

eventStoreContract('kurrentdb adapter in a namespace, on a fake client other namespaces write to', async () => {
  const client = new FakeKurrentDbClient() as unknown as KurrentDBClient;
  const neighbour = new KurrentDbEventStore(client, { namespace: 'neighbour' });
  const metadataOf = metadata();
  // Streams and idempotency keys the contract also uses, so a leak between namespaces would show.
  await neighbour.appendToStreams(
    [{ streamId: 'member-1', expectedVersion: 'any', events: [{ type: 'NeighbourEvent', data: {} }] }],
    { metadata: metadataOf, idempotencyKey: 'shared-key-1' },
  );
  return {
    canDelayCommits: false,
    createStore: async () => new KurrentDbEventStore(client, { pollIntervalMs: 200, namespace: 'contract' }),
    dispose: () => neighbour.close(),
  };
});

describe('KurrentDB namespaces on one server', () => {
  it('keep streams, reads of the log, subscriptions and idempotency keys apart', async () => {
    const client = new FakeKurrentDbClient() as unknown as KurrentDBClient;
    const [a, b] = ['gym-a', 'gym-b'].map((namespace) => new KurrentDbEventStore(client, { namespace }));
    const append = (store: KurrentDbEventStore, name: string) =>
      store.appendToStreams(
        [{ streamId: 'member-7', expectedVersion: 'any', events: [{ type: 'MemberRegistered', data: { name } }] }],
        { metadata: metadata(), idempotencyKey: 'same-key-in-both' },
      );
    expect((await append(a!, 'Aisha')).duplicate).toBe(false);
    expect((await append(b!, 'Omar')).duplicate).toBe(false);
    expect((await append(a!, 'Aisha')).duplicate).toBe(true);

    const read = await a!.readStream('member-7');
    expect(read.events.map((e) => [e.streamId, e.data])).toEqual([['member-7', { name: 'Aisha' }]]);
    const all = await b!.readAll({ after: LOG_START, limit: 100 });
    expect(all.events.map((e) => [e.streamId, e.data])).toEqual([['member-7', { name: 'Omar' }]]);
    expect((await b!.readByIdempotencyKey('same-key-in-both')).map((e) => e.data)).toEqual([{ name: 'Omar' }]);
    await Promise.all([a!.close(), b!.close()]);
  });

  it('refuse a namespace that could run into another', () => {
    expect(() => new KurrentDbEventStore('kurrentdb://localhost:2113?tls=false', { namespace: 'a:b' })).toThrow(
      /namespace/,
    );
  });
});
