import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../embedded-database.js';
import type { EmbeddedDatabase } from '../embedded-database.js';
import pg, { escapeIdentifier } from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL server this test run uses; each test file creates its own database on it. */
    databaseServerUrl: string;
    /** The database an app's test database is copied from (see app-template.ts); '' when there is none. */
    appTemplate: string;
  }
}

interface SharedServer {
  users: number;
  /** The server's superuser URL (the embedded one's, or TEST_DATABASE_URL / DATABASE_URL). */
  url: Promise<string>;
  /** The embedded server started for this run, if any. */
  embedded: Promise<EmbeddedDatabase> | null;
  /** Everything this run's embedded server keeps on disk (cluster and password), removed at the end. */
  runDir: string | null;
  /** The name of the run's app template (made by the first test process that needs it: see app-template.ts). */
  template: string;
}

// Vitest runs a global setup once per project that names it; they must share one server and one template.
const shared = globalThis as typeof globalThis & { __gymTestDatabase?: SharedServer };

/** Projects whose files start the whole app (startTestApp): they get the template. */
const APP_PROJECTS = new Set(['api+e2e']);

/**
 * Vitest global setup of the projects that need PostgreSQL: use the server named by TEST_DATABASE_URL or
 * DATABASE_URL, else start an embedded one for this run only and throw it away afterwards. On KurrentDB
 * (`KURRENTDB_URL`) the log is not in the database, so no template is built.
 */
export default async function setup(project: TestProject) {
  if (!shared.__gymTestDatabase) {
    const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    const runDir = given ? null : join(process.cwd(), '.test-data', `pg-${process.pid}`);
    const embedded = runDir
      ? startEmbeddedDatabase({ dataDir: join(runDir, 'cluster'), port: 0, durable: false })
      : null;
    shared.__gymTestDatabase = {
      users: 0,
      url: given ? Promise.resolve(given) : embedded!.then((database) => database.serverUrl),
      embedded,
      runDir,
      template: `gym_app_template_${process.pid}`,
    };
  }
  const server = shared.__gymTestDatabase;
  server.users++;
  const url = await server.url;
  project.provide('databaseServerUrl', url);
  const wantsTemplate = APP_PROJECTS.has(project.name) && !process.env.KURRENTDB_URL;
  project.provide('appTemplate', wantsTemplate ? server.template : '');
  return async () => {
    if (--server.users > 0) return;
    delete shared.__gymTestDatabase;
    await dropDatabase(url, server.template);
    if (server.embedded) await (await server.embedded).stop();
    if (server.runDir) await rm(server.runDir, { recursive: true, force: true });
  };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
