import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { LOG_START } from '@gym/events/store/envelope';
import type { Checkpoint } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import { lockCheckpoint, saveCheckpoint } from './checkpoints.js';
import { PROGRESS_CHANNEL } from './projection-migrations.js';
import type { Projector } from './projector.js';
import { READ_SCHEMA } from './projector.js';
import { inSchemaTransaction } from './schema-transaction.js';

export interface RebuildOptions {
  readonly pool: Pool;
  readonly store: EventStore;
  readonly projector: Projector;
  readonly log: Logger;
  readonly batchSize?: number;
}

export interface RebuildResult {
  readonly events: number;
  readonly milliseconds: number;
  readonly checkpoint: Checkpoint;
}

/** Events per rebuild batch: large, since nobody waits on a single event during a rebuild. */
export const REBUILD_BATCH_SIZE = 10_000;

const rebuildSchema = (projector: Projector) => `rebuild_${projector.name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;

/**
 * Replays the whole log into fresh tables in a private schema, then, in one transaction that holds the projector's
 * checkpoint row (so the live runner waits), applies what arrived meanwhile, drops the old tables and moves the new
 * ones into `read`. Queries see the old tables until that commit and the complete new ones after it, never a
 * half-built table.
 */
export async function rebuildProjector(options: RebuildOptions): Promise<RebuildResult> {
  const { pool, store, projector, log } = options;
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  const schema = rebuildSchema(projector);
  const started = performance.now();
  const guard = await pool.connect();
  try {
    // One rebuild of a projector at a time, whoever started it (the service at start, or the CLI).
    await guard.query('SELECT pg_advisory_lock(hashtext($1))', [`rebuild:${projector.name}`]);
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await pool.query(`CREATE SCHEMA ${schema}`);
    await inSchemaTransaction(pool, schema, async (client) => {
      for (const table of projector.tables) await client.query(table.ddl);
    });

    let after = LOG_START;
    let events = 0;
    // Reading the next batch overlaps with applying this one: the log and the read tables are separate work.
    let next = store.readAll({ after, limit: batchSize, types: projector.eventTypes });
    for (;;) {
      const batch = await next;
      after = batch.checkpoint;
      const more = batch.events.length === batchSize;
      if (more) next = store.readAll({ after, limit: batchSize, types: projector.eventTypes });
      if (batch.events.length > 0) {
        await inSchemaTransaction(pool, schema, (client) => projector.apply(batch.events, client));
        events += batch.events.length;
      }
      if (!more) break;
    }

    await inSchemaTransaction(pool, schema, async (client) => {
      await lockCheckpoint(client, projector.name);
      for (;;) {
        const batch = await store.readAll({ after, limit: batchSize, types: projector.eventTypes });
        if (batch.events.length > 0) await projector.apply(batch.events, client);
        events += batch.events.length;
        after = batch.checkpoint;
        if (batch.events.length < batchSize) break;
      }
      for (const table of projector.tables) {
        await client.query(`DROP TABLE IF EXISTS ${READ_SCHEMA}.${table.name} CASCADE`);
        await client.query(`ALTER TABLE ${schema}.${table.name} SET SCHEMA ${READ_SCHEMA}`);
      }
      await saveCheckpoint(client, projector.name, projector.version, after);
    });
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    // Tell waiting readers (read-your-writes) where the swapped-in tables stand.
    await pool.query('SELECT pg_notify($1, $2)', [
      PROGRESS_CHANNEL,
      JSON.stringify({ projector: projector.name, commit: after.commit, position: after.position, status: 'live' }),
    ]);
    const milliseconds = performance.now() - started;
    log.info({ projector: projector.name, events, milliseconds: Math.round(milliseconds) }, 'projector rebuilt');
    return { events, milliseconds, checkpoint: after };
  } finally {
    await guard.query('SELECT pg_advisory_unlock(hashtext($1))', [`rebuild:${projector.name}`]).catch(() => undefined);
    guard.release();
  }
}
