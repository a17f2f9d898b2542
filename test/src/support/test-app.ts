import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { migrate } from '@gym/events/db/migrate';
import { eventStoreMigrations } from '@gym/events/postgres/event-store-migrations';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { SocketIoChangeEmitter } from '@gym/projection-service/runner/change-emitter';
import { NotifyBatcher } from '@gym/projection-service/runner/notify-batcher';
import { projectionMigrations } from '@gym/projection-service/runner/projection-migrations';
import { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';
import { catalogueOf, moduleMigrations, projectorsOf } from '@gym/kernel/modules/module-manifest';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { modules as allModules } from '@gym/modules/modules';
import { bootstrapAccounts } from '@gym/modules/people/accounts/bootstrap-accounts';
import { buildApp } from '@gym/command-service/app/build-app';
import type { Clock } from '@gym/kernel/time/clock';
import { systemClock } from '@gym/kernel/time/clock';
import { commandServiceMigrations } from '@gym/command-service/app/command-service-migrations';

export interface TestApp {
  readonly baseUrl: string;
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
  readonly store: PostgresEventStore;
  readonly runner: ProjectionRunner;
  /** Resolves once the projections have applied everything appended so far. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  /** Demo mode: the demo accounts and shortcut logins (default on, as `npm start`). */
  readonly demo?: boolean;
  /** GYM_DEMO_ALLOW_REMOTE_INSECURE: demo sign-ins also from other computers (default off). */
  readonly demoAllowRemoteInsecure?: boolean;
  readonly clock?: Clock;
  readonly label?: string;
  /** The business areas the app is built with (default: the module list; a test may add a toy area). */
  readonly modules?: readonly ModuleManifest[];
}

const uiDist = fileURLToPath(new URL('../../../ui/dist', import.meta.url));

/**
 * The whole application as `npm start` runs it, in this process, on a fresh database of its own: migrations, the
 * accounts bootstrap, projection-service's runner with every projector, command-service listening on a free port.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const demo = options.demo ?? true;
  const db = await createTestDatabase(inject('databaseServerUrl'), options.label ?? 'app');
  await migrate(db.pool, 'event-store', eventStoreMigrations);
  await migrate(db.pool, 'projection', projectionMigrations);
  await migrate(db.pool, 'command-service', commandServiceMigrations);
  const modules = options.modules ?? allModules;
  for (const { component, migrations } of moduleMigrations(modules)) await migrate(db.pool, component, migrations);
  const catalogue = catalogueOf(modules);
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const store = new PostgresEventStore({ pool: db.pool, pollIntervalMs: 250 });
  await bootstrapAccounts({ store, catalogue, pool: db.pool, demo, log });
  const notifications = new NotifyBatcher(db.pool);
  const runner = new ProjectionRunner({
    pool: db.pool,
    store,
    projectors: projectorsOf(modules, catalogue),
    log,
    emitter: new SocketIoChangeEmitter(notifications),
    notifications,
  });
  await runner.start();
  await runner.caughtUp();
  const app = await buildApp(
    {
      config: {
        databaseUrl: db.url,
        port: 0,
        host: '127.0.0.1',
        production: false,
        demo,
        demoAllowRemoteInsecure: demo && options.demoAllowRemoteInsecure === true,
        uiDist,
      },
      pool: db.pool,
      store,
      log,
      clock: options.clock ?? systemClock,
    },
    modules,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    db,
    store,
    runner,
    caughtUp: () => runner.caughtUp(),
    async stop() {
      await app.close();
      await runner.stop();
      await store.close();
      await db.drop();
    },
  };
}
