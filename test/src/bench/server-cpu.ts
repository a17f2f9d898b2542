import { readdir, readFile } from 'node:fs/promises';
import type { Pool } from 'pg';

const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), or null once the process is gone. */
async function statFields(pid: number | string): Promise<string[] | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds the PostgreSQL server has spent so far beyond its postmaster's own: every process it runs now
 * (backends, their parallel workers, the WAL writer and checkpointer) plus every one it has reaped (the postmaster's
 * children's time), read from /proc; null when the server does not run on this machine. Two readings' difference
 * counts connections opened and closed between them, which per-backend readings missed. On a
 * shared 2-core machine CPU time says more than wall time about what a change saved; keep other databases idle.
 */
export async function serverCpuMs(pool: Pool): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const own = await statFields(rows[0]!.pid);
  // Counting from the state (0): ppid is 1, utime and stime 11 and 12, the reaped children's cutime and cstime 13, 14.
  const postmaster = own?.[1];
  if (!postmaster) return null;
  const master = await statFields(postmaster);
  if (!master) return null;
  let ticks = Number(master[13]) + Number(master[14]);
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await statFields(entry);
    if (fields?.[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds the server spent between two readings of `serverCpuMs`. */
export function serverCpuSpent(before: number | null, after: number | null): number | null {
  return before === null || after === null ? null : Math.round(after - before);
}
