import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { createEventStore } from '@gym/events/runtime/create-event-store';
import { createLogger } from '@gym/events/runtime/create-logger';
import { createPool } from '@gym/events/runtime/database-pool';
import { projectionMigrations, reactionMigrations } from '@gym/kernel/projection/service-contract/service-migrations';
import { moduleMigrations } from '@gym/kernel/modules/module-manifest';
import { catalogue } from '@gym/modules/catalogue';
import { modules } from '@gym/modules/modules';
import { bootstrapAccounts } from '@gym/modules/people/accounts/public';
import { buildApp } from './app/build-app.js';
import { systemClock } from '@gym/kernel/time/clock';
import { commandServiceMigrations } from './app/command-service-migrations.js';
import { loadConfig } from './app/config.js';
import { isLoopbackAddress } from './auth/client-address.js';
import { DEMO_REMOTE_VARIABLE } from './auth/demo-access.js';
import { forgetOldLoginAttempts, recordEndedThrottleBursts } from './auth/login-throttle.js';
import { deleteExpiredSessions } from './auth/session-store.js';

const config = loadConfig();
const log = createLogger('command-service');
const pool = createPool({
  onIdleError: (error) => log.warn({ err: error }, 'idle database connection lost'),
  connectionString: config.databaseUrl,
  applicationName: 'command-service',
  max: 40,
});
await migrate(pool, 'event-store', eventStoreMigrations);
// The health route and read-your-writes read projection and reactor checkpoints, even before projection-service first
// starts.
await migrate(pool, 'projection', projectionMigrations);
await migrate(pool, 'reactions', reactionMigrations);
await migrate(pool, 'command-service', commandServiceMigrations);
for (const { component, migrations } of moduleMigrations(modules)) await migrate(pool, component, migrations);
const store = createEventStore({ pool });
await bootstrapAccounts({ store, catalogue, pool, demo: config.demo, log });
const app = await buildApp({ config, pool, store, log, clock: systemClock });
await app.listen({ port: config.port, host: config.host });
if (config.demo) {
  log.warn(
    'DEMO MODE: demo accounts with published passwords (admin / admin123, reception / reception123) and shortcut ' +
      'logins. Not for a real gym: see "Run a real gym safely" in the README.',
  );
}
if (config.demoAllowRemoteInsecure) {
  log.warn(`${DEMO_REMOTE_VARIABLE}=1: ANYONE WHO CAN REACH THIS SERVER CAN SIGN IN AS ADMINISTRATOR.`);
}
if (!isLoopbackAddress(config.host) && config.host !== 'localhost') {
  log.info({ host: config.host }, 'listening beyond this computer (HOST)');
}
const sweeper = setInterval(
  () => {
    void deleteExpiredSessions(pool).catch(() => undefined);
    void forgetOldLoginAttempts(pool).catch(() => undefined);
  },
  60 * 60 * 1000,
);
// Refused sign-ins whose wait is over go into the log within seconds, also when no further attempt comes.
const throttleBursts = setInterval(() => {
  void recordEndedThrottleBursts({ pool, store, catalogue }, systemClock.now()).catch((error: unknown) =>
    log.warn({ err: error }, 'could not record ended sign-in throttle bursts'),
  );
}, 5000);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  clearInterval(sweeper);
  clearInterval(throttleBursts);
  await app.close();
  await store.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
