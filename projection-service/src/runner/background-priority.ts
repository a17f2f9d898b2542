import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import type { Pool, PoolClient } from 'pg';

/** How much lower than the rest a background connection's server process runs (`nice`: 0 normal, 19 lowest). */
export const BACKGROUND_NICENESS = 10;

/**
 * Runs `work` on a connection of its own whose server process yields the CPU to every other one: the set-based
 * statements a rebuild runs beside its pass (minutes of a core over the whole log), so that they take what the pass
 * leaves idle instead of slowing it, and never the desk's queries during a rebuild of a live system.
 *
 * Only where the server runs on this machine and says it is a PostgreSQL process (the embedded default, or one at
 * the loopback address): a remote server's process ids mean nothing here. Elsewhere, or when the system refuses,
 * `work` simply runs at normal priority. A process cannot take its priority back without privileges, so the
 * connection is closed afterwards rather than returned to the pool.
 */
export async function atBackgroundPriority<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let closing = false;
  try {
    closing = await lowerPriority(client);
    return await work(client);
  } finally {
    client.release(closing);
  }
}

/** Whether the connection's server process now runs at background priority. */
async function lowerPriority(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ pid: number; local: boolean }>(
    `SELECT pg_backend_pid() AS pid, coalesce(inet_server_addr() <<= '127.0.0.0/8' OR inet_server_addr() = '::1', true)
       AS local`,
  );
  const { pid, local } = rows[0]!;
  if (!local) return false;
  try {
    if ((await readFile(`/proc/${pid}/comm`, 'utf8')).trim() !== 'postgres') return false;
    setPriority(pid, BACKGROUND_NICENESS);
    return true;
  } catch {
    return false;
  }
}
