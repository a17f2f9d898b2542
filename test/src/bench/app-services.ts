import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BULK_NODE_FLAGS } from '@gym/projection-service/node-flags';
import type { Pool } from 'pg';
import { sealEvents } from '@gym/events/postgres/event-chain';
import { freePort } from '@gym/infra/embedded-database';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningApp {
  readonly baseUrl: string;
  /** The services' process ids (CPU measurement reads their /proc entries). */
  readonly pids: readonly { readonly pid: number; readonly name: string }[];
  stop(): Promise<void>;
}

/**
 * command-service and projection-service as `npm start` runs them: compiled, each its own process, sharing the
 * database. The benchmark talks to them over HTTP and socket.io from this process, like a client would.
 */
export async function startServices(databaseUrl: string): Promise<RunningApp> {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    GYM_DEMO: '1',
  };
  // BENCH_PROFILE=1 writes a CPU profile of each service to .test-data/profiles when it stops.
  const profile = process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${root}.test-data/profiles`] : [];
  const children: ChildProcess[] = ['projection-service', 'command-service'].map((service) =>
    // With the flags `npm start` gives each service.
    spawn(
      process.execPath,
      [...profile, ...(service === 'projection-service' ? BULK_NODE_FLAGS : []), `${root}${service}/dist/main.js`],
      {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the services did not become healthy');
    if (children.some((c) => c.exitCode !== null)) throw new Error('a service exited during start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pids: children.map((child, i) => ({ pid: child.pid!, name: ['projection-service', 'command-service'][i]! })),
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** A demo session's Bearer token (the bench runs in demo mode). */
export async function demoToken(baseUrl: string, account: 'admin' | 'reception'): Promise<string> {
  // Health may say "ok" before the accounts projector has applied the demo accounts command-service created at
  // start (a busy machine, a lag under health's 10 s): until then the account is not found (404), so ask again.
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(`${baseUrl}/api/auth/demo-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account }),
    });
    if (answer.ok) return ((await answer.json()) as { token: string }).token;
    if (answer.status !== 404 || attempt >= 120) throw new Error(`demo login failed: ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Links the log's unsealed events to its hash chain before the services start. A generated log (or a copy of one) was
 * never sealed, and projection-service's sealer would otherwise link all of it during the first measures, about 11 µs
 * of its PostgreSQL backend's CPU an event (a minute at 100,000 members), counted as the check-ins' cost: on a fresh
 * copy of a 20,000-member gym, projection-service's backends showed 0.9–1.4 ms per check-in against 0.4 ms once sealed.
 */
export async function sealBacklog(pool: Pool): Promise<void> {
  const started = performance.now();
  const sealed = await sealEvents(pool);
  if (sealed > 0) {
    console.log(
      `sealed the log's ${sealed} unsealed events first (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
}
