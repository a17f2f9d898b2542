import pg from 'pg';
import type { Pool } from 'pg';
import { migrate } from '@gym/events/db/migrate';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { qatarToday } from '@gym/infra/generator/gym-calendar';
import { seedGym } from '@gym/infra/generator/seed-gym';
import { projectors } from '@gym/projection-service/projectors';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { openBenchDatabase } from './bench-database.js';
import { createLogger } from '@gym/events/runtime/create-logger';
import type { EventStore } from '@gym/events/store/event-store';
import type { Projector } from '@gym/kernel/projection/projector';
import { rebuildProjectors } from '@gym/projection-service/runner/rebuild';
import type { SnapshotPolicy } from '@gym/projection-service/runner/rebuild';
import { rebuildThenSnapshot } from '@gym/projection-service/runner/rebuild-then-snapshot';
import { rate, ratio } from './rate.js';
import { rebuildStopwatch } from './rebuild-stopwatch.js';
import { serverCpuMs, serverCpuSpent } from './server-cpu.js';
import type { Rate } from './rate.js';

export interface FullRebuildFigures {
  readonly projectors: number;
  readonly adapter: Rate;
  /** Plain set-based SQL on the same rows: one INSERT ... SELECT of every event into a table of its own. */
  readonly ceiling: Rate;
  readonly ratio: number;
  readonly readMs: number;
  /** Milliseconds each projector spent in `apply`, slowest first (they run side by side, so these overlap). */
  readonly applyMs: ReadonlyArray<readonly [string, number]>;
  /** CPU milliseconds of the rebuild: this Node process, and the PostgreSQL server (null if not on this machine). */
  readonly cpuMs: { readonly node: number; readonly postgres: number | null };
  /** With time travel's snapshots: how long their pass took after the swap (null without them). */
  readonly snapshotsMs: number | null;
}

/**
 * A full rebuild of every projector of the product from the log the generated gym wrote (shadow tables, then the
 * atomic swap), against the set-based insert ceiling on the same server in the same run.
 */
export async function measureFullRebuild(
  pool: Pool,
  store: EventStore,
  all: readonly Projector[],
  withCeiling = true,
  snapshots?: SnapshotPolicy,
): Promise<FullRebuildFigures> {
  const applyMs = new Map<string, number>();
  const stopwatch = rebuildStopwatch(store);
  const timed = all.map((projector) =>
    stopwatch.timedApply(projector, (ms) => applyMs.set(projector.name, (applyMs.get(projector.name) ?? 0) + ms)),
  );
  const total = Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM event_store.events')).rows[0]!.n);
  const serverBefore = await serverCpuMs(pool);
  const nodeBefore = process.cpuUsage();
  const started = performance.now();
  const options = { pool, store: stopwatch.store, projectors: timed, log: createLogger('bench', 'silent') };
  // With snapshots as projection-service takes them: every table swapped in first, the snapshots in a second pass.
  let snapshotted: Promise<void> | null = null;
  if (snapshots) ({ snapshotted } = await rebuildThenSnapshot({ ...options, snapshots }));
  else await rebuildProjectors(options);
  const adapter = rate(total, performance.now() - started);
  const nodeCpu = process.cpuUsage(nodeBefore);
  const serverAfter = await serverCpuMs(pool);
  const swapped = performance.now();
  if (snapshotted) await snapshotted;
  const snapshotsMs = snapshotted ? Math.round(performance.now() - swapped) : null;
  // Without the ceiling (a quick look at what one projector costs), the ratio is to the rebuild itself.
  const ceiling = withCeiling ? await measureInsertCeiling(pool, total) : adapter;
  return {
    projectors: all.length,
    adapter,
    ceiling,
    ratio: ratio(adapter, ceiling),
    readMs: Math.round(stopwatch.readMs()),
    applyMs: [...applyMs].map(([name, ms]) => [name, Math.round(ms)] as const).sort((a, b) => b[1] - a[1]),
    cpuMs: {
      node: Math.round((nodeCpu.user + nodeCpu.system) / 1000),
      postgres: serverCpuSpent(serverBefore, serverAfter),
    },
    snapshotsMs,
  };
}

/** The fastest a rebuild could write: every event's stream, type and data copied by one set-based statement. */
export async function measureInsertCeiling(pool: Pool, total: number): Promise<Rate> {
  const client = await pool.connect();
  try {
    await client.query('DROP TABLE IF EXISTS bench_insert_ceiling');
    await client.query('CREATE TABLE bench_insert_ceiling (stream_id text, type text, data jsonb)');
    const started = performance.now();
    await client.query(
      'INSERT INTO bench_insert_ceiling SELECT stream_id, type, data FROM event_store.events ORDER BY position',
    );
    const ceiling = rate(total, performance.now() - started);
    await client.query('DROP TABLE bench_insert_ceiling');
    return ceiling;
  } finally {
    client.release();
  }
}

export interface GymRebuildFigures extends FullRebuildFigures {
  readonly members: number;
  readonly seedMs: number;
}

/**
 * Generates a gym of `members` members over 3 years in a database of its own (the sample-data generator, every
 * module's events), then rebuilds every projector of the product from it and measures the ceiling beside it.
 */
export async function measureGymRebuild(members: number): Promise<GymRebuildFigures> {
  const database = await openBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 24, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined);
  const store = new PostgresEventStore({ pool });
  try {
    const now = new Date();
    const seeded = await seedGym(pool, {
      members,
      years: 3,
      seed: 8,
      today: qatarToday(now),
      until: now.getTime(),
      batchEvents: 20_000,
      products: 1_000,
    });
    await pool.query('VACUUM ANALYZE event_store.events');
    await migrate(pool, 'projection', projectionMigrations);
    const figures = await measureFullRebuild(pool, store, projectors);
    return { ...figures, members, seedMs: Math.round(seeded.milliseconds) };
  } finally {
    await store.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await database.dispose();
  }
}

/**
 * The same full rebuild on a gym generated before (`--reuse-gym <url>`: a copy of a generated log, read tables or
 * not), so the figure can be taken again without generating millions of events. The rebuild replaces its read tables.
 */
export async function measureReusedGymRebuild(
  url: string,
  only: readonly Projector[] = projectors,
  withCeiling = true,
  snapshots?: SnapshotPolicy,
): Promise<GymRebuildFigures> {
  const pool = new pg.Pool({ connectionString: url, max: 24, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined);
  const store = new PostgresEventStore({ pool });
  try {
    await migrate(pool, 'projection', projectionMigrations);
    const members = Number(
      (
        await pool.query<{ n: string }>(
          `SELECT count(DISTINCT stream_id) AS n FROM event_store.events WHERE type = 'MemberRegistered'`,
        )
      ).rows[0]!.n,
    );
    const figures = await measureFullRebuild(pool, store, only, withCeiling, snapshots);
    return { ...figures, members, seedMs: 0 };
  } finally {
    await store.close().catch(() => undefined);
    await pool.end().catch(() => undefined);
  }
}
