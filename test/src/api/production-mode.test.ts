import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';
import { call } from '../support/api-client.js';
import { createAppDatabase, startCommandService, startProjections } from '../support/test-app.js';
import type { AppDatabase, CommandServiceInstance } from '../support/test-app.js';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../../../command-service/src/cli/create-user.ts', import.meta.url));

/** NODE_ENV=production, as behind the reverse proxy of infra/deploy: the first administrator made with user:create. */
describe('production mode', () => {
  let database: AppDatabase;
  let runner: ProjectionRunner;
  let production: CommandServiceInstance;
  let development: CommandServiceInstance;
  beforeAll(async () => {
    database = await createAppDatabase('production', false);
    runner = await startProjections(database);
    production = await startCommandService(database, { production: true });
    development = await startCommandService(database, { demo: false });
    await run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', cli, '--username', 'amina', '--name', 'Amina'],
      {
        env: { ...process.env, DATABASE_URL: database.db.url, GYM_NEW_PASSWORD: 'long-secret-1' },
      },
    );
    await runner.caughtUp();
  });
  afterAll(async () => {
    await Promise.all([production?.stop(), development?.stop()]);
    await runner?.stop();
    await database?.drop();
  });

  const login = (baseUrl: string) =>
    call(baseUrl, 'POST', '/api/auth/login', { body: { username: 'amina', password: 'long-secret-1' } });

  it('sets the session cookie Secure (and HttpOnly, SameSite=Lax), so a browser sends it only over TLS', async () => {
    const answer = await login(production.baseUrl);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^gym_session=[^;]+;/);
    expect(cookie).toMatch(/;\s*Secure(;|$)/i);
    expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
    // Outside production (plain HTTP on a desk's network) the cookie could not be sent back if it were Secure.
    expect((await login(development.baseUrl)).headers.get('set-cookie')).not.toMatch(/;\s*Secure(;|$)/i);
  });

  it('sends HSTS on every answer and asks the browser to upgrade insecure requests', async () => {
    for (const path of ['/api/health/live', '/', '/api/auth/demo']) {
      const answer = await call(production.baseUrl, 'GET', path);
      expect(answer.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
      // helmet's other headers, on every answer in every mode (they are worked out once at start).
      for (const app of [production, development]) {
        const headers = (await call(app.baseUrl, 'GET', path)).headers;
        expect(headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
        expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      }
    }
    const page = await call(production.baseUrl, 'GET', '/');
    expect(page.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect((await call(development.baseUrl, 'GET', '/')).headers.get('strict-transport-security')).toBeNull();
  });

  it("takes the client's address from the one proxy in front, not from what the client wrote in X-Forwarded-For", async () => {
    // The proxy appends the address it saw; anything before it is the client's own word (issue 43: a caller could
    // pass for a fingerprint reader, or dodge the sign-in throttle, by writing an address there).
    const failed = await call(production.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'amina', password: 'wrong-password-1' },
      headers: { 'x-forwarded-for': '10.66.0.9, 198.51.100.4' },
    });
    expect(failed.status).toBe(401);
    await runner.caughtUp();
    const recorded = await database.db.pool.query<{ address: string }>(
      `SELECT data->>'address' AS address FROM event_store.events WHERE type = 'LoginFailed' ORDER BY position DESC LIMIT 1`,
    );
    expect(recorded.rows).toEqual([{ address: '198.51.100.4' }]);
  });

  it('has no demo accounts and no shortcut sign-in', async () => {
    expect((await call<{ enabled: boolean }>(production.baseUrl, 'GET', '/api/auth/demo')).body).toMatchObject({
      enabled: false,
    });
    const shortcut = await call(production.baseUrl, 'POST', '/api/auth/demo-login', { body: { account: 'admin' } });
    expect(shortcut.status).toBeGreaterThanOrEqual(400);
    expect(shortcut.status).toBeLessThan(500);
    const demoPassword = await call(production.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: 'admin123' },
    });
    expect(demoPassword.status).toBe(401);
  });
});
