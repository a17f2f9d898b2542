import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { createEventStore } from '@gym/events/runtime/create-event-store';
import { createLogger } from '@gym/events/runtime/create-logger';
import { createPool, requireDatabaseUrl } from '@gym/events/runtime/database-pool';
import { projectors } from './projectors.js';
import { SocketIoChangeEmitter } from './runner/change-emitter.js';
import { NotifyBatcher } from './runner/notify-batcher.js';
import { projectionMigrations } from './runner/projection-migrations.js';
import { ProjectionRunner } from './runner/projection-runner.js';

const log = createLogger('projection-service');
const pool = createPool({
  onIdleError: (error) => log.warn({ err: error }, 'idle database connection lost'),
  connectionString: requireDatabaseUrl(),
  applicationName: 'projection-service',
  max: 12,
});
await migrate(pool, 'event-store', eventStoreMigrations);
await migrate(pool, 'projection', projectionMigrations);
const store = createEventStore({ pool });
const notifications = new NotifyBatcher(pool, (error) => log.warn({ err: error }, 'notification not sent'));
const emitter = new SocketIoChangeEmitter(notifications);
const runner = new ProjectionRunner({
  pool,
  store,
  projectors,
  log,
  emitter,
  notifications,
  // The subscription stopped for good: end, and let the launcher (or the container's restart policy) start afresh.
  onFatal: () => process.exit(1),
});
await runner.start();
log.info({ projectors: projectors.map((p) => p.name) }, 'projections live');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  await runner.stop();
  await store.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
