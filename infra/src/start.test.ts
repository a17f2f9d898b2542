import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './embedded-database.js';

const launcher = fileURLToPath(new URL('./start.ts', import.meta.url));

function launch(dataDir: string, port: number, databasePort: number): ChildProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', launcher], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      GYM_DATA_DIR: dataDir,
      GYM_RUN_SOURCES: '1',
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(databasePort),
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function health(port: number, timeoutMs = 90_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('launcher did not become healthy');
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('npm start (the launcher)', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('starts an embedded database and both services, stops cleanly on SIGINT, and reuses the data next time', async () => {
    // Under /tmp, not the checkout: the server runs as the `postgres` user, who must be able to reach it.
    const dataDir = await mkdtemp(join(tmpdir(), 'gym-launcher-'));
    dirs.push(dataDir);
    await chmod(dataDir, 0o755);
    const port = await freePort();
    const databasePort = await freePort();
    /** When the event store table was created: survives a restart only if the data was reused. */
    const createdAt = async () => {
      const password = (await readFile(join(dataDir, 'postgres.password'), 'utf8')).trim();
      const client = new pg.Client({
        connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/gym`,
      });
      await client.connect();
      try {
        const result = await client.query<{ at: Date }>(
          `SELECT applied_at AS at FROM schema_migrations WHERE component = 'event-store' AND id = '001-events'`,
        );
        return result.rows[0]!.at.toISOString();
      } finally {
        await client.end();
      }
    };

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
    const firstExit = exitOf(first);
    expect(await health(port)).toMatchObject({ status: 'ok' });
    const firstCreatedAt = await createdAt();
    const seeded = await members();
    expect(seeded).toBeGreaterThan(1000);
    first.kill('SIGINT');
    expect(await firstExit).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

    const second = launch(dataDir, port, databasePort);
    const secondExit = exitOf(second);
    expect(await health(port)).toMatchObject({ status: 'ok' });
    expect(await createdAt()).toBe(firstCreatedAt);
    // The second start found members and did not add a second sample gym.
    expect(await members()).toBe(seeded);
    second.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  }, 180_000);
});
