import type { Pool } from 'pg';
import { LOG_START } from '@gym/events/store/envelope';
import type { EventStore } from '@gym/events/store/event-store';
import { rate, ratio } from './rate.js';
import type { Rate } from './rate.js';

export interface ReadFigures {
  readonly batchSize: number;
  readonly adapter: Rate;
  readonly ceiling: Rate;
  readonly ratio: number;
}

const WARMUP_BATCHES = 5;

/**
 * Catch-up read of the whole log: `readAll` page by page (what a projector's subscription or a rebuild does) against
 * the plain keyset SELECT of the same columns in position order. Both go through the same pg client, so both pay
 * for parsing the JSON; the difference is the reader's snapshot bound, commit ordering and head lookup.
 */
export async function measureReadAll(pool: Pool, store: EventStore, batchSize: number): Promise<ReadFigures> {
  await readAllPages(store, batchSize, WARMUP_BATCHES);
  await rawPages(pool, batchSize, WARMUP_BATCHES);
  const adapter = await timed(() => readAllPages(store, batchSize));
  const ceiling = await timed(() => rawPages(pool, batchSize));
  return { batchSize, adapter, ceiling, ratio: ratio(adapter, ceiling) };
}

async function timed(read: () => Promise<number>): Promise<Rate> {
  const started = performance.now();
  const events = await read();
  return rate(events, performance.now() - started);
}

async function readAllPages(store: EventStore, batchSize: number, maxPages = Infinity): Promise<number> {
  let after = LOG_START;
  let events = 0;
  for (let page = 0; page < maxPages; page++) {
    const batch = await store.readAll({ after, limit: batchSize });
    events += batch.events.length;
    after = batch.checkpoint;
    if (batch.events.length < batchSize) break;
  }
  return events;
}

async function rawPages(pool: Pool, batchSize: number, maxPages = Infinity): Promise<number> {
  let after = '0';
  let events = 0;
  for (let page = 0; page < maxPages; page++) {
    const result = await pool.query<{ position: string }>(
      // bigint comes back as a string anyway; a ::text cast here would make ORDER BY sort the alias as text.
      `SELECT position, transaction_id::text AS commit, event_id, stream_id, stream_version, type, schema_version,
              data, metadata
       FROM event_store.events WHERE position > $1 ORDER BY position LIMIT $2`,
      [after, batchSize],
    );
    events += result.rows.length;
    const last = result.rows.at(-1);
    if (!last || result.rows.length < batchSize) break;
    after = last.position;
  }
  return events;
}
