import { describe, expect, it } from 'vitest';
import { call, signIn, signInAdmin, signInReception } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';

describe('sign-in, session and sign-out', () => {
  const { t } = appForFile({ label: 'auth' });

  it('signs in, sets an httpOnly cookie and returns a Bearer token; both authenticate /api/auth/me', async () => {
    const answer = await call<{ token: string; user: { username: string } }>(t.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: 'admin123' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ username: 'admin', role: 'administrator' });
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^gym_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const session = { token: answer.body.token, cookie: setCookie.split(';')[0]! };
    const viaBearer = await call(t.baseUrl, 'GET', '/api/auth/me', { session });
    const viaCookie = await call(t.baseUrl, 'GET', '/api/auth/me', { session, via: 'cookie' });
    for (const me of [viaBearer, viaCookie]) {
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        id: expect.any(Number),
        username: 'admin',
        name: 'Gym Administrator',
        role: 'administrator',
        avatar: null,
        permissions: expect.objectContaining({ canManageSettings: true, canViewFingerprint: true }),
      });
    }
  });

  it('gives the receptionist exactly the receptionist flags', async () => {
    const session = await signInReception(t.baseUrl);
    const me = await call<{ permissions: Record<string, boolean> }>(t.baseUrl, 'GET', '/api/auth/me', { session });
    expect(
      Object.entries(me.body.permissions)
        .filter(([, on]) => on)
        .map(([flag]) => flag)
        .sort(),
    ).toEqual([
      'canEditFinancials',
      'canEditMembers',
      'canEditPT',
      'canViewFinancials',
      'canViewMembers',
      'canViewPT',
      'canViewStaff',
    ]);
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const wrong = await call(t.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: 'nope-nope' },
    });
    const unknown = await call(t.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'ghost', password: 'nope-nope' },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'auth.wrong_credentials',
        message: 'Invalid username or password',
      });
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
  });

  it('validates the login form with the spec messages', async () => {
    const empty = await call<{ message: string; issues: unknown[] }>(t.baseUrl, 'POST', '/api/auth/login', {
      body: { username: '', password: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Username is required');
    expect(empty.body.message).toContain('Password is required');
    expect(empty.body.issues).toHaveLength(2);
    const missing = await call<{ message: string }>(t.baseUrl, 'POST', '/api/auth/login', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Username is required');
    const broken = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    });
    expect(broken.status).toBe(400);
  });

  it('answers 401 without a session and with a revoked one', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/auth/me')).status).toBe(401);
    const session = await signInAdmin(t.baseUrl);
    const logout = await call(t.baseUrl, 'POST', '/api/auth/logout', { session, via: 'cookie' });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/gym_session=;/);
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { session })).status).toBe(401);
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { session, via: 'cookie' })).status).toBe(401);
    // Signing out again (an old tab) is not an error: nothing to revoke, the cookie is cleared.
    expect((await call(t.baseUrl, 'POST', '/api/auth/logout', { session, via: 'cookie' })).status).toBe(204);
  });

  it('refuses a cookie-authenticated change without the X-Requested-With header (CSRF), but not a Bearer one', async () => {
    const session = await signInAdmin(t.baseUrl);
    const forged = await call<{ message: string }>(t.baseUrl, 'POST', '/api/auth/logout', {
      session,
      via: 'cookie',
      headers: { 'x-requested-with': '' },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toMatch(/CSRF/);
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { session })).status).toBe(200);
    // A GET by cookie needs no header; a Bearer client needs none at all.
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { session, via: 'cookie' })).status).toBe(200);
    expect((await call(t.baseUrl, 'POST', '/api/auth/logout', { session })).status).toBe(204);
  });

  it('offers demo shortcut logins only in demo mode, signing in through the server', async () => {
    const info = await call(t.baseUrl, 'GET', '/api/auth/demo');
    expect(info.body).toEqual({
      enabled: true,
      accounts: [
        { account: 'reception', label: 'Login as Receptionist' },
        { account: 'admin', label: 'Login as Admin' },
      ],
      remoteSignIn: false,
    });
    const demo = await call<{ user: { username: string } }>(t.baseUrl, 'POST', '/api/auth/demo-login', {
      body: { account: 'reception' },
    });
    expect(demo.status).toBe(200);
    expect(demo.body.user.username).toBe('reception');
  });
});

describe('outside demo mode', () => {
  const { t } = appForFile({ demo: false, label: 'nodemo' });

  it('has no demo accounts, no shortcut logins, and only the built-in roles', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/auth/demo')).body).toEqual({
      enabled: false,
      accounts: [],
      remoteSignIn: false,
    });
    expect((await call(t.baseUrl, 'POST', '/api/auth/demo-login', { body: { account: 'admin' } })).status).toBe(404);
    await expect(signIn(t.baseUrl, 'admin', 'admin123')).rejects.toThrow(/401/);
    const roles = await t.db.pool.query('SELECT role_id FROM read.roles ORDER BY role_id');
    expect(roles.rows).toEqual([{ role_id: 'administrator' }, { role_id: 'receptionist' }]);
  });
});
