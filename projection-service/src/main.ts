import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { createEventStore } from '@gym/events/runtime/create-event-store';
import { createLogger } from '@gym/events/runtime/create-logger';
import { createPool, requireDatabaseUrl } from '@gym/events/runtime/database-pool';
import { jobsOf, reactorsOf } from '@gym/kernel/modules/module-manifest';
import { systemClock } from '@gym/kernel/time/clock';
import { catalogue } from '@gym/modules/catalogue';
import { modules } from '@gym/modules/modules';
import { snapshotInterval, timeTravelProjectors } from '@gym/kernel/projection/as-of/as-of-snapshots';
import { projectors } from './projectors.js';
import { JobScheduler } from './reactions/job-scheduler.js';
import { projectionMigrations, reactionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { ReactorRunner } from './reactions/reactor-runner.js';
import { ChainSealer } from './runner/chain-sealer.js';
import { SocketIoChangeEmitter } from './runner/change-emitter.js';
import { NotifyBatcher } from './runner/notify-batcher.js';
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
await migrate(pool, 'reactions', reactionMigrations);
const store = createEventStore({ pool });
const notifications = new NotifyBatcher(pool, (error, retrying) =>
  log.warn({ err: error, retrying }, 'notification not sent'),
);
const emitter = new SocketIoChangeEmitter(notifications);
const runner = new ProjectionRunner({
  pool,
  store,
  projectors,
  log,
  emitter,
  notifications,
  snapshots: { every: snapshotInterval(), projectors: timeTravelProjectors(projectors) },
  // The subscription stopped for good: end, and let the launcher (or the container's restart policy) start afresh.
  onFatal: () => process.exit(1),
});
await runner.start();
log.info({ projectors: projectors.map((p) => p.name) }, 'projections live');
// Process managers and time-driven jobs of the modules: they issue commands, so they start once projections are live.
const reactionDeps = { store, catalogue, pool, clock: systemClock, log };
const reactors = new ReactorRunner(reactorsOf(modules), reactionDeps);
await reactors.start();
const jobs = new JobScheduler(jobsOf(modules), reactionDeps);
jobs.start();
// The log's hash chain (tamper evidence) lives beside the events in PostgreSQL; KurrentDB keeps its own log.
const sealer =
  store.name === 'postgres' ? new ChainSealer(pool, (error) => log.warn({ err: error }, 'sealing failed')) : null;
sealer?.start();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  await jobs.stop();
  await sealer?.stop();
  await reactors.stop();
  await runner.stop();
  await store.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
