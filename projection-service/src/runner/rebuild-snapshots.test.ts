import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { countingProjector } from '../testing/counting-projector.js';
import { appendCounted, countingSnapshots, expectCountsUpToTheirPosition } from '../testing/counting-snapshots.js';
import { openProjectionTestDatabase } from '../testing/projection-test-database.js';
import type { ProjectionTestDatabase } from '../testing/projection-test-database.js';
import { rebuildProjector } from './rebuild.js';
import { rebuildThenSnapshot } from './rebuild-then-snapshot.js';

const silent = pino({ level: 'silent' });

/** A rebuild's time-travel snapshots stay an interval apart when its batches are larger than the interval. */
describe('snapshots taken by a rebuild', () => {
  let opened: ProjectionTestDatabase;
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    opened = await openProjectionTestDatabase('rebuild_snapshots');
    ({ db, store } = opened);
  });
  afterEach(async () => {
    await opened.close();
  });

  /** A rebuild on this test's database and store. */
  const rebuild = (options: Omit<Parameters<typeof rebuildProjector>[0], 'pool' | 'store' | 'log'>) =>
    rebuildProjector({ pool: db.pool, store, log: silent, ...options });
  const rebuildAndSnapshot = (options: Omit<Parameters<typeof rebuildThenSnapshot>[0], 'pool' | 'store' | 'log'>) =>
    rebuildThenSnapshot({ pool: db.pool, store, log: silent, ...options });

  // A projector keeping its rows in the pass's memory has them written before each snapshot is copied.
  it.each([
    ['writing its rows at each batch', false],
    ['keeping its rows for the pass', true],
  ])('takes one every interval, each holding exactly the events up to its position, %s', async (_, keepsRows) => {
    await appendCounted(store, 45);
    const result = await rebuild({
      projector: countingProjector({ keepsRows }),
      batchSize: 40,
      snapshots: { every: 10, projectors: ['counting'] },
    });
    expect(result.events).toBe(45);

    const rows = await countingSnapshots(db.pool);
    expect(rows.map((r) => Number(r.position))).toEqual([10, 20, 30, 40]);
    await expectCountsUpToTheirPosition(db.pool, rows);
    const built = await db.pool.query<{ events: number }>(`SELECT events FROM read.counting_counts`);
    expect(built.rows).toEqual([{ events: 45 }]);
  });

  const snapshotPositions = () => countingSnapshots(db.pool);
  const tableOid = async () =>
    (await db.pool.query<{ oid: number }>(`SELECT 'read.counting_counts'::regclass::oid AS oid`)).rows[0]!.oid;

  it('swaps the tables in first, then takes the snapshots in a second pass that leaves the live tables alone', async () => {
    await appendCounted(store, 45);
    // Snapshots of an earlier build, five apart: the two-pass rebuild drops them all.
    await rebuild({
      projector: countingProjector(),
      batchSize: 40,
      snapshots: { every: 5, projectors: ['counting'] },
    });
    expect((await snapshotPositions()).length).toBeGreaterThan(4);

    const { results, snapshotted } = await rebuildAndSnapshot({
      projectors: [countingProjector({ keepsRows: true })],
      batchSize: 40,
      snapshots: { every: 10, projectors: ['counting'] },
    });
    // Live once the first pass returns, without waiting for the second.
    expect(results.get('counting')?.events).toBe(45);
    const swappedIn = await tableOid();
    const live = await db.pool.query<{ events: number }>(`SELECT events FROM read.counting_counts`);
    expect(live.rows).toEqual([{ events: 45 }]);
    await snapshotted;

    const rows = await snapshotPositions();
    expect(rows.map((r) => Number(r.position))).toEqual([10, 20, 30, 40]);
    await expectCountsUpToTheirPosition(db.pool, rows);
    // The second pass swapped nothing in and left no private schema behind.
    expect(await tableOid()).toBe(swappedIn);
    const left = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%'`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('leaves the snapshots alone for a projector time travel does not copy', async () => {
    await appendCounted(store, 25);
    await rebuild({ projector: countingProjector(), snapshots: { every: 10, projectors: ['counting'] } });
    const before = await snapshotPositions();
    const { snapshotted } = await rebuildAndSnapshot({
      projectors: [countingProjector()],
      snapshots: { every: 10, projectors: ['dashboard'] },
    });
    await snapshotted;
    expect(await snapshotPositions()).toEqual(before);
  });

  it('stops when told to, swapping nothing in', async () => {
    await appendCounted(store, 25);
    await rebuild({ projector: countingProjector() });
    const built = await tableOid();
    await expect(rebuild({ projector: countingProjector(), signal: AbortSignal.abort() })).rejects.toThrow(/abort/i);
    expect(await tableOid()).toBe(built);
  });
});
