import type { Pool } from 'pg';
import { createLogger } from '@gym/events/runtime/create-logger';
import type { EventStore } from '@gym/events/store/event-store';
import { rebuildProjector } from '@gym/projection-service/runner/rebuild';
import { benchProjector, buildCeilingTables, countDifferences } from './bench-projector.js';
import { rate, ratio } from './rate.js';
import { rebuildStopwatch } from './rebuild-stopwatch.js';
import type { Rate } from './rate.js';

export interface RebuildFigures {
  readonly batchSize: number;
  readonly adapter: Rate;
  readonly ceiling: Rate;
  readonly ratio: number;
  /** Where the rebuild's time went: `readAll` calls, the projector's `apply`, and the rest (transactions, swap). */
  readonly split: { readonly readMs: number; readonly applyMs: number; readonly otherMs: number };
  /** Rows in which the rebuilt read model and the ceiling's differ; anything but 0 means the bench is wrong. */
  readonly differences: number;
}

const CEILING_SCHEMA = 'bench_ceiling';

/**
 * The full rebuild the runner does when a projector's version changes (read the log in batches, apply set-based,
 * swap the tables in), against the same two tables computed by plain INSERT ... SELECT over the events table.
 */
export async function measureRebuild(pool: Pool, store: EventStore, batchSize: number): Promise<RebuildFigures> {
  const log = createLogger('events-bench', 'silent');
  let applyMs = 0;
  const stopwatch = rebuildStopwatch(store);
  const timedProjector = stopwatch.timedApply(benchProjector, (ms) => (applyMs += ms));
  const result = await rebuildProjector({ pool, store: stopwatch.store, projector: timedProjector, log, batchSize });
  const readMs = stopwatch.readMs();
  const adapter = rate(result.events, result.milliseconds);
  const split = {
    readMs: Math.round(readMs),
    applyMs: Math.round(applyMs),
    otherMs: Math.round(result.milliseconds - readMs - applyMs),
  };

  const client = await pool.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${CEILING_SCHEMA} CASCADE; CREATE SCHEMA ${CEILING_SCHEMA}`);
    const started = performance.now();
    await client.query('BEGIN');
    await buildCeilingTables(client, CEILING_SCHEMA);
    await client.query('COMMIT');
    const ceiling = rate(result.events, performance.now() - started);
    const differences = await countDifferences(client, CEILING_SCHEMA);
    await client.query(`DROP SCHEMA ${CEILING_SCHEMA} CASCADE`);
    return { batchSize, adapter, ceiling, ratio: ratio(adapter, ceiling), split, differences };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
