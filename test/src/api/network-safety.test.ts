import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { catalogue } from '@gym/modules/catalogue';
import { bootstrapAccounts } from '@gym/modules/people/accounts/bootstrap-accounts';
import { call, signIn, signInAdmin } from '../support/api-client.js';
import { DESK_PC, callFrom } from '../support/remote-client.js';
import { appForFile } from '../support/app-for-file.js';
import type { TestApp } from '../support/test-app.js';

/*
 * Safe by default (issue 11 item 1, issue 10 item 4): demo mode exists only when asked for, and nothing everyone
 * knows (the shortcut buttons, the published demo passwords) opens the app to the network. The fetch helpers call
 * from this computer (127.0.0.1); callFrom calls as a desk PC on the network would.
 */

const PUBLISHED = [
  { username: 'admin', password: 'admin123' },
  { username: 'reception', password: 'reception123' },
] as const;

async function failedLogins(t: TestApp, address: string) {
  const result = await t.db.pool.query<{ data: { username: string | null; address: string; reason: string } }>(
    `SELECT data FROM event_store.events WHERE type = 'LoginFailed' AND data->>'address' = $1 ORDER BY position`,
    [address],
  );
  return result.rows.map((r) => r.data);
}

describe('demo mode as `npm start` runs it', () => {
  const { t } = appForFile({ label: 'netsafe' });

  it('offers the shortcut logins on this computer only; every client hears that demo mode is on', async () => {
    const here = await call(t.baseUrl, 'GET', '/api/auth/demo');
    expect(here.body).toEqual({
      enabled: true,
      accounts: [
        { account: 'reception', label: 'Login as Receptionist' },
        { account: 'admin', label: 'Login as Admin' },
      ],
      remoteSignIn: false,
    });
    const there = await callFrom(t.app, DESK_PC, 'GET', '/api/auth/demo');
    expect(there.body).toEqual({ enabled: true, accounts: [], remoteSignIn: false });
  });

  it('refuses the demo shortcut from the network with a clear 403, and starts no session', async () => {
    for (const account of ['admin', 'reception']) {
      const refused = await callFrom<{ message: string }>(t.app, DESK_PC, 'POST', '/api/auth/demo-login', {
        body: { account },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/only on the computer running the app/);
      expect(refused.body.message).toMatch(/GYM_DEMO_ALLOW_REMOTE_INSECURE=1/);
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    const here = await call<{ user: { username: string } }>(t.baseUrl, 'POST', '/api/auth/demo-login', {
      body: { account: 'admin' },
    });
    expect(here.status).toBe(200);
    expect(here.body.user.username).toBe('admin');
  });

  it('refuses the published demo passwords from the network, even when the client claims to be local', async () => {
    for (const { username, password } of PUBLISHED) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
        const refused = await callFrom<{ message: string; token?: string }>(
          t.app,
          '10.1.2.3',
          'POST',
          '/api/auth/login',
          { body: { username, password }, headers },
        );
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(
          `"${username}" still has its published demo password, so it cannot sign in from another computer. ` +
            'Sign in on the computer running the app and change the password first.',
        );
        expect(refused.body.token).toBeUndefined();
        expect(refused.headers.get('set-cookie')).toBeNull();
      }
    }
    expect(await failedLogins(t, '10.1.2.3')).toEqual([
      ...Array(2).fill({ username: 'admin', address: '10.1.2.3', reason: 'demo-password-from-network' }),
      ...Array(2).fill({ username: 'reception', address: '10.1.2.3', reason: 'demo-password-from-network' }),
    ]);
    // On this computer they still work, as the quick start promises.
    await expect(signInAdmin(t.baseUrl)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('treats a demo account whose password was changed as an ordinary account', async () => {
    const admin = await signInAdmin(t.baseUrl);
    const users = await call<{ id: number; username: string }[]>(t.baseUrl, 'GET', '/api/users', { session: admin });
    const reception = users.body.find((u) => u.username === 'reception')!;
    const changed = await call(t.baseUrl, 'PATCH', `/api/users/${reception.id}`, {
      session: admin,
      body: { password: 'front-desk-2026' },
    });
    expect(changed.status).toBe(200);

    const fromDesk = await callFrom<{ user: { username: string } }>(t.app, DESK_PC, 'POST', '/api/auth/login', {
      body: { username: 'reception', password: 'front-desk-2026' },
    });
    expect(fromDesk.status).toBe(200);
    expect(fromDesk.body.user.username).toBe('reception');
    const oldPassword = await callFrom(t.app, DESK_PC, 'POST', '/api/auth/login', {
      body: { username: 'reception', password: 'reception123' },
    });
    expect(oldPassword.status).toBe(401);
  });
});

describe('demo mode opened to the network on purpose (GYM_DEMO_ALLOW_REMOTE_INSECURE=1)', () => {
  const { t } = appForFile({ label: 'netopen', demoAllowRemoteInsecure: true });

  it('lets desk PCs use the shortcuts and the demo passwords, and says so', async () => {
    const info = await callFrom<{ accounts: unknown[]; remoteSignIn: boolean }>(
      t.app,
      DESK_PC,
      'GET',
      '/api/auth/demo',
    );
    expect(info.body).toMatchObject({ enabled: true, remoteSignIn: true });
    expect(info.body.accounts).toHaveLength(2);
    expect(
      (await callFrom(t.app, DESK_PC, 'POST', '/api/auth/demo-login', { body: { account: 'admin' } })).status,
    ).toBe(200);
    const login = await callFrom(t.app, DESK_PC, 'POST', '/api/auth/login', { body: PUBLISHED[0] });
    expect(login.status).toBe(200);
  });
});

describe('without demo mode (the service started directly, as a deployment does)', () => {
  const { t } = appForFile({ label: 'netprod', demo: false });

  it('has no shortcut logins, from anywhere', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/auth/demo')).body).toEqual({
      enabled: false,
      accounts: [],
      remoteSignIn: false,
    });
    expect((await call(t.baseUrl, 'POST', '/api/auth/demo-login', { body: { account: 'admin' } })).status).toBe(404);
    expect(
      (await callFrom(t.app, DESK_PC, 'POST', '/api/auth/demo-login', { body: { account: 'admin' } })).status,
    ).toBe(404);
  });

  it('still refuses a published demo password from the network if an account kept it from an earlier demo run', async () => {
    // The same database was once started in demo mode: the demo accounts and their passwords are still there.
    await bootstrapAccounts({ store: t.store, catalogue, pool: t.db.pool, demo: true, log: pino({ level: 'silent' }) });
    await t.caughtUp();
    const fromDesk = await callFrom(t.app, DESK_PC, 'POST', '/api/auth/login', { body: PUBLISHED[0] });
    expect(fromDesk.status).toBe(403);
    await expect(signIn(t.baseUrl, 'admin', 'admin123')).resolves.toMatchObject({ token: expect.any(String) });
  });
});
