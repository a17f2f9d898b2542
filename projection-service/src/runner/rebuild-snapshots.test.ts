import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { metadata } from '@gym/events/store/store-test-support';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { COUNTED, countingProjector } from '../testing/counting-projector.js';
import { projectionMigrations } from './projection-migrations.js';
import { rebuildProjector } from './rebuild.js';

const silent = pino({ level: 'silent' });

/** A rebuild's time-travel snapshots stay an interval apart when its batches are larger than the interval. */
describe('snapshots taken by a rebuild', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'rebuild_snapshots');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await migrate(db.pool, 'projection', projectionMigrations);
    store = new PostgresEventStore({ pool: db.pool });
  });
  afterEach(async () => {
    await store.close();
    await db.drop();
  });

  it('takes one every interval, each holding exactly the events up to its position, with batches of 4 intervals', async () => {
    await store.appendToStreams(
      [
        {
          streamId: 'a',
          expectedVersion: 'any',
          events: Array.from({ length: 45 }, () => ({ type: COUNTED, data: {} })),
        },
      ],
      { metadata: metadata() },
    );
    const result = await rebuildProjector({
      pool: db.pool,
      store,
      log: silent,
      projector: countingProjector(),
      batchSize: 40,
      snapshots: { every: 10, projectors: ['counting'] },
    });
    expect(result.events).toBe(45);

    const { rows } = await db.pool.query<{ id: string; position: string }>(
      `SELECT snapshot_id::text AS id, position::text FROM projection.as_of_snapshots
       WHERE projector = 'counting' ORDER BY position`,
    );
    expect(rows.map((r) => Number(r.position))).toEqual([10, 20, 30, 40]);
    for (const row of rows) {
      const copy = await db.pool.query<{ events: number }>(`SELECT events FROM asof_snap_${row.id}.counting_counts`);
      expect(copy.rows[0]!.events).toBe(Number(row.position));
    }
  });
});
