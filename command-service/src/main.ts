import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { createEventStore } from '@gym/events/runtime/create-event-store';
import { createLogger } from '@gym/events/runtime/create-logger';
import { createPool } from '@gym/events/runtime/database-pool';
import { projectionMigrations } from '@gym/projection-service/runner/projection-migrations';
import { buildApp } from './app/build-app.js';
import { loadConfig } from './app/config.js';

const config = loadConfig();
const log = createLogger('command-service');
const pool = createPool({ connectionString: config.databaseUrl, applicationName: 'command-service', max: 40 });
await migrate(pool, 'event-store', eventStoreMigrations);
// The health route reads projection checkpoints; the table must exist even before projection-service first starts.
await migrate(pool, 'projection', projectionMigrations);
const store = createEventStore({ pool });
const app = await buildApp({ config, pool, store, log });
await app.listen({ port: config.port, host: config.host });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  await app.close();
  await store.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
