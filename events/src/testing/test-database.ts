import pg, { escapeIdentifier } from 'pg';
import { randomBytes } from 'node:crypto';
import { withDatabase } from '../runtime/database-pool.js';

export interface TestDatabase {
  /** The database's name on the server. */
  readonly name: string;
  /** Connection string of the fresh database. */
  readonly url: string;
  readonly pool: pg.Pool;
  /** Ends the pool and drops the database. */
  drop(): Promise<void>;
}

const HOW_TO_GET_POSTGRES =
  'Tests need PostgreSQL: set TEST_DATABASE_URL (or DATABASE_URL) to a server a superuser can create databases on, ' +
  'e.g. postgres://postgres@127.0.0.1:5432/postgres, or let `npm test` start the embedded one (npm install first).';

/**
 * Creates a database of its own for one test file, on the server the test run provides, so files run in parallel
 * and never see each other's data. With `template`, it starts as a copy of that database (PostgreSQL copies its
 * files, much faster than running the migrations again); nobody may be connected to the template meanwhile.
 */
export async function createTestDatabase(
  serverUrl: string | undefined,
  label = 'test',
  options: { readonly template?: string } = {},
): Promise<TestDatabase> {
  if (!serverUrl) throw new Error(HOW_TO_GET_POSTGRES);
  const name = `gym_${label
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()
    .slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`${HOW_TO_GET_POSTGRES} (connecting to ${redact(serverUrl)} failed: ${(error as Error).message})`);
  }
  try {
    await admin.query(
      `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${escapeIdentifier(options.template)}` : ''}`,
    );
    // A test's data need not survive a crash of the server, so its commits do not wait for the disk: on a server
    // with fsync (TEST_DATABASE_URL) a commit took ~4 ms, ~0.5 ms without. Set on this database only, never on the
    // server, so the product's databases on a shared server keep durable commits (the run's own embedded server
    // has them off already).
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 20, idle_in_transaction_session_timeout: 30_000 });
  // Dropping the database ends connections that may still be closing; that is expected, not a failure.
  pool.on('error', () => undefined);
  return {
    name,
    url,
    pool,
    async drop() {
      await pool.end();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
