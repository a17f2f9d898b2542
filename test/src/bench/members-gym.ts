import pg from 'pg';
import { migrate } from '@gym/events/db/migrate';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { createLogger } from '@gym/events/runtime/create-logger';
import { projectors } from '@gym/projection-service/projectors';
import { projectionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';
import { qatarToday } from '@gym/infra/generator/gym-calendar';
import { seedGym } from '@gym/infra/generator/seed-gym';
import { sealBacklog } from './app-services.js';
import { openBenchDatabase } from './bench-database.js';
import { formatCount } from './format-table.js';

export interface MembersGymOptions {
  readonly members: number;
  readonly years: number;
  /** Keep the generated database and print its URL, to measure again on it with `reuse`. */
  readonly keep: boolean;
  /** A database generated before (`keep`, `--reuse-gym`): measured as it is, nothing generated. */
  readonly reuse?: string | undefined;
}

export interface MembersGym {
  readonly url: string;
  /** Where the database runs, for the report. */
  readonly server: string;
  readonly pool: pg.Pool;
}

/**
 * The focused benches' gym (`bench:search`, `bench:classes`): the members' side only (no back office), generated with
 * the seed `npm run bench` uses, its read tables built from the log as projection-service builds them, the log sealed
 * so the services start at once. Runs `measure` on it, then drops the database unless it was reused or is kept.
 */
export async function withMembersGym(options: MembersGymOptions, measure: (gym: MembersGym) => Promise<void>) {
  const reused = options.reuse;
  const database = reused
    ? { url: reused, server: 'reused', dispose: async () => undefined }
    : await openBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => undefined);
  try {
    if (!reused) await generate(pool, database.server, options);
    await sealBacklog(pool);
    await measure({ url: database.url, server: database.server, pool });
  } finally {
    await pool.end().catch(() => undefined);
    if (options.keep && !reused) console.log(`kept the database: --reuse-gym ${database.url}`);
    else if (!reused) await database.dispose();
  }
}

async function generate(pool: pg.Pool, server: string, options: MembersGymOptions) {
  console.log(`generating ${formatCount(options.members)} members over ${options.years} year(s) on ${server} ...`);
  const now = new Date();
  const seeded = await seedGym(pool, {
    members: options.members,
    years: options.years,
    seed: 8,
    today: qatarToday(now),
    until: now.getTime(),
    batchEvents: 20_000,
    backOffice: false,
  });
  console.log(`  ${formatCount(seeded.events)} events in ${(seeded.milliseconds / 1000).toFixed(1)} s`);
  await pool.query('VACUUM ANALYZE event_store.events');
  console.log('building the read tables from the log ...');
  await migrate(pool, 'projection', projectionMigrations);
  const store = new PostgresEventStore({ pool });
  const runner = new ProjectionRunner({ pool, store, projectors, log: createLogger('bench', 'warn') });
  const started = performance.now();
  await runner.start();
  await runner.caughtUp();
  await runner.stop();
  await store.close();
  console.log(`  in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
