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

/**
 * Lowers the priority of the connection's server process, when it runs on this machine, and turns its parallel
 * workers off (processes of their own, at normal priority, which would take back the core the nice value yields).
 * Answers whether the connection was changed, and must be closed rather than pooled again.
 */
async function lowerPriority(client: PoolClient): Promise<boolean> {
  const pid = await serverProcessOnThisMachine(client);
  if (pid === null) return false;
  await client.query(parallelWorkersOff('SET'));
  try {
    setPriority(pid, BACKGROUND_NICENESS);
  } catch {
    // Refused by the system: the statements run at normal priority.
  }
  return true;
}

const parallelWorkersOff = (set: 'SET' | 'SET LOCAL') =>
  `${set} max_parallel_workers_per_gather = 0; ${set} max_parallel_maintenance_workers = 0`;

/**
 * No parallel workers for the statements that follow in the transaction: for a rebuild's statements on a server of
 * this machine (`serverOnThisMachine`), whose cores Node's pass shares. A worker only moves a statement's work to
 * another core, which the pass then lacks, and costs more CPU in all (tuples handed through shared memory, each
 * worker's share of `maintenance_work_mem` sorted on its own): a 100,000-member rebuild cost the server 73–75 s of
 * CPU without them against 77–87 s with them, the same wall time. A remote server's cores are its own to use.
 */
export const WITHOUT_PARALLEL_WORKERS = parallelWorkersOff('SET LOCAL');

/** Whether the connection's server runs on this machine (the embedded default, or one at the loopback address). */
export async function serverOnThisMachine(client: PoolClient): Promise<boolean> {
  return (await serverProcessOnThisMachine(client)) !== null;
}

/** The id of the connection's server process, when that is a PostgreSQL process of this machine; else null. */
async function serverProcessOnThisMachine(client: PoolClient): Promise<number | null> {
  const { rows } = await client.query<{ pid: number; local: boolean }>(
    `SELECT pg_backend_pid() AS pid, coalesce(inet_server_addr() <<= '127.0.0.0/8' OR inet_server_addr() = '::1', true)
       AS local`,
  );
  const { pid, local } = rows[0]!;
  if (!local) return null;
  try {
    return (await readFile(`/proc/${pid}/comm`, 'utf8')).trim() === 'postgres' ? pid : null;
  } catch {
    return null;
  }
}
