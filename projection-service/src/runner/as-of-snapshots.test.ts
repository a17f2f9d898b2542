import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { metadata } from '@gym/events/store/store-test-support';
import type { TestDatabase } from '@gym/events/testing/test-database';
import type { Projector } from '@gym/kernel/projection/projector';
import { COUNTED, countingProjector } from '../testing/counting-projector.js';
import { appendCounted, countingSnapshots, expectCountsUpToTheirPosition } from '../testing/counting-snapshots.js';
import { openProjectionTestDatabase } from '../testing/projection-test-database.js';
import type { ProjectionTestDatabase } from '../testing/projection-test-database.js';
import { ProjectionRunner } from './projection-runner.js';

const silent = pino({ level: 'silent' });

/** Time travel's snapshots of the live tables (issue 13, item 7): taken by the runner every so many events. */
describe('time-travel snapshots of the live read tables', () => {
  let opened: ProjectionTestDatabase;
  let db: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner | undefined;

  beforeEach(async () => {
    opened = await openProjectionTestDatabase('snapshots', { pollIntervalMs: 200 });
    ({ db, store } = opened);
  });
  afterEach(async () => {
    await runner?.stop();
    await opened.close();
  });

  const append = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await store.appendToStreams([{ streamId: 'a', expectedVersion: 'any', events: [{ type: COUNTED, data: {} }] }], {
        metadata: metadata(),
      });
    }
  };

  /** A runner in batches of 4 with a snapshot policy of every 10 events for the projectors `named`. */
  const snapshottingRunner = (projector: Projector, named = ['counting']) =>
    new ProjectionRunner({
      pool: db.pool,
      store,
      projectors: [projector],
      log: silent,
      batchSize: 4,
      snapshots: { every: 10, projectors: named },
    });

  it('copies the tables every interval, each copy holding exactly the events up to its checkpoint', async () => {
    runner = snapshottingRunner(countingProjector());
    await runner.start();
    // A batch that comes while a copy is still being made takes none; later ones do.
    let rows = await countingSnapshots(db.pool);
    for (let appended = 0; rows.length < 3 && appended < 400; appended += 5) {
      await append(5);
      await runner.caughtUp();
      rows = await countingSnapshots(db.pool);
    }
    expect(rows.length).toBeGreaterThanOrEqual(3);
    // At least an interval apart.
    const positions = rows.map((r) => Number(r.position));
    positions.forEach((position, i) => expect(position - (positions[i - 1] ?? 0)).toBeGreaterThanOrEqual(10));
    await expectCountsUpToTheirPosition(db.pool, rows);
  });

  it('after building its tables at start, takes the snapshots of the log in a second pass while already live', async () => {
    // Events already in the log when the runner starts: it builds its tables from them first.
    await appendCounted(store, 35);
    runner = snapshottingRunner(countingProjector());
    await runner.start();
    await runner.snapshotsTaken();
    const rows = await countingSnapshots(db.pool);
    // The rebuild at start (in batches of 4) took none on the way: these are the second pass's, every interval.
    expect(rows.map((r) => Number(r.position))).toEqual([10, 20, 30]);
    await expectCountsUpToTheirPosition(db.pool, rows);
    // And the live runner goes on from the tables the first pass swapped in.
    await append(5);
    await runner.caughtUp();
    const live = await db.pool.query<{ events: number }>('SELECT events FROM read.counting_counts');
    expect(live.rows).toEqual([{ events: 40 }]);
  });

  it('stops that second pass when the runner stops, leaving no private tables behind', async () => {
    await appendCounted(store, 400);
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
    runner = snapshottingRunner(countingProjector(), ['dashboard']);
    await runner.start();
    await append(25);
    await runner.caughtUp();
    const result = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM projection.as_of_snapshots');
    expect(result.rows[0]!.n).toBe(0);
  });
});
