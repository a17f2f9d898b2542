import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm start` run as root keeps its data when GYM_DATA_DIR is not set. */
export const SYSTEM_DATA_DIR = '/var/lib/gym-back-office';

export interface DataDir {
  readonly path: string;
  /** Why this directory, for the launcher's first log line. */
  readonly source: 'GYM_DATA_DIR' | 'checkout' | 'system' | 'existing checkout data';
}

export interface DataDirContext {
  readonly env: NodeJS.ProcessEnv;
  /** The checkout's root directory. */
  readonly checkout: string;
  readonly isRoot: boolean;
}

/**
 * The directory the launcher owns: the embedded PostgreSQL's cluster, password and binaries, and the running
 * database's URL for the command-line tools. `GYM_DATA_DIR` when set; otherwise the checkout's `.data/` for a normal
 * user. As root the database server runs as the system user `postgres`, who may not be able to reach a checkout (a
 * clone under /root or in `mktemp -d` is mode 0700), so root's default is /var/lib/gym-back-office, unless the
 * checkout already holds a cluster from an earlier version, which is kept rather than starting an empty gym.
 */
export function resolveDataDir({ env, checkout, isRoot }: DataDirContext): DataDir {
  if (env.GYM_DATA_DIR) return { path: env.GYM_DATA_DIR, source: 'GYM_DATA_DIR' };
  const inCheckout = join(checkout, '.data');
  if (!isRoot) return { path: inCheckout, source: 'checkout' };
  if (existsSync(join(inCheckout, 'postgres', 'PG_VERSION')))
    return { path: inCheckout, source: 'existing checkout data' };
  return { path: SYSTEM_DATA_DIR, source: 'system' };
}

/** The data directory of this process: what the launcher resolved and handed down, or the same resolution here. */
export function currentDataDir(env: NodeJS.ProcessEnv = process.env, checkout: string = process.cwd()): string {
  return resolveDataDir({ env, checkout, isRoot: process.getuid?.() === 0 }).path;
}
