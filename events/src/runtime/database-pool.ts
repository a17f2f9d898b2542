import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { currentDataDir } from './data-dir.js';

export interface PoolOptions {
  readonly connectionString: string;
  readonly max?: number;
  readonly applicationName: string;
  /**
   * An idle connection that dies (the server restarted, an administrator ended it) is reported here; without a
   * listener pg would raise it as an uncaught error and end the process.
   */
  readonly onIdleError?: (error: Error) => void;
}

/**
 * Every service's connection pool. An idle open transaction holds back every event reader (they read below the
 * oldest running transaction), so the server ends one that sits idle for long.
 */
export function createPool(options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 20,
    application_name: options.applicationName,
    idle_in_transaction_session_timeout: 10_000,
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  return pool;
}

/** Where the running launcher leaves the embedded database's URL for command-line tools (rebuild, user:create). */
export function localDatabaseUrlFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(currentDataDir(env), 'database-url');
}

/**
 * The database every service and tool needs: `DATABASE_URL`, else the embedded database of a running `npm start`.
 */
export function requireDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  try {
    return readFileSync(localDatabaseUrlFile(env), 'utf8').trim();
  } catch {
    throw new Error('DATABASE_URL is not set and no `npm start` is running: start the app first, or set DATABASE_URL.');
  }
}

/** The same server, another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
