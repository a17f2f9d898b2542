import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { metadata } from '@gym/events/store/store-test-support';
import type { Projector } from '@gym/kernel/projection/projector';
import { openProjectionTestDatabase } from '../testing/projection-test-database.js';
import type { ProjectionTestDatabase } from '../testing/projection-test-database.js';
import { rebuildProjector } from './rebuild.js';

const silent = pino({ level: 'silent' });
const NOTED = 'Noted';

/** Two tables, as the accounts projector has (roles, then users): each row of the second names a row of the first. */
const pairProjector: Projector = {
  name: 'pair',
  version: 1,
  eventTypes: [NOTED],
  topics: ['pair'],
  tables: [
    { name: 'pair_first', ddl: 'CREATE TABLE pair_first (id text PRIMARY KEY)' },
    { name: 'pair_second', ddl: 'CREATE TABLE pair_second (id text PRIMARY KEY, first_id text NOT NULL)' },
  ],
  async apply(events, client) {
    const ids = events.map((e) => e.eventId);
    await client.query('INSERT INTO pair_first (id) SELECT unnest($1::text[])', [ids]);
    await client.query('INSERT INTO pair_second (id, first_id) SELECT i, i FROM unnest($1::text[]) AS i', [ids]);
  },
};

describe('swapping rebuilt tables in beside readers', () => {
  let database: ProjectionTestDatabase;

  beforeEach(async () => {
    database = await openProjectionTestDatabase('swap-locks');
    for (let i = 0; i < 3; i++)
      await database.store.appendToStreams(
        [{ streamId: `s-${i}`, expectedVersion: 0, events: [{ type: NOTED, data: {} }] }],
        {
          metadata: metadata(),
        },
      );
  });
  afterEach(() => database.close());

  const rebuild = () =>
    rebuildProjector({ pool: database.db.pool, store: database.store, projector: pairProjector, log: silent });

  /** Whether a backend waits for the whole of `table` (the swap, once it holds the table before it). */
  async function swapWaitsFor(table: string): Promise<boolean> {
    const waiting = await database.db.pool.query(
      `SELECT 1 FROM pg_locks WHERE relation = $1::regclass AND mode = 'AccessExclusiveLock' AND NOT granted`,
      [`read.${table}`],
    );
    return waiting.rows.length > 0;
  }

  it('gives way to a reader who holds one table and then reads the other, instead of deadlocking with it', async () => {
    await rebuild();
    const reader = await database.db.pool.connect();
    try {
      // A request's transaction has read the second table (a join names it first) and is about to read the first.
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM read.pair_second');
      const swapping = rebuild();
      swapping.catch(() => undefined);
      await expect.poll(() => swapWaitsFor('pair_second'), { timeout: 10_000, interval: 10 }).toBe(true);
      // The swap holds the first table now. Before the swap gave way, this read and the swap each waited for the
      // other until PostgreSQL's deadlock check (1 s) cancelled one of them: the reader's request failed.
      const first = await reader.query<{ n: number }>('SELECT count(*)::int AS n FROM read.pair_first');
      expect(first.rows[0]!.n).toBe(3);
      await reader.query('COMMIT');
      // Once the reader is done, the swap goes through.
      const result = await swapping;
      expect(result.events).toBe(3);
    } finally {
      await reader.query('ROLLBACK').catch(() => undefined);
      reader.release();
    }
    const second = await database.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM read.pair_second');
    expect(second.rows[0]!.n).toBe(3);
    const schemas = await database.db.pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`);
    expect(schemas.rows).toEqual([]);
  });
});
