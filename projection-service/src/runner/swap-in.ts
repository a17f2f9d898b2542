import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Checkpoint } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import type { Projector } from '@gym/kernel/projection/projector';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';
import { lockCheckpoint, saveCheckpoint } from '@gym/kernel/projection/service-contract/checkpoints';
import { inSchemaTransaction } from './schema-transaction.js';

/**
 * How long the swap waits for readers to let go of the live tables before it steps back and tries again. Well under
 * PostgreSQL's deadlock_timeout (1 s by default): see `swapIn`.
 */
export const SWAP_LOCK_TIMEOUT_MS = 200;

/** PostgreSQL's lock_not_available: the lock timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * Puts a projector's rebuilt tables (in `schema`) live, in one transaction that holds its checkpoint row (so the live
 * runner waits): applies what arrived after `from`, takes the live tables, drops them and moves the new ones into
 * `read`. Returns where the tables now stand and how many events the tail added.
 *
 * The live tables are taken all at once, before anything is dropped, and with a short lock timeout. A reader joins
 * tables of one projector in whatever order its query names them (`read.users JOIN read.roles` signs every request
 * in): dropping the tables one by one, the swap held one while waiting for a reader who held the other and waited
 * for the first, and PostgreSQL's deadlock check cancelled one of them (the likely cause of a desk request's 500 on
 * CI). Now the swap gives way when it cannot take every table quickly (readers wait on it for at most the timeout)
 * and tries again.
 */
export async function swapIn(options: {
  pool: Pool;
  store: EventStore;
  projector: Projector;
  schema: string;
  from: Checkpoint;
  batchSize: number;
  log: Logger;
}): Promise<{ reached: Checkpoint; events: number }> {
  const { pool, store, projector, schema, batchSize, log } = options;
  const live = projector.tables.map((table) => `${READ_SCHEMA}.${table.name}`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await inSchemaTransaction(pool, schema, async (client) => {
        await lockCheckpoint(client, projector.name);
        let reached = options.from;
        let events = 0;
        for (;;) {
          const batch = await store.readAll({ after: reached, limit: batchSize, types: projector.eventTypes });
          if (batch.events.length > 0) await projector.apply(batch.events, client, 'live');
          events += batch.events.length;
          reached = batch.checkpoint;
          if (batch.events.length < batchSize) break;
        }
        // The live tables there are (none before the first build): LOCK TABLE, unlike DROP, has no IF EXISTS.
        const existing = await client.query<{ name: string }>(
          `SELECT quote_ident(relname) AS name FROM pg_class
           WHERE relnamespace = $1::regnamespace AND relname = ANY($2) AND relkind = 'r'`,
          [READ_SCHEMA, projector.tables.map((table) => table.name)],
        );
        if (existing.rows.length > 0) {
          await client.query(`SET LOCAL lock_timeout = ${SWAP_LOCK_TIMEOUT_MS}`);
          const names = existing.rows.map((row) => `${READ_SCHEMA}.${row.name}`);
          // The timeout stays for the drops: a time-travel view on a live table is dropped with it, and a reader of
          // that view may hold it while it waits for the table.
          await client.query(`LOCK TABLE ${names.join(', ')} IN ACCESS EXCLUSIVE MODE`);
        }
        for (const [i, table] of projector.tables.entries()) {
          await client.query(`DROP TABLE IF EXISTS ${live[i]} CASCADE`);
          await client.query(`ALTER TABLE ${schema}.${table.name} SET SCHEMA ${READ_SCHEMA}`);
        }
        await saveCheckpoint(client, projector.name, projector.version, reached);
        return { reached, events };
      });
    } catch (error) {
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw error;
      if (attempt % 25 === 0)
        log.warn({ projector: projector.name, attempt }, 'readers hold the live tables; swap retrying');
      // A little apart, so the readers in the way finish before the next try.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
    }
  }
}
