import { randomUUID } from 'node:crypto';
import { WrongExpectedVersionError } from '../store/event-store.js';
import type { AppendOptions, AppendResult, ExpectedVersion, StreamAppend } from '../store/event-store.js';
import { deriveEventId } from '../store/ids.js';

/** At most this many commands, and about this many events, go into one group commit. */
const MAX_BATCH_COMMANDS = 200;
const MAX_BATCH_EVENTS = 5000;
const UNIQUE_VIOLATION = '23505';

/** One row of `append_batch`: a stream of a stored (or already stored) command, or a refused command's reason. */
export interface BatchRow {
  command: number;
  stream_id: string;
  stream_version: number;
  last_position: string;
  duplicate: boolean;
  wrong_stream: string | null;
  wrong_actual: number | null;
}

/** An append waiting for its group commit. */
interface PendingAppend {
  readonly appends: readonly StreamAppend[];
  readonly options: AppendOptions;
  /** The expected version of each stream, coded for the database. */
  readonly expected: readonly number[];
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

export interface AppendBatcherOptions {
  /** Runs `append_batch` with these arguments (the appends are those of the arguments, for the test seam). */
  readonly run: (params: unknown[], appends: readonly StreamAppend[]) => Promise<BatchRow[]>;
  /** A stream's current version, to name the stream that moved after a race. */
  readonly streamVersion: (streamId: string) => Promise<number>;
  /** Called after a commit that stored something, with the event types it stored (subscribers are woken). */
  readonly appended: (types: ReadonlySet<string>) => void;
  /** Group commits running at once. */
  readonly pipelines: number;
}

/**
 * Group commit: appends that arrive while the pipelines are busy (or in the same turn of the event loop) wait in the
 * queue and go to the database together, in one call to `append_batch`, one transaction, one commit. Each command is
 * still checked on its own (idempotency key, expected versions) and fails alone.
 */
export class AppendBatcher {
  private readonly queue: PendingAppend[] = [];
  private inFlight = 0;
  private flushScheduled = false;
  private readonly batches = new Set<Promise<void>>();

  constructor(private readonly options: AppendBatcherOptions) {}

