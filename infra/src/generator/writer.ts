import type { Pool } from 'pg';
import { AppendNotifier } from '@gym/events/postgres/append-notifier';
import { APPEND_CHANNEL } from '@gym/events/postgres/event-store-migrations';
import { WrongExpectedVersionError } from '@gym/events/store/event-store';
import { deriveEventId } from '@gym/events/store/ids';
import type { TemplateVault } from '@gym/modules/people/fingerprint/template-vault';
import type { GeneratedCommand, GeneratedFile, GeneratedTemplate } from './generated-command.js';
import { validatedAppends } from './validate-command.js';

/** Where generated commands go: `add` returns a promise only when the caller should wait (backpressure). */
export interface HistoryWriter {
  add(command: GeneratedCommand): Promise<void> | null;
  /** Writes what is buffered and waits for every batch; the number of events written. */
  finish(): Promise<number>;
}

export interface BulkWriterOptions {
  /** Events per batch (each batch is one atomic statement per lane). */
  readonly batchEvents: number;
  /** Called after each batch committed, with the events written so far. */
  readonly onProgress?: ((events: number) => void) | undefined;
  /** Where uploaded fingerprint templates go (encrypted); without it they are left out. */
  readonly vault?: TemplateVault | undefined;
}

/** Templates into the vault, one by one as the reader protocol stores them (a few per enrolment). */
export async function storeTemplates(vault: TemplateVault, templates: readonly GeneratedTemplate[]): Promise<void> {
  for (const t of templates) await vault.store(t.memberId, t.pin, t.fingerIndex, t.template);
}

/**
 * One statement per batch, atomic like the event store's append function: it checks every stream's expected version
 * and inserts all rows only if each matches. A stream expected not to exist needs no look-up: its version 1 is unique,
 * so the insert itself fails if someone wrote it first; only streams expected at a version above 0 are checked. Unlike `appendToStreams`, each row carries its own metadata: a batch
 * holds thousands of commands, and each event must say who did it and when (the port takes one metadata per call).
 * Event ids derive from the command id and the event's index in the command, as the adapter derives them from an
 * idempotency key.
 */
const INSERT_BATCH = `
WITH input AS (
  -- jsonb parses the batch once; json_to_recordset would parse it again per row and once more per jsonb column.
  SELECT r.* FROM ROWS FROM (
    jsonb_to_recordset(convert_from($1::bytea, 'UTF8')::jsonb)
      AS (i uuid, s text, v integer, t text, n integer, d jsonb, m jsonb)
  ) WITH ORDINALITY AS r(i, s, v, t, n, d, m, ord)
),
wrong AS MATERIALIZED (
  SELECT x.stream_id, x.expected, x.actual FROM (
    SELECT x.stream_id, x.expected,
           coalesce((SELECT max(e.stream_version) FROM event_store.events e WHERE e.stream_id = x.stream_id), 0) AS actual
    FROM unnest($2::text[], $3::integer[]) AS x(stream_id, expected)
  ) x
  WHERE x.actual <> x.expected
  LIMIT 1
),
inserted AS (
  INSERT INTO event_store.events (event_id, stream_id, stream_version, type, schema_version, data, metadata)
  SELECT i, s, v, t, n, d, m FROM input WHERE NOT EXISTS (SELECT 1 FROM wrong) ORDER BY ord
  RETURNING 1
)
SELECT (SELECT count(*) FROM inserted)::integer AS inserted,
       (SELECT stream_id FROM wrong) AS stream_id,
       (SELECT expected FROM wrong) AS expected,
       (SELECT actual FROM wrong) AS actual`;

/**
 * The rows of one lane of one batch (a JSON array, written straight into a buffer sent as a binary parameter: kept as
 * thousands of strings until the batch is sent, they lived long enough to be promoted, and garbage collection took a
 * third of the run), and the version each of its streams must be at before it.
 */
class Lane {
  rows = 0;
  private buffer: Buffer;
  private length = 0;
  private readonly streams = new Map<string, { expected: number; next: number }>();

  /** Reuses a buffer of an earlier batch: allocating megabytes per batch made V8 collect garbage far more often. */
  constructor(buffer: Buffer | undefined) {
    this.buffer = buffer ?? Buffer.allocUnsafe(1 << 22);
  }

