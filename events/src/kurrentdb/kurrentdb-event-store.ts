import { randomUUID } from 'node:crypto';
import type {
  AllStreamRecordedEvent,
  AppendStreamRequest,
  EventData,
  Filter,
  JSONType,
  MultiAppendResult,
  Position,
  ReadStreamOptions,
  RecordedEvent as KurrentRecordedEvent,
} from '@kurrent/kurrentdb-client';
import { BACKWARDS, END, KurrentDBClient, NO_STREAM, StreamNotFoundError, jsonEvent } from '@kurrent/kurrentdb-client';
import type { Checkpoint, EventMetadata, NewEvent, RecordedEvent } from '../store/envelope.js';
import { LOG_START } from '../store/envelope.js';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ReadAllOptions,
  ReadAllResult,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../store/event-store.js';
import { deriveEventId } from '../store/ids.js';
import { OpenSubscriptions } from '../store/open-subscriptions.js';
import { AppendWatcher } from './append-watcher.js';
import { asClientConflict, toWrongExpectedVersionError } from './conflict-error.js';
import { encodeMetadata } from './event-metadata-codec.js';
import { isOurEvent } from './event-type-filter.js';
import { toStreamState } from './expected-version.js';
import { INDEX_EVENT_TYPE, indexStreamOf, readIndexEventData, resultOfStoredCommand } from './idempotency-index.js';
import { globalPositionOf, isPast, laterOf, toCheckpoint, toReadPosition } from './log-position.js';
import { toRecordedEvent } from './recorded-event.js';
import { StreamNamespace } from './stream-namespace.js';

export interface KurrentDbEventStoreOptions {
  /** Backstop for a missed live notification: subscriptions read at least this often. */
  readonly pollIntervalMs?: number;
  /** Keeps this store's streams apart from others on the same server (see stream-namespace.ts). */
  readonly namespace?: string;
}

/**
 * How far past a command's index event readByIdempotencyKey looks for the command's events. They follow it directly
 * (one transaction is written contiguously); the slack only tolerates a server that interleaves a few records.
 */
const COMMAND_SCAN_SLACK = 100;

/** After losing a race on the index stream, how long to wait for the winner's events to become readable. */
const CONCURRENT_RETRY_WAITS_MS = [5, 10, 20, 50, 100, 200, 400, 800];

/**
 * The event store on KurrentDB (DESIGN section 3), for deployments that outgrow one PostgreSQL. Needs KurrentDB 25.1+
 * (atomic multi-stream appends). Streams map one to one; our 1-based versions are KurrentDB's 0-based revisions plus
 * one; the global position is the commit position of $all, which KurrentDB only ever shows in order, so readers need no
 * equivalent of PostgreSQL's transaction-id checkpoint.
 */
export class KurrentDbEventStore implements EventStore {
  readonly name = 'kurrentdb';
  private readonly client: KurrentDBClient;
  /** A client built from a connection string belongs to the store; one passed in belongs to the caller. */
  private readonly ownsClient: boolean;
  private readonly subscriptions: OpenSubscriptions;
  private readonly watcher: AppendWatcher;
  private readonly streams: StreamNamespace;

  constructor(connection: string | KurrentDBClient, options: KurrentDbEventStoreOptions = {}) {
    this.streams = new StreamNamespace(options.namespace);
    this.ownsClient = typeof connection === 'string';
    this.client = typeof connection === 'string' ? KurrentDBClient.connectionString(connection) : connection;
    this.subscriptions = new OpenSubscriptions(options.pollIntervalMs ?? 1000);
    this.watcher = new AppendWatcher(this.client, () => this.subscriptions.wake());
  }

  async appendToStreams(appends: readonly StreamAppend[], options: AppendOptions): Promise<AppendResult> {
    checkAppends(appends);
    const requests = toAppendRequests(appends, options, this.streams);
    try {
      if (options.idempotencyKey !== undefined) {
        return await this.appendCommand(options.idempotencyKey, requests, options.metadata);
      }
      if (requests.length === 1) return await this.appendToOneStream(requests[0]!);
      return this.resultOfMultiAppend(await this.client.multiStreamAppend(requests));
    } catch (error) {
      throw toWrongExpectedVersionError(error, appends, (name) => this.streams.fromServer(name)) ?? error;
    }
  }

  /** The plain append protocol: what a single stream without an idempotency key needs. */
  private async appendToOneStream(request: AppendStreamRequest): Promise<AppendResult> {
    const result = await this.client.appendToStream(request.streamName, request.events, {
      streamState: request.expectedState,
    });
    if (!result.position) throw new Error('KurrentDB did not report the position of the append');
    return {
      position: globalPositionOf(result.position),
      streamVersions: { [this.streams.fromServer(request.streamName)]: Number(result.nextExpectedRevision) + 1 },
      duplicate: false,
    };
  }

