import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../embedded-database.js';
import type { EmbeddedDatabase } from '../embedded-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL server this test run uses; each test file creates its own database on it. */
    databaseServerUrl: string;
  }
}

interface SharedServer {
  users: number;
  database: Promise<EmbeddedDatabase>;
  /** Everything this run's server keeps on disk (cluster and password), removed at the end. */
  runDir: string;
}

// Vitest runs a global setup once for the root config and once per project; they must share one server.
const shared = globalThis as typeof globalThis & { __gymTestDatabase?: SharedServer };

/**
 * Vitest global setup: use the PostgreSQL named by TEST_DATABASE_URL or DATABASE_URL, else start an embedded one for
 * this run only and throw it away afterwards.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) {
    project.provide('databaseServerUrl', given);
    return;
  }
  if (!shared.__gymTestDatabase) {
    const runDir = join(process.cwd(), '.test-data', `pg-${process.pid}`);
    const dataDir = join(runDir, 'cluster');
    shared.__gymTestDatabase = {
      users: 0,
      runDir,
      database: startEmbeddedDatabase({ dataDir, port: 0, durable: false }),
    };
  }
  const server = shared.__gymTestDatabase;
  server.users++;
  project.provide('databaseServerUrl', (await server.database).serverUrl);
  return async () => {
    if (--server.users > 0) return;
    delete shared.__gymTestDatabase;
    await (await server.database).stop();
    await rm(server.runDir, { recursive: true, force: true });
  };
}
