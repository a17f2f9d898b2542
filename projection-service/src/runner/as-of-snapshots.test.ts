import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { metadata } from '@gym/events/store/store-test-support';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import type { Projector } from '@gym/kernel/projection/projector';
import { COUNTED, countingProjector } from '../testing/counting-projector.js';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { ProjectionRunner } from './projection-runner.js';

const silent = pino({ level: 'silent' });

/** Time travel's snapshots of the live tables (issue 13, item 7): taken by the runner every so many events. */
describe('time-travel snapshots of the live read tables', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner | undefined;

  beforeEach(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'snapshots');
    await migrate(db.pool, 'event-store', eventStoreMigrations);
    await migrate(db.pool, 'projection', projectionMigrations);
    store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 200 });
  });
  afterEach(async () => {
    await runner?.stop();
    await store.close();
    await db.drop();
  });

  const append = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await store.appendToStreams([{ streamId: 'a', expectedVersion: 'any', events: [{ type: COUNTED, data: {} }] }], {
        metadata: metadata(),
      });
    }
  };

  /** Events already in the log when the runner starts: it builds its tables from them first. */
  const appendAtOnce = (count: number) =>
    store.appendToStreams(
      [
        {
          streamId: 'a',
          expectedVersion: 'any',
          events: Array.from({ length: count }, () => ({ type: COUNTED, data: {} })),
        },
      ],
      { metadata: metadata() },
    );
  const snapshottingRunner = (projector: Projector) =>
    new ProjectionRunner({
      pool: db.pool,
      store,
      projectors: [projector],
      log: silent,
      batchSize: 4,
      snapshots: { every: 10, projectors: ['counting'] },
    });

  it('copies the tables every interval, each copy holding exactly the events up to its checkpoint', async () => {
    runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projectors: [countingProjector()],
      log: silent,
      batchSize: 4,
      snapshots: { every: 10, projectors: ['counting'] },
    });
    await runner.start();
    const snapshots = async () =>
      (
        await db.pool.query<{ id: string; position: string }>(
          `SELECT snapshot_id::text AS id, position::text FROM projection.as_of_snapshots
           WHERE projector = 'counting' ORDER BY position`,
        )
      ).rows;
    // A batch that comes while a copy is still being made takes none; later ones do.
    let rows = await snapshots();
    for (let appended = 0; rows.length < 3 && appended < 400; appended += 5) {
      await append(5);
      await runner.caughtUp();
      rows = await snapshots();
    }
    expect(rows.length).toBeGreaterThanOrEqual(3);
    let previous = 0;
    for (const row of rows) {
      const position = Number(row.position);
      // At least an interval apart; one event per position, all of stream "a".
      expect(position - previous).toBeGreaterThanOrEqual(10);
      previous = position;
      const copy = await db.pool.query<{ events: number }>(`SELECT events FROM asof_snap_${row.id}.counting_counts`);
      expect(copy.rows[0]!.events).toBe(position);
    }
  });

  it('after building its tables at start, takes the snapshots of the log in a second pass while already live', async () => {
    await appendAtOnce(35);
    runner = snapshottingRunner(countingProjector());
    await runner.start();
    await runner.snapshotsTaken();
    const { rows } = await db.pool.query<{ id: string; position: string }>(
      `SELECT snapshot_id::text AS id, position::text FROM projection.as_of_snapshots
       WHERE projector = 'counting' ORDER BY position`,
    );
    // The rebuild at start (in batches of 4) took none on the way: these are the second pass's, every interval.
    expect(rows.map((r) => Number(r.position))).toEqual([10, 20, 30]);
    for (const row of rows) {
      const copy = await db.pool.query<{ events: number }>(`SELECT events FROM asof_snap_${row.id}.counting_counts`);
      expect(copy.rows[0]!.events).toBe(Number(row.position));
    }
    // And the live runner goes on from the tables the first pass swapped in.
    await append(5);
    await runner.caughtUp();
    const live = await db.pool.query<{ events: number }>('SELECT events FROM read.counting_counts');
    expect(live.rows).toEqual([{ events: 40 }]);
  });

  it('stops that second pass when the runner stops, leaving no private tables behind', async () => {
    await appendAtOnce(400);
    // Slow batches of 4: the second pass has a hundred of them to go when the runner stops.
    runner = snapshottingRunner(countingProjector({ delayMs: 20 }));
    await runner.start();
    await runner.stop();
    await runner.snapshotsTaken();
    const taken = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM projection.as_of_snapshots');
    expect(taken.rows[0]!.n).toBeLessThan(40);
    const left = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%'`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('takes none for a projector not named in the policy', async () => {
    runner = new ProjectionRunner({
      pool: db.pool,
      store,
      projectors: [countingProjector()],
      log: silent,
      batchSize: 4,
      snapshots: { every: 10, projectors: ['dashboard'] },
    });
    await runner.start();
    await append(25);
    await runner.caughtUp();
    const result = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM projection.as_of_snapshots');
    expect(result.rows[0]!.n).toBe(0);
  });
});
