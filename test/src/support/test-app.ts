import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { inject } from 'vitest';
import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import type { EventStore } from '@gym/events/store/event-store';
import { SocketIoChangeEmitter } from '@gym/projection-service/runner/change-emitter';
import { NotifyBatcher } from '@gym/projection-service/runner/notify-batcher';
import { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';
import { JobScheduler } from '@gym/projection-service/reactions/job-scheduler';
import { ReactorRunner } from '@gym/projection-service/reactions/reactor-runner';
import { catalogueOf, jobsOf, projectorsOf, reactorsOf } from '@gym/kernel/modules/module-manifest';
import type { ModuleManifest } from '@gym/kernel/modules/module-manifest';
import { modules as allModules } from '@gym/modules/modules';
import { bootstrapAccounts } from '@gym/modules/people/accounts/bootstrap-accounts';
import { buildApp } from '@gym/command-service/app/build-app';
import type { AppConfig } from '@gym/command-service/app/config';
import type { Clock } from '@gym/kernel/time/clock';
import { systemClock } from '@gym/kernel/time/clock';
import { ensureAppTemplate, migrateAppDatabase } from '@gym/infra/testing/app-template';
import { testEventStore } from './test-event-store.js';
import { testLogger } from './test-logger.js';

export interface TestApp {
  readonly baseUrl: string;
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
  readonly store: EventStore;
  readonly runner: ProjectionRunner;
  readonly reactors: ReactorRunner;
  /** The modules' scheduled jobs; tests run them with `jobs.runDue()` (no timer runs in tests). */
  readonly jobs: JobScheduler;
  /** The latest error lines the app logged, oldest first: what explains a 500 the client saw. */
  serverErrors(): readonly string[];
  /** Resolves once the projections and reactors have handled everything appended so far (and what reactors added). */
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

/** A fresh database of its own with every migration applied, its event store and the accounts bootstrap. */
export interface AppDatabase {
  readonly db: TestDatabase;
  readonly store: EventStore;
  readonly log: Logger;
  /** The latest error lines the app logged (see `testLogger`). */
  readonly errors: () => readonly string[];
  /** The business areas the app on this database is built with, and their event catalogue. */
  readonly modules: readonly ModuleManifest[];
  readonly catalogue: EventCatalogue;
  /** Closes the store and drops the database. */
  drop(): Promise<void>;
}

/**
 * The event store is PostgreSQL, or KurrentDB when `KURRENTDB_URL` is set (`npm run test:kurrentdb`): the same API
 * tests then run the app on the KurrentDB adapter, each test file in a namespace of its own on the shared server.
 * `serverUrl` names the PostgreSQL server outside a vitest run (`npm run screenshots`); inside one the run's server
 * and its app template are used.
 */
export async function createAppDatabase(
  label: string,
  demo = true,
  modules: readonly ModuleManifest[] = allModules,
  serverUrl?: string,
): Promise<AppDatabase> {
  // The run's template already holds what this would make (migrations, the demo accounts, the read tables): a copy
  // of it is much faster. Other module lists, no demo, and KurrentDB's log elsewhere are made as before.
  const template = !serverUrl && demo && modules === allModules ? inject('appTemplate') : '';
  const server = serverUrl ?? inject('databaseServerUrl');
  if (template) await ensureAppTemplate(server, template);
  const db = await createTestDatabase(server, label, template ? { template } : {});
  if (!template) await migrateAppDatabase(db.pool, modules);
  const catalogue = catalogueOf(modules);
  const { log, errors } = testLogger();
  const store = testEventStore(db.pool, label);
  if (!template) await bootstrapAccounts({ store, catalogue, pool: db.pool, demo, log });
  return {
    db,
    store,
    log,
    errors,
    modules,
    catalogue,
    async drop() {
      await store.close();
      await db.drop();
    },
  };
}

export interface CommandServiceInstance {
  readonly baseUrl: string;
  readonly app: FastifyInstance;
  stop(): Promise<void>;
}

/** One command-service instance on a database, listening on a free port, as `main.ts` builds it. */
export async function startCommandService(
  database: AppDatabase,
  options: {
    demo?: boolean;
    demoAllowRemoteInsecure?: boolean;
    clock?: Clock;
    health?: AppConfig['health'];
    production?: boolean;
  } = {},
): Promise<CommandServiceInstance> {
  const production = options.production ?? false;
  // As loadConfig does: never demo accounts in production.
  const demo = production ? false : (options.demo ?? true);
  const app = await buildApp(
    {
      config: {
        databaseUrl: database.db.url,
        port: 0,
        host: '127.0.0.1',
        production,
        demo,
        demoAllowRemoteInsecure: demo && options.demoAllowRemoteInsecure === true,
        uiDist,
        ...(options.health ? { health: options.health } : {}),
      },
      pool: database.db.pool,
      store: database.store,
      log: database.log,
      clock: options.clock ?? systemClock,
    },
    database.modules,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, app, stop: () => app.close() };
}

/** projection-service's runner with every projector of the database's modules, in this process, started and caught up. */
export async function startProjections(database: AppDatabase): Promise<ProjectionRunner> {
  const notifications = new NotifyBatcher(database.db.pool);
  const runner = new ProjectionRunner({
    pool: database.db.pool,
    store: database.store,
    projectors: projectorsOf(database.modules, database.catalogue),
    log: database.log,
    emitter: new SocketIoChangeEmitter(notifications),
    notifications,
  });
  await runner.start();
  await runner.caughtUp();
  return runner;
}

/** The modules' reactors (started) and scheduled jobs (not on a timer: a test runs them when it means to). */
export async function startReactions(
  database: AppDatabase,
  clock: Clock = systemClock,
): Promise<{ reactors: ReactorRunner; jobs: JobScheduler }> {
  const deps = {
    store: database.store,
    catalogue: database.catalogue,
    pool: database.db.pool,
    clock,
    log: database.log,
  };
  const reactors = new ReactorRunner(reactorsOf(database.modules), deps);
  await reactors.start();
  return { reactors, jobs: new JobScheduler(jobsOf(database.modules), deps) };
}

/**
 * The whole application as `npm start` runs it, in this process, on a fresh database of its own: migrations, the
 * accounts bootstrap, projection-service's runner with every projector and every reactor, command-service listening
 * on a free port.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createAppDatabase(options.label ?? 'app', options.demo ?? true, options.modules);
  const runner = await startProjections(database);
  const { reactors, jobs } = await startReactions(database, options.clock);
  const service = await startCommandService(database, {
    ...(options.demo !== undefined ? { demo: options.demo } : {}),
    ...(options.demoAllowRemoteInsecure !== undefined
      ? { demoAllowRemoteInsecure: options.demoAllowRemoteInsecure }
      : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    baseUrl: service.baseUrl,
    app: service.app,
    db: database.db,
    store: database.store,
    runner,
    reactors,
    jobs,
    serverErrors: database.errors,
    async caughtUp() {
      await runner.caughtUp();
      await reactors.caughtUp();
      // What reactors appended is projected too.
      await runner.caughtUp();
    },
    async stop() {
      await service.stop();
      await jobs.stop();
      await reactors.stop();
      await runner.stop();
      await database.drop();
    },
  };
}
