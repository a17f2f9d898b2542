import { readFile } from 'node:fs/promises';
import type { Pool } from 'pg';

/**
 * CPU seconds spent by the PostgreSQL backends serving one database, read from /proc (only when the server runs on
 * this machine; null otherwise). On a shared 2-core machine CPU time says more than wall time about what a change
 * saved. Backends that exit between two readings are missed, so keep the pool's connections open across a reading.
 */
export async function backendCpuMs(pool: Pool): Promise<Map<number, number> | null> {
  const pids = await pool.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type LIKE '%backend%'
       OR backend_type = 'parallel worker'`,
  );
  const ticksPerSecond = 100;
  const result = new Map<number, number>();
  for (const { pid } of pids.rows) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      result.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond);
    } catch {
      return null;
    }
  }
  return result;
}

/** CPU milliseconds the backends spent between two readings (a backend new in `after` counts whole). */
export function backendCpuSpent(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return Math.round(spent);
}
