import type { Pool, PoolClient } from 'pg';
import type { Logger } from 'pino';
import { migrate } from '@gym/events/db/migrate';
import { sealEvents, verifyEventChain } from '@gym/events/postgres/event-chain';
import type { ChainReport } from '@gym/events/postgres/event-chain';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import type { Projector } from '@gym/kernel/projection/projector';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { rebuildProjectors } from '../runner/rebuild.js';
import { inTransaction } from '../runner/schema-transaction.js';
import { readExportFile } from './export-file.js';
import type { ExportedEvent } from './export-file.js';
import { readTableDigests } from './read-table-digests.js';
import type { TableDigest } from './read-table-digests.js';

/** Rows per INSERT: one round trip each, small enough to keep the statement's parameters modest. */
const INSERT_BATCH = 1000;

export class StoreNotEmptyError extends Error {
  override readonly name = 'StoreNotEmptyError';
}

export interface ReplayResult {
  readonly events: number;
  readonly chain: ChainReport;
  readonly digests: TableDigest[];
}

/**
 * `events:replay` (issue 13, item 6): loads an export into the empty event store of a database and builds every read
 * table from it.
 *
 * The file is checked whole before anything is written (a file with a gap or a reordered position is refused with
 * its first bad line), then loaded in one transaction, so a failure leaves the store empty. Each event keeps its
 * position, id, stream, version, data and metadata; loaded in position order in one transaction, the log's reader
 * order is the file's order. The hash chain is then sealed and verified, and every projector rebuilds its tables (no
 * reactor or job runs: what they caused is in the file already).
 */
export async function replayExport(
  pool: Pool,
  options: { file: string; projectors: readonly Projector[]; log: Logger },
): Promise<ReplayResult> {
  let checked = 0;
  for await (const _event of readExportFile(options.file)) checked++;
  options.log.info({ events: checked }, 'export file checked');
  await migrate(pool, 'event-store', eventStoreMigrations);
  await migrate(pool, 'projection', projectionMigrations);

  const { loaded, lastPosition } = await inTransaction(pool, (client) => loadExport(client, options.file));
  options.log.info({ events: loaded }, 'events loaded');

  const store = new PostgresEventStore({ pool });
  let chain: ChainReport;
  try {
    // The log's reader shows only events older than every transaction still running on the server (that is how it
    // never skips one): wait until the loaded events are all visible, or the rebuild would stop short of them.
    await untilVisible(store, lastPosition);
    await sealEvents(pool);
    chain = await verifyEventChain(pool);
    await rebuildProjectors({ pool, store, projectors: options.projectors, log: options.log });
  } finally {
    await store.close();
  }
  return { events: loaded, chain, digests: await readTableDigests(pool, options.projectors) };
}

/** Loads the checked export into the empty store, in position order; the caller's transaction holds it all. */
async function loadExport(client: PoolClient, file: string): Promise<{ loaded: number; lastPosition: number }> {
  // No append may slip in between the emptiness check and the load.
  await client.query('LOCK TABLE event_store.events IN EXCLUSIVE MODE');
  const found = await client.query<{ n: string }>(
    'SELECT count(*) AS n FROM (SELECT 1 FROM event_store.events LIMIT 1) e',
  );
  if (Number(found.rows[0]!.n) > 0) {
    throw new StoreNotEmptyError(
      'The event store of this database is not empty: a replay only loads into an empty one (a fresh database).',
    );
  }
  let loaded = 0;
  let lastPosition = 0;
  let batch: ExportedEvent[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await insertEvents(client, batch);
    loaded += batch.length;
    lastPosition = batch.at(-1)!.position;
    batch = [];
  };
  for await (const event of readExportFile(file)) {
    batch.push(event);
    if (batch.length === INSERT_BATCH) await flush();
  }
  await flush();
  // Appends after the replay continue after the last replayed position.
  await client.query(
    `SELECT setval(pg_get_serial_sequence('event_store.events', 'position'), greatest(max(position), 1), max(position) IS NOT NULL)
     FROM event_store.events`,
  );
  return { loaded, lastPosition };
}

/** How long a replay waits for other transactions of its database to end before it gives up with a message. */
const VISIBILITY_TIMEOUT_MS = 120_000;

async function untilVisible(store: PostgresEventStore, position: number): Promise<void> {
  const deadline = Date.now() + VISIBILITY_TIMEOUT_MS;
  while ((await store.head()).position < position) {
    if (Date.now() > deadline) {
      throw new Error(
        `The replayed events are still hidden behind a transaction that has been running in this database ` +
          `for over ${VISIBILITY_TIMEOUT_MS / 1000} s; end it (pg_stat_activity) and replay into a fresh database.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function insertEvents(client: PoolClient, events: readonly ExportedEvent[]): Promise<void> {
  await client.query(
    `INSERT INTO event_store.events (position, event_id, stream_id, stream_version, type, schema_version, data, metadata)
     OVERRIDING SYSTEM VALUE
     SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::int[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[])`,
    [
      events.map((e) => e.position),
      events.map((e) => e.eventId),
      events.map((e) => e.streamId),
      events.map((e) => e.streamVersion),
      events.map((e) => e.type),
      events.map((e) => e.schemaVersion),
      events.map((e) => JSON.stringify(e.data)),
      events.map((e) => JSON.stringify(e.metadata)),
    ],
  );
}
