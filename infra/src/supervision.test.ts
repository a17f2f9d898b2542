import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '@gym/events/testing/test-database';
import type { TestDatabase } from '@gym/events/testing/test-database';
import { freePort } from './embedded-database.js';
import { healthyBy, LauncherProcess } from './testing/launcher-process.js';

/** The app's promise after a crash: healthy again within this long of the kill (on a machine that is not saturated). */
const RECOVERY_PROMISE_MS = 10_000;
/**
 * What this test waits for. Not a timing assertion: on a busy 2-core CI machine a Node start alone can take longer
 * than the promise, so the test proves recovery and prints the time it took beside the promise.
 */
const RECOVERY_DEADLINE_MS = 60_000;

function reportRecovery(service: string, killedAt: number) {
  const took = Date.now() - killedAt;
  console.log(`${service} killed with SIGKILL: healthy again after ${took} ms (promise: ${RECOVERY_PROMISE_MS} ms)`);
}

async function api<T>(port: number, method: string, path: string, token: string, body?: unknown, headers = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('npm start supervises its services', () => {
  let db: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    db = await createTestDatabase(inject('databaseServerUrl'), 'supervision');
    dataDir = await mkdtemp(join(tmpdir(), 'gym-supervision-'));
  });
  afterAll(async () => {
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('restarts a service killed with SIGKILL, healthy again, losing and repeating nothing', async () => {
    const port = await freePort();
    const launcher = new LauncherProcess({
      DATABASE_URL: db.url,
      PORT: String(port),
      GYM_SAMPLE_DATA: '0',
      GYM_DATA_DIR: dataDir,
    });
    /** A new process of the service started and reached `readyMessage` (before that, health could be the old one's). */
    const restarted = async (service: string, killed: number, readyMessage: string) => {
      await launcher.waitForLog((e) => e.msg === 'crashed; restarting' && e.service === service);
      const started = await launcher.waitForLog(
        (e) => e.name === 'launcher' && e.msg === 'started' && e.service === service && e.pid !== killed,
      );
      await launcher.waitForLog(
        (e) => e.name === service && e.pid === started.pid && !!e.msg?.startsWith(readyMessage),
      );
    };
    try {
      await healthyBy(port, Date.now() + 120_000, launcher);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      });
      const { token } = (await login.json()) as { token: string };

      // command-service: the session survives (sessions live in PostgreSQL), and so does what it wrote.
      const firstCommandService = launcher.pidOf('command-service')!;
      process.kill(firstCommandService, 'SIGKILL');
      const commandKilledAt = Date.now();
      await restarted('command-service', firstCommandService, 'Server listening at');
      await healthyBy(port, commandKilledAt + RECOVERY_DEADLINE_MS, launcher);
      reportRecovery('command-service', commandKilledAt);
      expect((await api(port, 'GET', '/api/auth/me', token)).status).toBe(200);

      // projection-service: a member registered while it is down is projected once it is back, exactly once.
      const firstProjectionService = launcher.pidOf('projection-service')!;
      process.kill(firstProjectionService, 'SIGKILL');
      const projectionKilledAt = Date.now();
      const created = await api<{ id: string; position: number }>(port, 'POST', '/api/members', token, {
        firstName: 'Kept',
        lastName: 'Across-Crash',
        phone: '+974 5512 3456',
        gender: 'female',
      });
      expect(created.status).toBe(201);
      await restarted('projection-service', firstProjectionService, 'projections live');
      await healthyBy(port, projectionKilledAt + RECOVERY_DEADLINE_MS, launcher);
      reportRecovery('projection-service', projectionKilledAt);
      const member = await api<{ firstName: string }>(
        port,
        'GET',
        `/api/members/${created.body.id}`,
        token,
        undefined,
        {
          'x-min-position': String(created.body.position),
        },
      );
      expect(member).toMatchObject({ status: 200, body: { firstName: 'Kept' } });
      const registered = await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'MemberRegistered'`,
      );
      const dashboard = await api<{ totalMembers: number }>(port, 'GET', '/api/stats/dashboard', token);
      expect(dashboard.body.totalMembers).toBe(registered.rows[0]!.n);
    } finally {
      expect(await launcher.stop()).toBe(0);
    }
  }, 180_000);

  it('gives up on a service that keeps crashing: exits non-zero, naming it with its last log lines', async () => {
    // Something else holds the port, so command-service dies at every start (EADDRINUSE).
    const squatter: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      squatter.listen(0, '0.0.0.0', () => resolve((squatter.address() as { port: number }).port)),
    );
    const launcher = new LauncherProcess({
      DATABASE_URL: db.url,
      PORT: String(port),
      GYM_SAMPLE_DATA: '0',
      GYM_DATA_DIR: dataDir,
    });
    try {
      expect(await launcher.exit).toBe(1);
      const output = launcher.text();
      expect(output).toMatch(/command-service crashed 5 times within 60 s, so npm start gave up/);
      const lastLines = output.slice(output.indexOf('The last lines it wrote:'));
      expect(lastLines).toMatch(/EADDRINUSE/);
      // The other service was stopped, not left behind.
      expect(launcher.logs().some((e) => e.name === 'projection-service' && e.msg === 'stopping')).toBe(true);
    } finally {
      await launcher.stop();
      squatter.close();
    }
  }, 180_000);
});
