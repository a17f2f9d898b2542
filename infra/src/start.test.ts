import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './embedded-database.js';
import { healthyBy, LauncherProcess } from './testing/launcher-process.js';

function launch(dataDir: string, port: number, databasePort: number): LauncherProcess {
  return new LauncherProcess({
    GYM_DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_POSTGRES_PORT: String(databasePort),
  });
}

const health = (port: number, launcher: LauncherProcess) => healthyBy(port, Date.now() + 90_000, launcher);

describe('npm start (the launcher)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('starts an embedded database and both services, stops cleanly on SIGINT, and reuses the data next time, even with a reactor stopped on an event', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gym-launcher-'));
    dirs.push(dataDir);
    const port = await freePort();
    const databasePort = await freePort();
    /** Runs `work` on the embedded database of this run. */
    const onDatabase = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
      const password = (await readFile(join(dataDir, 'postgres.password'), 'utf8')).trim();
      const client = new pg.Client({
        connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/gym`,
      });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    };
    /** When the event store table was created: survives a restart only if the data was reused. */
    const createdAt = () =>
      onDatabase(async (client) => {
        const result = await client.query<{ at: Date }>(
          `SELECT applied_at AS at FROM schema_migrations WHERE component = 'event-store' AND id = '001-events'`,
        );
        return result.rows[0]!.at.toISOString();
      });

    /** Members in the gym, through the API as the desk sees them (the sample gym of an empty database). */
    const members = async () => {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/demo-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'reception' }),
      });
      const { token } = (await login.json()) as { token: string };
      const list = await fetch(`http://127.0.0.1:${port}/api/members?pageSize=1&status=archived`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const all = await fetch(`http://127.0.0.1:${port}/api/stats/dashboard`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (
        ((await all.json()) as { totalMembers: number }).totalMembers + ((await list.json()) as { total: number }).total
      );
    };

    const first = launch(dataDir, port, databasePort);
    expect(await health(port, first)).toMatchObject({ status: 'ok' });
    const firstCreatedAt = await createdAt();
    const seeded = await members();
    expect(seeded).toBeGreaterThan(1000);
    // Sorting is bytewise, but Arabic letters are letters: the trigram index of member search reads Arabic names
    // (issue 46, item 5), so an Arabic search uses the index instead of reading every member.
    const locale = await onDatabase(async (client) => {
      const { rows } = await client.query<{ collate: string; arabic: number }>(
        `SELECT datcollate AS collate, cardinality(show_trgm('محمد')) AS arabic FROM pg_database
         WHERE datname = current_database()`,
      );
      return rows[0]!;
    });
    expect(locale).toEqual({ collate: 'C', arabic: 5 });
    // A reactor left stopped on an event (a bug in its reaction): marked while the database runs (the
    // launcher stops it with the services); the next start still comes up, and says so.
    await onDatabase((client) =>
      client.query(
        `UPDATE projection.reactor_checkpoints SET status = 'failed', error = $1 WHERE reactor = 'petty-cash-till'`,
        [{ eventId: 'e-1', type: 'PaymentRecorded', streamId: 'invoice-1', position: 1, message: 'a bug' }],
      ),
    );
    first.child.kill('SIGINT');
    expect(await first.exit).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    const second = launch(dataDir, port, databasePort);
    const warning = await second.waitForLog((entry) => entry.msg?.startsWith('stopped on an event') ?? false, 90_000);
    expect(warning.msg).toContain('petty-cash-till');
    const degraded = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(degraded.status).toBe(503);
    expect(((await degraded.json()) as { parts: { reactors: { status: string } } }).parts.reactors.status).toBe('down');
    expect(await createdAt()).toBe(firstCreatedAt);
    // The second start found members and did not add a second sample gym.
    expect(await members()).toBe(seeded);
    expect(await second.stop()).toBe(0);
  }, 180_000);
});
