import type pg from 'pg';
import type { Pool } from 'pg';
import { LOG_START, compareCheckpoints, upcastMetadata } from '../store/envelope.js';
import type { Checkpoint, EventMetadata, RecordedEvent } from '../store/envelope.js';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ReadAllOptions,
  ReadAllResult,
  SqlLog,
  StreamAppend,
  SubscribeOptions,
  Subscription,
} from '../store/event-store.js';
import { deriveEventId } from '../store/ids.js';
import { AppendBatcher } from './append-batcher.js';
import type { BatchRow } from './append-batcher.js';
import { APPEND_CHANNEL } from './event-store-migrations.js';
import { AppendListener } from './append-listener.js';
import { AppendNotifier } from './append-notifier.js';
import { decodeAppendedTypes } from './appended-types.js';
import { OpenSubscriptions } from '../store/open-subscriptions.js';
import { ReadHorizon } from './read-horizon.js';
import { readBatchSql } from './read-batch-sql.js';
import { inCommitOrder } from './commit-order.js';
import { LOG_RANGE_SQL } from './log-range-sql.js';

export interface PostgresEventStoreOptions {
  /** Pool used for appends and reads. The store does not end a pool it was given. */
  readonly pool: Pool;
  /** Connection settings for the dedicated LISTEN connection (defaults to the pool's). */
  readonly listenConfig?: pg.ClientConfig;
  /** Backstop for a missed notification: subscriptions read at least this often. */
  readonly pollIntervalMs?: number;
  /**
   * Test seam: when set, appends run in an explicit transaction and call this before COMMIT, so a test can hold
   * commits open and release them out of order. Never set in production.
   */
  readonly beforeCommit?: (appends: readonly StreamAppend[]) => Promise<void>;
  /**
   * Group commits running at once (default 2). Appends arriving meanwhile queue and are stored together in the next
   * one: under load a transaction and a commit serve many commands.
   */
  readonly appendPipelines?: number;
  /**
   * At most how often reads held back by running transactions ask which of them run in other databases of the
   * server, to read past those (default 200 ms; see `read-horizon.ts`).
   */
  readonly foreignCheckEveryMs?: number;
}

interface EventRow {
  kind: number;
  position: string | null;
  commit: string | null;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
}

/** One event of a read batch, in the column order of the JSON array the server builds. */
type BatchTuple = [string, string, string, string, number, string, number, unknown, EventMetadata];
/** One row of a read batch: the event's JSON array (null when the batch is empty), head, pending, server xmin. */
type LogBatchRow = [string | null, string | null, boolean, string];

const APPEND_BATCH_SQL = `SELECT command, stream_id, stream_version, last_position::text AS last_position, duplicate,
    wrong_stream, wrong_actual
  FROM event_store.append_batch($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::uuid[], $7::text[],
    $8::int[], $9::jsonb[], $10::jsonb[])`;

type StreamRead = { readonly version: number; readonly events: readonly RecordedEvent[] };

/** A `readStreams` call waiting to be merged with the others of its turn. */
interface PendingRead {
  readonly requests: readonly { readonly streamId: string; readonly fromVersion?: number }[];
  resolve(answer: StreamRead[]): void;
  reject(error: unknown): void;
}

const EVENT_COLUMNS = `e.position::text AS position, e.transaction_id::text AS commit, e.event_id, e.stream_id,
  e.stream_version, e.type, e.schema_version, e.data, e.metadata`;

function toRecorded(row: EventRow): RecordedEvent {
  const position = Number(row.position);
  return {
    eventId: row.event_id,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: upcastMetadata(row.metadata),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    position,
    checkpoint: { commit: row.commit!, position },
  };
}

/** The embedded default event store: one append-only table in PostgreSQL (DESIGN section 3). */
export class PostgresEventStore implements EventStore {
  readonly name = 'postgres';
  private readonly pool: Pool;
  private readonly listener: AppendListener;
  private readonly beforeCommit: PostgresEventStoreOptions['beforeCommit'];
  private readonly subscriptions: OpenSubscriptions;
  private readonly notifier: AppendNotifier;
  private readonly batcher: AppendBatcher;
  private readonly pendingReads: PendingRead[] = [];
  private readonly horizon: ReadHorizon;
  readonly sqlLog: SqlLog;

