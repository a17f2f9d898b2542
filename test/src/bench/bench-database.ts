import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { startEmbeddedDatabase } from '@gym/infra/embedded-database';
import { withDatabase } from '@gym/events/runtime/database-pool';

export interface BenchDatabase {
  /** Connection string of the fresh database the bench owns. */
  readonly url: string;
  /** Where it runs, for the report: the given server (password hidden) or the embedded one. */
  readonly server: string;
  /** Drops the database, and stops and deletes the embedded server if the bench started one. */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one bench run: on the server named by BENCH_DATABASE_URL or DATABASE_URL when set (so figures
 * can come from a tuned server), else on an embedded PostgreSQL started for this run only and thrown away afterwards.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return createDatabase(given, redact(given), async () => undefined);

  // Everything the embedded server keeps on disk (cluster and password file) lives here and goes afterwards.
  const runDir = join(process.cwd(), '.test-data', `bench-${process.pid}`);
  const embedded = await startEmbeddedDatabase({ dataDir: join(runDir, 'cluster'), port: 0, durable: false });
  return createDatabase(embedded.serverUrl, 'embedded (infra/src/embedded-database.ts)', async () => {
    await embedded.stop();
    await rm(runDir, { recursive: true, force: true });
  });
}

async function createDatabase(serverUrl: string, server: string, stopServer: () => Promise<void>) {
  const name = `gym_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    server,
    async dispose() {
      try {
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await stopServer();
      }
    },
  };
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