  async append(appends: readonly StreamAppend[], options: AppendOptions): Promise<AppendResult> {
    const streamIds = appends.map((a) => a.streamId);
    if (new Set(streamIds).size !== streamIds.length) throw new Error('A stream may appear only once per append');
    const total = appends.reduce((n, a) => n + a.events.length, 0);
    if (total === 0) throw new Error('An append needs at least one event');
    const expected = appends.map((a) => toExpectedCode(a.expectedVersion));
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ appends, options, expected, resolve, reject });
      this.scheduleFlush();
    });
  }

  /** Resolves once every queued append is stored (or refused). */
  async drained(): Promise<void> {
    while (this.queue.length > 0 || this.batches.size > 0) {
      if (this.batches.size > 0) await Promise.all([...this.batches]);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.inFlight >= this.options.pipelines || this.queue.length === 0) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      while (this.inFlight < this.options.pipelines && this.queue.length > 0) {
        const batch = this.takeBatch();
        this.inFlight++;
        const running = this.appendBatch(batch).finally(() => {
          this.inFlight--;
          this.batches.delete(running);
          this.scheduleFlush();
        });
        this.batches.add(running);
      }
    });
  }

  private takeBatch(): PendingAppend[] {
    let events = 0;
    let count = 0;
    for (const pending of this.queue) {
      const size = pending.appends.reduce((n, a) => n + a.events.length, 0);
      if (count > 0 && (count >= MAX_BATCH_COMMANDS || events + size > MAX_BATCH_EVENTS)) break;
      events += size;
      count++;
    }
    return this.queue.splice(0, count);
  }

  private async appendBatch(batch: readonly PendingAppend[]): Promise<void> {
    let rows: BatchRow[];
    try {
      rows = await this.options.run(
        batchParams(batch),
        batch.flatMap((p) => p.appends),
      );
    } catch {
      // The whole batch failed (a writer in another process took a version or an event id first, a deadlock, bad
      // input in one command): nothing of it was stored. Each command runs again alone and gets its own answer.
      await Promise.all(batch.map((pending) => this.appendAlone(pending)));
      return;
    }
    const outcomes = batch.map((): BatchRow[] => []);
    for (const row of rows) outcomes[row.command - 1]!.push(row);
    const appended = new Set<string>();
    batch.forEach((pending, i) => {
      const outcome = outcomes[i]!;
      const wrong = outcome.find((row) => row.wrong_stream !== null);
      if (wrong) {
        pending.reject(
          new WrongExpectedVersionError(
            wrong.wrong_stream!,
            pending.appends.find((a) => a.streamId === wrong.wrong_stream)?.expectedVersion ?? 'any',
            wrong.wrong_actual!,
          ),
        );
        return;
      }
      const result = toAppendResult(outcome);
      if (!result.duplicate) addTypes(appended, pending);
      pending.resolve(result);
    });
    if (appended.size > 0) this.options.appended(appended);
  }

  /** One command in a transaction of its own, after its batch failed as a whole. */
  private async appendAlone(pending: PendingAppend): Promise<void> {
    try {
      const result = await this.appendOne(pending);
      if (!result.duplicate) this.options.appended(addTypes(new Set(), pending));
      pending.resolve(result);
    } catch (error) {
      pending.reject(error);
    }
  }

  private async appendOne(pending: PendingAppend): Promise<AppendResult> {
    const { appends } = pending;
    const params = batchParams([pending]);
    // 'any' cannot conflict from the caller's point of view: a concurrent writer taking the next version is retried.
    const retries = appends.some((a) => a.expectedVersion === 'any') ? 5 : 0;
    for (let attempt = 0; ; attempt++) {
      try {
        const rows = await this.options.run(params, appends);
        const wrong = rows.find((row) => row.wrong_stream !== null);
        if (wrong) {
          const expected = appends.find((a) => a.streamId === wrong.wrong_stream)?.expectedVersion ?? 'any';
          throw new WrongExpectedVersionError(wrong.wrong_stream!, expected, wrong.wrong_actual!);
        }
        return toAppendResult(rows);
      } catch (error) {
        const pgError = error as { code?: string; constraint?: string };
        if (pgError.code === UNIQUE_VIOLATION && pgError.constraint === 'events_event_id_key') {
          // The same command committed concurrently: answer with what it stored.
          return toAppendResult(await this.options.run(params, appends));
        }
        if (pgError.code === UNIQUE_VIOLATION && pgError.constraint === 'events_stream_version_key') {
          if (attempt < retries) continue;
          const stream = await this.conflictingStream(appends);
          throw new WrongExpectedVersionError(stream.streamId, stream.expectedVersion, stream.actual);
        }
        throw error;
      }
    }
  }

  /** After a race on a stream version, find which stream moved, for the error message. */
  private async conflictingStream(appends: readonly StreamAppend[]) {
    for (const append of appends) {
      const version = await this.options.streamVersion(append.streamId);
      const expected = append.expectedVersion;
      const moved =
        typeof expected === 'number'
          ? version !== expected
          : expected === 'no_stream'
            ? version !== 0
            : expected === 'stream_exists' && version === 0;
      if (moved) {
        return { streamId: append.streamId, expectedVersion: expected, actual: version };
      }
    }
    const first = appends[0]!;
    return { streamId: first.streamId, expectedVersion: first.expectedVersion, actual: -1 };
  }
}

function toExpectedCode(expected: ExpectedVersion): number {
  if (expected === 'any') return -1;
  if (expected === 'stream_exists') return -2;
  if (expected === 'no_stream') return 0;
  if (!Number.isInteger(expected) || expected < 0) throw new RangeError(`Invalid expected version ${expected}`);
  return expected;
}

/** The arguments of `append_batch` for these commands, in their order. */
function batchParams(batch: readonly PendingAppend[]): unknown[] {
  const streamCounts: number[] = [];
  const eventCounts: number[] = [];
  const streamIds: string[] = [];
  const expected: number[] = [];
  const eventStream: number[] = [];
  const eventIds: string[] = [];
  const types: string[] = [];
  const versions: number[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  for (const pending of batch) {
    const key = pending.options.idempotencyKey;
    let index = 0;
    pending.appends.forEach((append, i) => {
      streamIds.push(append.streamId);
      expected.push(pending.expected[i]!);
      for (const event of append.events) {
        eventIds.push(key === undefined ? randomUUID() : deriveEventId(key, index));
        index++;
        eventStream.push(streamIds.length);
        types.push(event.type);
        versions.push(event.schemaVersion ?? 1);
        data.push(JSON.stringify(event.data ?? null));
      }
    });
    streamCounts.push(pending.appends.length);
    eventCounts.push(index);
    metadata.push(JSON.stringify(pending.options.metadata));
  }
  return [streamCounts, eventCounts, streamIds, expected, eventStream, eventIds, types, versions, data, metadata];
}

function toAppendResult(rows: readonly BatchRow[]): AppendResult {
  const streamVersions: Record<string, number> = {};
  for (const row of rows) streamVersions[row.stream_id] = row.stream_version;
  return {
    position: Number(rows[0]?.last_position ?? 0),
    streamVersions,
    duplicate: rows[0]?.duplicate ?? false,
  };
}

function addTypes(types: Set<string>, pending: PendingAppend): Set<string> {
  for (const append of pending.appends) for (const event of append.events) types.add(event.type);
  return types;
}