  /** The buffer, for the next batch, once this one is sent. */
  release(): Buffer {
    return this.buffer;
  }

  private write(text: string): void {
    // At most 3 bytes of UTF-8 per UTF-16 unit.
    if (this.length + text.length * 3 > this.buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + text.length * 3));
      this.buffer.copy(bigger, 0, 0, this.length);
      this.buffer = bigger;
    }
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  /** The JSON array of the rows. */
  json(): Buffer {
    this.write(']');
    return this.buffer.subarray(0, this.length);
  }

  add(command: GeneratedCommand): void {
    const metadata = JSON.stringify(command.metadata);
    let index = 0;
    for (const append of validatedAppends(command)) {
      const stream = this.streams.get(append.streamId);
      if (stream && stream.next !== append.expectedVersion) {
        throw new Error(
          `Generated commands out of order on ${append.streamId}: expected version ${append.expectedVersion} after ${stream.next}`,
        );
      }
      const streamId = JSON.stringify(append.streamId);
      let version = append.expectedVersion;
      for (const event of append.events) {
        version++;
        this.write(
          `${this.rows++ === 0 ? '[' : ','}{"i":"${deriveEventId(command.commandId, index++)}","s":${streamId},` +
            `"v":${version},"t":"${event.type}","n":${event.schemaVersion},"d":${JSON.stringify(event.data)},` +
            `"m":${metadata}}`,
        );
      }
      if (stream) stream.next = version;
      else this.streams.set(append.streamId, { expected: append.expectedVersion, next: version });
    }
  }

  /** The streams expected at a version above 0, and those versions. */
  expectations(): [string[], number[]] {
    const streamIds: string[] = [];
    const versions: number[] = [];
    for (const [streamId, { expected }] of this.streams) {
      if (expected === 0) continue;
      streamIds.push(streamId);
      versions.push(expected);
    }
    return [streamIds, versions];
  }
}

/** The files of generated commands (receipts), stored as the files area stores an upload (file-store.ts). */
const INSERT_FILES = `
INSERT INTO media.files (id, content_type, bytes, access, uploaded_by)
SELECT * FROM unnest($1::uuid[], $2::text[], $3::bytea[], $4::text[], $5::integer[])
ON CONFLICT (id) DO NOTHING`;
/** Files written together once this many are waiting (a few kilobytes each). */
const FILES_PER_INSERT = 200;

export async function insertFiles(pool: Pool, files: readonly GeneratedFile[]): Promise<void> {
  if (files.length === 0) return;
  await pool.query(INSERT_FILES, [
    files.map((f) => f.id),
    files.map((f) => f.contentType),
    files.map((f) => f.bytes()),
    files.map((f) => f.access),
    files.map((f) => f.uploadedBy),
  ]);
}

const CHECK_IN_STREAM_PREFIX = 'check-ins-';
const UNIQUE_VIOLATION = '23505';
/** Batches queued or running at once: enough to overlap generating, one lane's insert and the other's. */
const MAX_BATCHES_IN_FLIGHT = 2;
/**
 * Generating is synchronous: without a pause now and then, a finished insert would not hand its lane the next batch
 * (nor learn it finished) until the whole next batch is built, and the database would sit idle meanwhile.
 */
const YIELD_EVERY_EVENTS = 2_000;

/**
 * Appends generated commands in large batches, in the order they come (time order). Each batch window is split in
 * two lanes: the commands touching only check-in streams go in a second lane, inserted once the main lane committed
 * that window, so a check-in never lands in the log before its member's registration. Inserts run one at a time
 * (overlapping statements would interleave the log's positions) while the next window is generated. The price: the
 * log is in business-time order only window by window (each event's `metadata.at` is its business time, and every
 * stream is in order).
 */
