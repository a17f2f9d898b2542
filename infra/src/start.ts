// `npm start`: the embedded database (unless DATABASE_URL is set), then projection-service and command-service as
// supervised child processes, until Ctrl-C stops them in reverse order.
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@gym/events/runtime/create-logger';
import { resolveDataDir } from '@gym/events/runtime/data-dir';
import { localDatabaseUrlFile } from '@gym/events/runtime/database-pool';
import { ensureDatabase } from './ensure-database.js';
import { startEmbeddedDatabase } from './embedded-database.js';
import type { EmbeddedDatabase } from './embedded-database.js';
import { unsupportedNode } from './node-version.js';
import { seedSampleData, sampleDataWanted } from './sample-data.js';
import { SupervisedService } from './supervised-service.js';
import { DEFAULT_CRASH_POLICY } from './crash-policy.js';
import { BULK_NODE_FLAGS } from '@gym/projection-service/node-flags';
import type { GiveUp } from './supervised-service.js';
import { waitForHealth } from './wait-for-health.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A message for the person at the terminal, then exit: no stack trace for a problem they can fix. */
function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { engines: { node: string } };
const nodeProblem = unsupportedNode(process.versions.node, manifest.engines.node);
if (nodeProblem) fail(nodeProblem);

const dataDir = resolveDataDir({ env: process.env, checkout: root, isRoot: process.getuid?.() === 0 });
// The services and tools started from here find the same directory.
process.env.GYM_DATA_DIR = dataDir.path;
// The services' output passes through the launcher: keep it readable on a terminal (pretty, coloured).
if (process.stdout.isTTY && !process.env.LOG_FORMAT) {
  process.env.LOG_FORMAT = 'pretty';
  process.env.FORCE_COLOR ??= '1';
}
const log = createLogger('launcher');
const port = Number(process.env.PORT ?? 3000);

let database: EmbeddedDatabase | undefined;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  log.info({ dataDir: dataDir.path, chosenBy: dataDir.source }, 'starting embedded PostgreSQL');
  try {
    database = await startEmbeddedDatabase({
      dataDir: `${dataDir.path}/postgres`,
      port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 0),
      durable: true,
      onLog: (line) => log.debug({ postgres: line }),
    });
  } catch (error) {
    fail(`The embedded PostgreSQL did not start: ${(error as Error).message}`);
  }
  databaseUrl = await ensureDatabase(database.serverUrl, 'gym');
  // For command-line tools run beside the app (npm run rebuild, user:create); removed when the database stops.
  await writeFile(localDatabaseUrlFile(), databaseUrl, { mode: 0o600 });
}

if (process.env.EVENT_STORE === 'kurrentdb') {
  log.info('the event log is in KurrentDB: no sample data (it is generated into the PostgreSQL event store)');
} else if (sampleDataWanted(process.env)) {
  await seedSampleData(databaseUrl, log);
}

// `npm start` is how the README says to try the product, so it asks for demo mode, unless told GYM_DEMO=0 or
// NODE_ENV=production; a service started on its own (a deployment) has no demo mode unless GYM_DEMO=1.
const demo = process.env.GYM_DEMO ?? (process.env.NODE_ENV === 'production' ? '0' : '1');
const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), GYM_DEMO: demo };
// `GYM_RUN_SOURCES=1` runs the TypeScript sources through tsx instead of the build (the launcher's own tests).
const entry = (service: string) =>
  process.env.GYM_RUN_SOURCES === '1' ? `${root}${service}/src/main.ts` : `${root}${service}/dist/main.js`;
const onGiveUp = (giveUp: GiveUp) => void shutdown(`${giveUp.service} keeps crashing`, 1, giveUp);
const services = [
  new SupervisedService(
    'projection-service',
    entry('projection-service'),
    env,
    log,
    onGiveUp,
    DEFAULT_CRASH_POLICY,
    BULK_NODE_FLAGS,
  ),
  new SupervisedService('command-service', entry('command-service'), env, log, onGiveUp),
];

const stopped = new AbortController();
let stopping = false;
async function shutdown(reason: string, code: number, giveUp?: GiveUp) {
  if (stopping) return;
  stopping = true;
  stopped.abort();
  log.info({ reason }, 'stopping');
  // Reverse start order: nothing new comes in, the projections finish their batch, the database goes last.
  for (const service of [...services].reverse()) await service.stop();
  await database?.stop();
  if (database) await rm(localDatabaseUrlFile(), { force: true });
  log.info('stopped');
  if (giveUp) {
    fail(
      `${giveUp.service} crashed ${giveUp.crashes} times within ${giveUp.windowMs / 1000} s, so npm start gave up. ` +
        `The last lines it wrote:\n\n${giveUp.lastLines.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));

for (const service of services) service.start();
try {
  const readiness = await waitForHealth(`http://127.0.0.1:${port}/api/health`, 180_000, stopped.signal);
  const local = !process.env.HOST || ['127.0.0.1', 'localhost', '::1'].includes(process.env.HOST);
  log.info(
    `Gym back office is ready on http://localhost:${port}${local ? ' (this computer only; HOST=0.0.0.0 serves the desk PCs)' : ''}`,
  );
  if (readiness.stopped) {
    log.warn(
      `stopped on an event: ${readiness.stopped}. The rest of the app works; /api/health names the event and the ` +
        'log says why. Fix the cause, then rebuild that projector (npm run rebuild -- <name>) or set that reactor' +
        "'s row in projection.reactor_checkpoints back to live.",
    );
  }
} catch (error) {
  if (!stopping) {
    log.error({ err: error }, 'the services did not become ready');
    await shutdown('not ready', 1);
  }
}
