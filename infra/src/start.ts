// `npm start`: the embedded database (unless DATABASE_URL is set), then projection-service and command-service as
// child processes, until Ctrl-C stops them in reverse order.
import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@gym/events/runtime/create-logger';
import { localDatabaseUrlFile } from '@gym/events/runtime/database-pool';
import { ensureDatabase } from './ensure-database.js';
import { startEmbeddedDatabase } from './embedded-database.js';
import type { EmbeddedDatabase } from './embedded-database.js';
import { seedSampleData, sampleDataWanted } from './sample-data.js';
import { ServiceProcess } from './service-process.js';
import { waitForHealth } from './wait-for-health.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
process.env.GYM_DATA_DIR ??= `${root}.data`;
const log = createLogger('launcher');
const port = Number(process.env.PORT ?? 3000);

let database: EmbeddedDatabase | undefined;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  const dataDir = `${process.env.GYM_DATA_DIR}/postgres`;
  log.info({ dataDir }, 'starting embedded PostgreSQL');
  database = await startEmbeddedDatabase({
    dataDir,
    port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 0),
    durable: true,
    onLog: (line) => log.debug({ postgres: line }),
  });
  databaseUrl = await ensureDatabase(database.serverUrl, 'gym');
  // For command-line tools run beside the app (npm run rebuild, user:create); removed when the database stops.
  await writeFile(localDatabaseUrlFile(), databaseUrl, { mode: 0o600 });
}

if (sampleDataWanted(process.env)) await seedSampleData(databaseUrl, log);

// `npm start` is how the README says to try the product, so it asks for demo mode, unless told GYM_DEMO=0 or
// NODE_ENV=production; a service started on its own (a deployment) has no demo mode unless GYM_DEMO=1.
const demo = process.env.GYM_DEMO ?? (process.env.NODE_ENV === 'production' ? '0' : '1');
const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), GYM_DEMO: demo };
// `GYM_RUN_SOURCES=1` runs the TypeScript sources through tsx instead of the build (the launcher's own test).
const entry = (service: string) =>
  process.env.GYM_RUN_SOURCES === '1' ? `${root}${service}/src/main.ts` : `${root}${service}/dist/main.js`;
const services = [
  new ServiceProcess('projection-service', entry('projection-service'), env, log),
  new ServiceProcess('command-service', entry('command-service'), env, log),
];

let stopping = false;
async function shutdown(reason: string, code: number) {
  if (stopping) return;
  stopping = true;
  log.info({ reason }, 'stopping');
  // Reverse start order: nothing new comes in, the projections finish their batch, the database goes last.
  for (const service of [...services].reverse()) await service.stop();
  await database?.stop();
  if (database) await rm(localDatabaseUrlFile(), { force: true });
  log.info('stopped');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT', 0));
process.on('SIGTERM', () => void shutdown('SIGTERM', 0));

for (const service of services) {
  service.start((exitCode) => void shutdown(`${service.name} exited with code ${exitCode}`, 1));
}
try {
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, 180_000);
  const local = !process.env.HOST || ['127.0.0.1', 'localhost', '::1'].includes(process.env.HOST);
  log.info(
    `Gym back office is ready on http://localhost:${port}${local ? ' (this computer only; HOST=0.0.0.0 serves the desk PCs)' : ''}`,
  );
} catch (error) {
  log.error({ err: error }, 'the services did not become ready');
  await shutdown('not ready', 1);
}