export class BulkWriter implements HistoryWriter {
  private readonly spareBuffers: Buffer[] = [];
  private main = new Lane(undefined);
  private checkIns = new Lane(undefined);
  private buffered = 0;
  private sinceYield = 0;
  private written = 0;
  private mainTail: Promise<void> = Promise.resolve();
  private checkInTail: Promise<void> = Promise.resolve();
  private readonly inFlight: Promise<void>[] = [];
  private readonly notifier: AppendNotifier;
  private files: GeneratedFile[] = [];
  private filesWritten: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly options: BulkWriterOptions,
  ) {
    if (!(options.batchEvents >= 1)) throw new RangeError('batchEvents must be at least 1');
    this.notifier = new AppendNotifier(pool, APPEND_CHANNEL);
  }

  add(command: GeneratedCommand): Promise<void> | null {
    // A full batch goes when the next command comes, unless that command follows the one before (a reactor's
    // answer): it goes in the same transaction as its cause, so a live reactor never sees the cause alone.
    const wait = this.buffered >= this.options.batchEvents && !command.follows ? this.dispatch() : null;
    const lane = command.appends.every((a) => a.streamId.startsWith(CHECK_IN_STREAM_PREFIX))
      ? this.checkIns
      : this.main;
    const before = lane.rows;
    lane.add(command);
    if (command.files?.length) this.addFiles(command.files);
    if (command.templates?.length && this.options.vault) {
      const vault = this.options.vault;
      const templates = command.templates;
      this.filesWritten = this.filesWritten.then(() => storeTemplates(vault, templates));
      this.filesWritten.catch(() => undefined);
    }
    const added = lane.rows - before;
    this.buffered += added;
    this.sinceYield += added;
    if (wait) return wait;
    if (this.sinceYield < YIELD_EVERY_EVENTS) return null;
    this.sinceYield = 0;
    return new Promise((resolve) => setImmediate(resolve));
  }

  async finish(): Promise<number> {
    this.flushFiles();
    await this.filesWritten;
    if (this.buffered > 0) await this.dispatch();
    await Promise.all(this.inFlight.splice(0));
    await this.mainTail;
    await this.checkInTail;
    await this.notifier.flushed();
    return this.written;
  }

  private addFiles(files: readonly GeneratedFile[]): void {
    this.files.push(...files);
    if (this.files.length >= FILES_PER_INSERT) this.flushFiles();
  }

  /** Files go in on the side, one statement per few hundred; `finish` waits for them. */
  private flushFiles(): void {
    if (this.files.length === 0) return;
    const files = this.files;
    this.files = [];
    this.filesWritten = this.filesWritten.then(() => insertFiles(this.pool, files));
    this.filesWritten.catch(() => undefined);
  }

  private dispatch(): Promise<void> | null {
    const main = this.main;
    const checkIns = this.checkIns;
    this.main = new Lane(this.spareBuffers.pop());
    this.checkIns = new Lane(this.spareBuffers.pop());
    this.buffered = 0;
    // One insert at a time: two statements running at once draw the log's positions in turns, and the log is read in
    // the order of the appending transactions, so the positions of two overlapping batches would read out of order
    // (an export of the sample gym was refused by events:replay: "position 5165 comes before position 5164").
    const mainDone = this.checkInTail.then(() => this.insert(main));
    const checkInsDone = mainDone.then(() => this.insert(checkIns));
    // Failures surface through the awaited promises; these copies only keep Node from calling them unhandled.
    mainDone.catch(() => undefined);
    checkInsDone.catch(() => undefined);
    this.mainTail = mainDone;
    this.checkInTail = checkInsDone;
    this.inFlight.push(checkInsDone);
    return this.inFlight.length > MAX_BATCHES_IN_FLIGHT ? this.inFlight.shift()! : null;
  }

  private async insert(lane: Lane): Promise<void> {
    if (lane.rows === 0) {
      this.spareBuffers.push(lane.release());
      return;
    }
    const [streamIds, expected] = lane.expectations();
    type Row = { inserted: number; stream_id: string | null; expected: number | null; actual: number | null };
    const result = await this.pool.query<Row>(INSERT_BATCH, [lane.json(), streamIds, expected]).catch((error) => {
      const { code, constraint, detail } = error as { code?: string; constraint?: string; detail?: string };
      if (code !== UNIQUE_VIOLATION || constraint !== 'events_stream_version_key') throw error;
      // A stream this batch expected not to exist already had events (detail names the stream).
      throw new Error(`A generated stream was already in the log: ${detail ?? 'unknown stream'}`, { cause: error });
    });
    // pg has written the parameter to the socket by the time the answer comes.
    this.spareBuffers.push(lane.release());
    const row = result.rows[0]!;
    if (row.stream_id !== null) throw new WrongExpectedVersionError(row.stream_id, row.expected!, row.actual!);
    this.written += row.inserted;
    this.notifier.signal();
    this.options.onProgress?.(this.written);
  }
}
