import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { atBackgroundPriority, BACKGROUND_NICENESS } from './background-priority.js';

/** A process's nice value, from /proc (the 19th field of its stat line). */
async function nicenessOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const backendPid = async (query: (sql: string) => Promise<{ rows: { pid: number }[] }>) =>
  (await query('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

const parallelWorkers = async (query: (sql: string) => Promise<{ rows: Record<string, string>[] }>) => {
  const { rows } = await query(
    `SELECT current_setting('max_parallel_workers_per_gather') AS gather,
       current_setting('max_parallel_maintenance_workers') AS maintenance`,
  );
  return { gather: rows[0]!.gather, maintenance: rows[0]!.maintenance };
};

describe('statements run at background priority', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'background-priority');
  });
  afterAll(() => db?.drop());

  const stillConnected = async (pid: number) =>
    (await db.pool.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 1;

  it("lowers the server process's priority for the work alone, then closes its connection", async () => {
    // Held meanwhile, so that the work gets a connection of its own.
    const held = await db.pool.connect();
    const normal = await backendPid((sql) => held.query(sql));
    const { pid, niceness, workers } = await atBackgroundPriority(db.pool, async (client) => {
      const pid = await backendPid((sql) => client.query(sql));
      return { pid, niceness: await nicenessOf(pid), workers: await parallelWorkers((sql) => client.query(sql)) };
    });
    expect(
      niceness,
      'the test server runs on this machine; this process must be allowed to renice its processes (root, or the ' +
        "server's own user, as with the embedded default)",
    ).toBe(BACKGROUND_NICENESS);
    expect(pid).not.toBe(normal);
    expect(await nicenessOf(normal)).toBe(0);
    // Its statements run on one core: parallel workers would run at normal priority.
    expect(workers).toEqual({ gather: '0', maintenance: '0' });
    held.release();
    // A process cannot raise its priority again: the connection must not serve anyone else.
    await expect.poll(() => stillConnected(pid)).toBe(false);
    expect(await backendPid((sql) => db.pool.query(sql))).not.toBe(pid);
  });

  it("hands on the work's failure, and closes that connection too", async () => {
    let pid = 0;
    await expect(
      atBackgroundPriority(db.pool, async (client) => {
        pid = await backendPid((sql) => client.query(sql));
        await client.query('SELECT 1/0');
      }),
    ).rejects.toThrow(/division by zero/);
    await expect.poll(() => stillConnected(pid)).toBe(false);
  });
});
