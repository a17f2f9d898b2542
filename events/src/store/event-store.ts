import type { Pool } from 'pg';
import type { Checkpoint, EventMetadata, NewEvent, RecordedEvent } from './envelope.js';

/**
 * What the appender believes about a stream: an exact version (0 = the stream must not exist yet),
 * `'no_stream'` (same as 0), `'stream_exists'`, or `'any'` (no check).
 */
export type ExpectedVersion = number | 'no_stream' | 'stream_exists' | 'any';

export interface StreamAppend {
  readonly streamId: string;
  readonly expectedVersion: ExpectedVersion;
  readonly events: readonly NewEvent[];
}

export interface AppendOptions {
  readonly metadata: EventMetadata;
  /**
   * Makes the append idempotent: event ids are derived from this key and the event's index in the command, so a
   * retried command finds its events already stored and appends nothing. Without a key, ids are random.
   */
  readonly idempotencyKey?: string;
}

export interface AppendResult {
  /** Global position of the last event appended (or already stored, for a duplicate). */
  readonly position: number;
  /** Version of each stream after the append, keyed by stream id. */
  readonly streamVersions: Readonly<Record<string, number>>;
  /** True when every event already existed: a retry of a command that was stored before. */
  readonly duplicate: boolean;
}

export interface ReadAllOptions {
  readonly after: Checkpoint;
  readonly limit: number;
  /** Only events of these types; the returned checkpoint still moves past everything scanned. */
  readonly types?: readonly string[];
}

export interface ReadAllResult {
  readonly events: readonly RecordedEvent[];
  /** Where the next read resumes: past the last event returned, or past everything visible when fewer came back. */
  readonly checkpoint: Checkpoint;
}

export interface SubscribeOptions {
  readonly after: Checkpoint;
  readonly batchSize?: number;
  readonly types?: readonly string[];
  /** Called once per batch, in log order, never concurrently. The next batch waits for it to settle. */
  readonly onBatch: (events: readonly RecordedEvent[], checkpoint: Checkpoint) => Promise<void>;
  /** Called when the subscription stops because of an error (onBatch threw, or the store failed for good). */
  readonly onError?: (error: unknown) => void;
  /**
   * Reads a busy log in fewer, larger batches: after a batch of at least `events` events, the next read waits `ms`
   * for more to arrive. After smaller batches (a quiet log) the next event is read as soon as it is appended.
   */
  readonly gather?: { readonly events: number; readonly ms: number };
}

export interface Subscription {
  stop(): Promise<void>;
  /** Resolves when the subscription has delivered everything visible up to the moment of the call. */
  caughtUp(): Promise<void>;
}

/**
 * The log as a relation of the PostgreSQL database it is stored in, for set-based statements that read it where it
 * lies instead of carrying each event to Node (a full rebuild's `setBasedRebuild`, see `projector.ts`).
 */
export interface SqlLog {
  /** The pool of that database: statements run on another database's pool cannot read the relation. */
  readonly pool: Pool;
  /**
   * A parenthesised query of the events after the checkpoint `$1` (commit) / `$2` (position), up to and including
   * `$3` / `$4`, of the types in `$5` (text[]), with the columns `position` (bigint), `commit_id` (xid8, whose text
   * is the checkpoint's commit), `type`, `schema_version`, `data` and `metadata` (jsonb, as stored: metadata not
   * upcast). Log order is `commit_id, position`, the order the relation is cheapest to read in.
   */
  readonly range: string;
}

/** The port every event store adapter implements (DESIGN section 3); the contract suite checks each one. */
export interface EventStore {
  readonly name: string;
  /** Atomic across all listed streams: either every event is stored or none is. */
  appendToStreams(appends: readonly StreamAppend[], options: AppendOptions): Promise<AppendResult>;
  /**
   * A stream's events in order, or only those after `fromVersion` (a caller holding the state folded up to that
   * version reads just what is new). `version` is the stream's version after the events returned.
   */
  readStream(
    streamId: string,
    options?: { readonly fromVersion?: number },
  ): Promise<{ readonly version: number; readonly events: readonly RecordedEvent[] }>;
  /** Several streams' events (each after its `fromVersion`) in one call, for decisions that need more than one. */
  readStreams(
    requests: readonly { readonly streamId: string; readonly fromVersion?: number }[],
  ): Promise<readonly { readonly version: number; readonly events: readonly RecordedEvent[] }[]>;
  /** A stream's version (0 when it does not exist) without reading its events: sequences need only that. */
  streamVersion(streamId: string): Promise<number>;
  readAll(options: ReadAllOptions): Promise<ReadAllResult>;
  subscribe(options: SubscribeOptions): Subscription;
  /** The events a command stored under an idempotency key, in order; empty when none were. */
  readByIdempotencyKey(idempotencyKey: string): Promise<readonly RecordedEvent[]>;
  /** The reader checkpoint of the event at a global position (for read-your-writes waits); null if unknown. */
  checkpointOf(position: number): Promise<Checkpoint | null>;
  /** The checkpoint past the last visible event. */
  head(): Promise<Checkpoint>;
  /**
   * The reader checkpoint of the last visible event whose `metadata.at` is at or before `instant` (time travel);
   * null when none is. Optional: a store that cannot find it quickly leaves it out, and time travel says so.
   */
  checkpointAt?(instant: Date): Promise<Checkpoint | null>;
  /** The log as SQL, when it is a table of a PostgreSQL database (the embedded store); absent elsewhere. */
  readonly sqlLog?: SqlLog;
  close(): Promise<void>;
}

/** A stream was not at the version the appender expected: someone else appended first. */
export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
  }
}