  constructor(options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.sqlLog = { pool: options.pool, range: LOG_RANGE_SQL };
    this.notifier = new AppendNotifier(options.pool, APPEND_CHANNEL);
    this.subscriptions = new OpenSubscriptions(options.pollIntervalMs ?? 1000);
    this.beforeCommit = options.beforeCommit;
    this.batcher = new AppendBatcher({
      run: (params, appends) => this.runAppend(params, appends),
      streamVersion: (streamId) => this.streamVersion(streamId),
      appended: (types) => this.notifier.signal(types),
      pipelines: options.appendPipelines ?? 2,
    });
    this.horizon = new ReadHorizon(options.pool, options.foreignCheckEveryMs);
    this.listener = new AppendListener(
      options.listenConfig ?? poolConnectionConfig(options.pool),
      APPEND_CHANNEL,
      (payload) => {
        const types = decodeAppendedTypes(payload);
        this.subscriptions.wake(types);
      },
    );
  }

  appendToStreams(appends: readonly StreamAppend[], options: AppendOptions): Promise<AppendResult> {
    return this.batcher.append(appends, options);
  }

  private async runAppend(params: unknown[], appends: readonly StreamAppend[]): Promise<BatchRow[]> {
    const query = { name: 'event_store_append_batch', text: APPEND_BATCH_SQL, values: params };
    if (!this.beforeCommit) return (await this.pool.query<BatchRow>(query)).rows;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await client.query<BatchRow>(query);
      await this.beforeCommit(appends);
      await client.query('COMMIT');
      return result.rows;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async streamVersion(streamId: string): Promise<number> {
    const result = await this.pool.query<{ version: number | null }>(
      'SELECT max(stream_version) AS version FROM event_store.events WHERE stream_id = $1',
      [streamId],
    );
    return result.rows[0]?.version ?? 0;
  }

  async readStream(streamId: string, options: { readonly fromVersion?: number } = {}) {
    const fromVersion = options.fromVersion ?? 0;
    const result = await this.pool.query<EventRow>(
      `SELECT 0 AS kind, ${EVENT_COLUMNS} FROM event_store.events e
       WHERE e.stream_id = $1 AND e.stream_version > $2 ORDER BY e.stream_version`,
      [streamId, fromVersion],
    );
    const events = result.rows.map(toRecorded);
    return { version: events.at(-1)?.streamVersion ?? fromVersion, events };
  }

  /**
   * Reads of the same turn of the event loop (concurrent commands deciding) go to the database as one query; each
   * caller gets its own streams. A merged read that fails is run again per caller, so one bad request fails alone.
   */
  readStreams(requests: readonly { readonly streamId: string; readonly fromVersion?: number }[]) {
    if (requests.length === 0) return Promise.resolve([]);
    return new Promise<StreamRead[]>((resolve, reject) => {
      this.pendingReads.push({ requests, resolve, reject });
      if (this.pendingReads.length > 1) return;
      setImmediate(() => {
        const reads = this.pendingReads.splice(0);
        this.readMerged(reads).then(
          (answers) => reads.forEach((read, i) => read.resolve(answers[i]!)),
          () => {
            for (const read of reads)
              this.readMerged([read]).then(
                (answers) => read.resolve(answers[0]!),
                (error: unknown) => read.reject(error),
              );
          },
        );
      });
    });
  }

  private async readMerged(reads: readonly PendingRead[]): Promise<StreamRead[][]> {
    const all = reads.flatMap((read) => read.requests);
    const result = await this.pool.query<EventRow & { ord: string }>({
      name: 'event_store_read_streams',
      text: `SELECT r.ord::text AS ord, 0 AS kind, ${EVENT_COLUMNS}
       FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS r(stream_id, from_version, ord)
       JOIN event_store.events e ON e.stream_id = r.stream_id AND e.stream_version > r.from_version
       ORDER BY r.ord, e.stream_version`,
      values: [all.map((r) => r.streamId), all.map((r) => r.fromVersion ?? 0)],
    });
    const byRequest: RecordedEvent[][] = all.map(() => []);
    for (const row of result.rows) byRequest[Number(row.ord) - 1]!.push(toRecorded(row));
    let next = 0;
    return reads.map((read) =>
      read.requests.map((request) => {
        const events = byRequest[next++]!;
        return { version: events.at(-1)?.streamVersion ?? request.fromVersion ?? 0, events };
      }),
    );
  }

  async readByIdempotencyKey(idempotencyKey: string) {
    const result = await this.pool.query<EventRow>(
      `SELECT 0 AS kind, ${EVENT_COLUMNS} FROM event_store.events e
       WHERE e.transaction_id = (SELECT x.transaction_id FROM event_store.events x WHERE x.event_id = $1)
         AND e.metadata->>'commandId' = (SELECT x.metadata->>'commandId' FROM event_store.events x WHERE x.event_id = $1)
       ORDER BY e.position`,
      [deriveEventId(idempotencyKey, 0)],
    );
    return result.rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions): Promise<ReadAllResult> {
    const { events, checkpoint } = await this.readAllWithPending(options);
    return { events, checkpoint };
  }

  /**
   * One statement, so one snapshot: the batch, the last visible event (where the reader may move to when the batch
   * is not full) and whether events exist that this snapshot cannot show yet (their transaction, or an older one,
   * is still running: the subscription then looks again soon instead of waiting for the next notification).
   */
  async readAllWithPending(options: ReadAllOptions): Promise<ReadAllResult & { pending: boolean }> {
    const read = await this.readAllOnce(options);
    // Held back for a while: learn which transactions in the way run in other databases, and read again without them.
    if (await this.horizon.afterRead(read.pending, read.serverXmin)) return this.readAllOnce(options);
    return read;
  }

  private async readAllOnce(
    options: ReadAllOptions,
  ): Promise<ReadAllResult & { pending: boolean; serverXmin: string }> {
    const typed = options.types !== undefined;
    const params: unknown[] = [options.after.commit, options.after.position, options.limit, this.horizon.list()];
    if (options.types) params.push(options.types);
    const result = await this.pool.query<LogBatchRow>({
      // Prepared once per connection: parsing this statement cost the server more than running it, several times a
      // second for each subscription.
      name: typed ? 'event_store_read_batch_typed' : 'event_store_read_batch',
      text: readBatchSql(typed),
      values: params,
      rowMode: 'array',
    });
    const [first] = result.rows;
    const [, headText, pending, serverXmin] = first!;
    const tuples: BatchTuple[] = [];
    for (const [line] of result.rows) if (line !== null) tuples.push(JSON.parse(line) as BatchTuple);
    const events = inCommitOrder(
      tuples.map(([position, commit, event_id, stream_id, stream_version, type, schema_version, data, metadata]) =>
        toRecorded({
          kind: 0,
          position,
          commit,
          event_id,
          stream_id,
          stream_version,
          type,
          schema_version,
          data,
          metadata,
        }),
      ),
    );
    let head: Checkpoint | null = null;
    if (headText) {
      const [commit, position] = headText.split(':');
      head = { commit: commit!, position: Number(position) };
    }
    let checkpoint = options.after;
    if (events.length === options.limit) checkpoint = events.at(-1)!.checkpoint;
    else if (head && compareCheckpoints(head, checkpoint) > 0) checkpoint = head;
    return { events, checkpoint, pending, serverXmin };
  }

  subscribe(options: SubscribeOptions): Subscription {
    this.listener.start();
    return this.subscriptions.start(options, (request) => this.readAllWithPending(request));
  }

  async checkpointOf(position: number): Promise<Checkpoint | null> {
    const result = await this.pool.query<{ commit: string }>(
      'SELECT transaction_id::text AS commit FROM event_store.events WHERE position = $1',
      [position],
    );
    const row = result.rows[0];
    return row ? { commit: row.commit, position } : null;
  }

  async checkpointAt(instant: Date): Promise<Checkpoint | null> {
    // The newest event by its own time, among those the gap-free reader can already see. When no visible event is
    // later than the instant, the whole visible log: times are not always in log order (a reaction recorded now to
    // an imported past payment sits before later imported events), and the newest by time would then leave out the
    // events logged after it, so "as of now" would differ from live. Both lookups use the index on the time.
    return this.horizon.readCheckpoint(
      `CASE WHEN EXISTS (SELECT 1 FROM event_store.events l WHERE l.metadata->>'at' > $2 AND l.transaction_id < snap.xmin)
       THEN (SELECT e.transaction_id::text || ':' || e.position::text FROM event_store.events e
             WHERE e.metadata->>'at' <= $2 AND e.transaction_id < snap.xmin
             ORDER BY e.metadata->>'at' DESC, e.transaction_id DESC, e.position DESC LIMIT 1)
       ELSE (SELECT e.transaction_id::text || ':' || e.position::text FROM event_store.events e
             WHERE e.transaction_id < snap.xmin
             ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1) END`,
      [instant.toISOString()],
    );
  }

  async head(): Promise<Checkpoint> {
    const head = await this.horizon.readCheckpoint(
      `SELECT e.transaction_id::text || ':' || e.position::text FROM event_store.events e
       WHERE e.transaction_id < snap.xmin
       ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1`,
    );
    return head ?? LOG_START;
  }

  async close(): Promise<void> {
    // Appends already queued are stored (or refused) before the store lets go.
    await this.batcher.drained();
    await this.notifier.flushed();
    await this.subscriptions.stopAll();
    await this.listener.stop();
  }
}

function poolConnectionConfig(pool: Pool): pg.ClientConfig {
  // pg keeps the pool's connection settings on `options`; the LISTEN client needs the same server and credentials.
  return (pool as unknown as { options: pg.ClientConfig }).options;
}
