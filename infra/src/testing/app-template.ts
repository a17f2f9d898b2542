import pg, { escapeIdentifier } from 'pg';
import type { Pool } from 'pg';
import { pino } from 'pino';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { createTestDatabase } from '@gym/events/testing/test-database';
import { catalogueOf, moduleMigrations, projectorsOf } from '@gym/kernel/modules/module-manifest';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { projectionMigrations, reactionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { modules as allModules } from '@gym/modules/modules';
import { bootstrapAccounts } from '@gym/modules/people/accounts/bootstrap-accounts';
import { commandServiceMigrations } from '@gym/command-service/app/command-service-migrations';
import { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';

/** Every migration an app database gets, in the order the services run them at start. */
export async function migrateAppDatabase(pool: Pool, modules: readonly ModuleManifest[]): Promise<void> {
  await migrate(pool, 'event-store', eventStoreMigrations);
  await migrate(pool, 'projection', projectionMigrations);
  await migrate(pool, 'reactions', reactionMigrations);
  await migrate(pool, 'command-service', commandServiceMigrations);
  for (const { component, migrations } of moduleMigrations(modules)) await migrate(pool, component, migrations);
}

/**
 * The database every API and browser test file starts from (issue 44): migrated, the demo accounts bootstrapped, and
 * every read table built, as `startTestApp` used to make it for each file (about 2 of its 3 seconds; the suite starts
 * some 120 apps). Made once per test run under the name the run's global setup gives (`database-server.ts`, which
 * drops it at the end), by whichever test process asks first while the others wait on a lock; each file's database
 * is then a copy (`CREATE DATABASE … TEMPLATE`). Made here, not in the global setup, because only test processes
 * load the workspace's TypeScript sources.
 */
export function ensureAppTemplate(serverUrl: string, name: string): Promise<void> {
  ensured ??= ensure(serverUrl, name);
  return ensured;
}
let ensured: Promise<void> | undefined;

async function ensure(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const built = await buildAppDatabase(serverUrl);
      // Under its name only once whole: a process that finds the name finds a finished template.
      await admin.query(`ALTER DATABASE ${escapeIdentifier(built)} RENAME TO ${escapeIdentifier(name)}`);
    }
  } finally {
    await admin.end();
  }
}

/** A new database with everything an app database starts with; no connection to it is left open. */
async function buildAppDatabase(serverUrl: string): Promise<string> {
  const db = await createTestDatabase(serverUrl, 'app_template_building');
  const log = pino({ level: 'silent' });
  const store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 250 });
  try {
    await migrateAppDatabase(db.pool, allModules);
    const catalogue = catalogueOf(allModules);
    await bootstrapAccounts({ store, catalogue, pool: db.pool, demo: true, log });
    const runner = new ProjectionRunner({ pool: db.pool, store, projectors: projectorsOf(allModules, catalogue), log });
    await runner.start();
    await runner.caughtUp();
    await runner.stop();
  } finally {
    await store.close();
    // A copy needs the template to have no connection left.
    await db.pool.end();
  }
  return db.name;
}