  /** An append with an idempotency key, together with its index event (see idempotency-index.ts). */
  private async appendCommand(
    key: string,
    requests: readonly AppendStreamRequest[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    const indexStream = this.streams.toServer(indexStreamOf(key));
    const index: AppendStreamRequest = {
      streamName: indexStream,
      expectedState: NO_STREAM,
      events: [
        jsonEvent({
          // Random on purpose: the same id would let the server treat a retry as an idempotent no-op and report success.
          id: randomUUID(),
          type: INDEX_EVENT_TYPE,
          data: {
            idempotencyKey: key,
            eventCount: requests.reduce((n, r) => n + r.events.length, 0),
            streamIds: requests.map((r) => this.streams.fromServer(r.streamName)),
          },
          metadata: encodeMetadata(metadata, 1),
        }),
      ],
    };
    try {
      return this.resultOfMultiAppend(await this.client.multiStreamAppend([index, ...requests]), indexStream);
    } catch (error) {
      const conflict = asClientConflict(error);
      if (!conflict) throw error;
      // Only a conflict on the index stream proves the command was stored; one on a business stream may be a real
      // conflict, unless a look finds the index stream after all.
      const stored = await this.storedCommand(key, conflict.streamName === indexStream);
      if (stored.length > 0) return resultOfStoredCommand(stored);
      throw error;
    }
  }

  /**
   * The events of a stored command. When a concurrent attempt is known to have won, the server may have decided our
   * conflict a moment before the winner's write became readable, so look a few times before giving up.
   */
  private async storedCommand(key: string, knownToExist: boolean): Promise<readonly RecordedEvent[]> {
    const waits = knownToExist ? CONCURRENT_RETRY_WAITS_MS : [];
    for (let attempt = 0; ; attempt++) {
      const stored = await this.readByIdempotencyKey(key);
      if (stored.length > 0) return stored;
      const wait = waits[attempt];
      if (wait === undefined) break;
      await sleep(wait);
    }
    if (knownToExist)
      throw new Error(`Command ${key} was stored by a concurrent attempt, but its events are not readable`);
    return [];
  }

  async readStream(
    streamId: string,
    options: { readonly fromVersion?: number } = {},
  ): Promise<{ readonly version: number; readonly events: readonly RecordedEvent[] }> {
    const fromVersion = options.fromVersion ?? 0;
    // Our versions count from 1, KurrentDB revisions from 0: events after version v start at revision v.
    const records = await this.readStreamRecords(
      streamId,
      fromVersion > 0 ? { fromRevision: BigInt(fromVersion) } : {},
    );
    const events = records.map((record) => this.toRecordedEvent(record));
    return { version: events.at(-1)?.streamVersion ?? fromVersion, events };
  }

  readStreams(requests: readonly { readonly streamId: string; readonly fromVersion?: number }[]) {
    return Promise.all(
      requests.map((r) =>
        this.readStream(r.streamId, r.fromVersion !== undefined ? { fromVersion: r.fromVersion } : {}),
      ),
    );
  }

  async streamVersion(streamId: string): Promise<number> {
    const [last] = await this.readStreamRecords(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
    return last ? Number(last.revision) + 1 : 0;
  }

  private async readStreamRecords(streamId: string, options: ReadStreamOptions = {}): Promise<KurrentRecordedEvent[]> {
    const records: KurrentRecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(this.streams.toServer(streamId), options)) {
        if (resolved.event) records.push(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return records;
  }

  async readByIdempotencyKey(idempotencyKey: string): Promise<readonly RecordedEvent[]> {
    const [index] = await this.readStreamRecords(indexStreamOf(idempotencyKey), { maxCount: 1 });
    if (!index) return [];
    if (!index.position) throw new Error(`KurrentDB did not report the log position of event ${index.id}`);
    const { eventCount } = readIndexEventData(index.data);
    const ids = Array.from({ length: eventCount }, (_, i) => deriveEventId(idempotencyKey, i));
    return this.readCommandEvents(index.position, ids);
  }

  /** The events with these ids, in log order, from the records that follow `from` in $all. */
  private async readCommandEvents(from: Position, ids: readonly string[]): Promise<RecordedEvent[]> {
    const wanted = new Set(ids);
    const found: RecordedEvent[] = [];
    const maxCount = ids.length + 1 + COMMAND_SCAN_SLACK;
    for await (const resolved of this.client.readAll({ fromPosition: from, maxCount })) {
      if (!resolved.event || !wanted.has(resolved.event.id)) continue;
      found.push(this.toRecordedEvent(resolved.event));
      if (found.length === wanted.size) return found;
    }
    throw new Error(`Found ${found.length} of the ${ids.length} events of a stored command after its index event`);
  }

  /**
   * Filters on the server (so a reader of a few types does not download the log) and pages until `limit` events are
   * found or the log ends. The checkpoint moves past every record scanned: to the last event returned when the batch
   * is full, otherwise to the head of the log as it was before the scan (the scan reached the end, so it saw
   * everything up to there, matching or not).
   */
  async readAll({ after, limit, types }: ReadAllOptions): Promise<ReadAllResult> {
    const head = await this.head();
    const filter = this.streams.readFilter(types);
    const events: RecordedEvent[] = [];
    let cursor = after;
    for (;;) {
      // One more than needed: KurrentDB reads from a position inclusively, so the record at the cursor may come back.
      const page = await this.readAllPage(cursor, limit - events.length + 1, filter);
      for (const record of page.records) {
        if (events.length === limit) break;
        const checkpoint = toCheckpoint(record.position);
        if (!isPast(checkpoint, cursor)) continue;
        cursor = checkpoint;
        if (isOurEvent(record.type, types) && this.streams.owns(record.streamId)) {
          events.push(this.toRecordedEvent(record));
        }
      }
      if (events.length === limit) return { events, checkpoint: cursor };
      if (page.exhausted) return { events, checkpoint: laterOf(cursor, head) };
    }
  }

  private async readAllPage(after: Checkpoint, maxCount: number, filter: Filter) {
    const records: AllStreamRecordedEvent[] = [];
    let received = 0;
    for await (const resolved of this.client.readAll({ fromPosition: toReadPosition(after), maxCount, filter })) {
      received++;
      if (resolved.event) records.push(resolved.event);
    }
    return { records, exhausted: received < maxCount };
  }

  subscribe(options: SubscribeOptions): Subscription {
    this.watcher.start();
    return this.subscriptions.start(options, (request) => this.readAll(request));
  }

  async checkpointOf(position: number): Promise<Checkpoint | null> {
    if (!Number.isSafeInteger(position) || position < 0) return null;
    // Reading $all from beyond its end is not a question KurrentDB has to answer.
    if (position > Number((await this.head()).commit)) return null;
    const at = BigInt(position);
    for await (const resolved of this.client.readAll({ fromPosition: { commit: at, prepare: at }, maxCount: 1 })) {
      const event = resolved.event;
      return event && globalPositionOf(event.position) === position ? toCheckpoint(event.position) : null;
    }
    return null;
  }

  /** The position of the last record of $all, whatever it is: readers may move past system records too. */
  async head(): Promise<Checkpoint> {
    for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) {
      if (resolved.event) return toCheckpoint(resolved.event.position);
    }
    return LOG_START;
  }

  private toRecordedEvent(record: KurrentRecordedEvent): RecordedEvent {
    const event = toRecordedEvent(record);
    return { ...event, streamId: this.streams.fromServer(event.streamId) };
  }

  /** The versions of the business streams (not the index stream) and the position of the last event appended. */
  private resultOfMultiAppend(result: MultiAppendResult, indexStream?: string): AppendResult {
    const streamVersions: Record<string, number> = {};
    for (const response of result.responses) {
      if (response.streamName !== indexStream) {
        streamVersions[this.streams.fromServer(response.streamName)] = Number(response.revision) + 1;
      }
    }
    return { position: Number(result.position), streamVersions, duplicate: false };
  }

  async close(): Promise<void> {
    await this.subscriptions.stopAll();
    await this.watcher.stop();
    if (this.ownsClient) await this.client.dispose();
  }
}

function checkAppends(appends: readonly StreamAppend[]): void {
  const streamIds = appends.map((a) => a.streamId);
  if (new Set(streamIds).size !== streamIds.length) throw new Error('A stream may appear only once per append');
  if (appends.every((a) => a.events.length === 0)) throw new Error('An append needs at least one event');
}

/** One request per stream; event ids derive from the idempotency key and the event's index in the whole command. */
function toAppendRequests(
  appends: readonly StreamAppend[],
  options: AppendOptions,
  streams: StreamNamespace,
): AppendStreamRequest[] {
  let index = 0;
  return appends.map((append) => ({
    streamName: streams.toServer(append.streamId),
    expectedState: toStreamState(append.expectedVersion),
    events: append.events.map((event) => toEventData(event, options, index++)),
  }));
}

function toEventData(event: NewEvent, options: AppendOptions, index: number): EventData {
  const key = options.idempotencyKey;
  return jsonEvent({
    id: key === undefined ? randomUUID() : deriveEventId(key, index),
    type: event.type,
    // The client serialises data with JSON.stringify; its type only names the shapes it expects most.
    data: (event.data ?? null) as JSONType,
    metadata: encodeMetadata(options.metadata, event.schemaVersion ?? 1),
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
