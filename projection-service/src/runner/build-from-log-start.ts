import type { Pool } from 'pg';
import { LOG_START } from '@gym/events/store/envelope';
import { dropSnapshots } from '@gym/kernel/projection/as-of/as-of-snapshots';
import type { Projector } from '@gym/kernel/projection/projector';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';
import { saveCheckpoint } from '@gym/kernel/projection/service-contract/checkpoints';
import { inSchemaTransaction } from './schema-transaction.js';

/**
 * Gives a projector empty live tables and a checkpoint at the log's start, so the live runner applies the whole log
 * to it batch by batch: slower than a rebuild's pass, but a batch that fails is applied one event at a time and the
 * events the projector cannot apply are parked (`applyOneByOne`). What the runner falls back to when a rebuild fails
 * on one projector's work (an event in the log that it cannot apply), so the projector still comes up.
 */
export async function buildFromLogStart(pool: Pool, projector: Projector): Promise<void> {
  await inSchemaTransaction(pool, READ_SCHEMA, async (client) => {
    for (const table of [...projector.tables].reverse()) {
      await client.query(`DROP TABLE IF EXISTS ${READ_SCHEMA}.${table.name} CASCADE`);
    }
    for (const table of projector.tables) await client.query(table.ddl);
    await saveCheckpoint(client, projector.name, projector.version, LOG_START);
  });
  // Snapshots of older tables would answer views of the past from another version's rows.
  await dropSnapshots(pool, projector.name);
}
