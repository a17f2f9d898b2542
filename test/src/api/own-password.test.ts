import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call, signIn } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { storedEvents } from '../support/stored-events.js';

describe('every user changes their own password (issue 10, item 13)', () => {
  const { t, admin } = appForFile({ label: 'own-password' }, 'admin');

  /** A receptionist of their own, so each test starts from a known password. */
  async function receptionist(username: string, password: string): Promise<number> {
    const created = await call<{ id: number }>(t.baseUrl, 'POST', '/api/users', {
      session: admin,
      body: { username, name: `Desk ${username}`, password, role: 'receptionist' },
    });
    expect(created.status).toBe(201);
    await t.caughtUp();
    return Number(created.body.id);
  }

  const change = (session: Session | undefined, body: unknown) =>
    call<{ message?: string; position?: number }>(t.baseUrl, 'POST', '/api/auth/password', { session, body });

  it('lets a receptionist change it: the new one signs in, the old one no longer does, this session stays', async () => {
    const userId = await receptionist('desk.one', 'first-pass-1');
    const here = await signIn(t.baseUrl, 'desk.one', 'first-pass-1');
    const elsewhere = await signIn(t.baseUrl, 'desk.one', 'first-pass-1');

    const answer = await change(here, { currentPassword: 'first-pass-1', newPassword: 'second-pass-2' });
    expect(answer.status).toBe(200);

    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { session: here })).status).toBe(200);
    // The other sessions of the user end (a stolen session does not outlive the password).
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { session: elsewhere })).status).toBe(401);
    await expect(signIn(t.baseUrl, 'desk.one', 'first-pass-1')).rejects.toThrow();
    await signIn(t.baseUrl, 'desk.one', 'second-pass-2');

    // An event the audit trail explains; the password itself is never in it.
    const events = await storedEvents(t.store, ['UserPasswordChanged']);
    const mine = events.filter((event) => (event.data as { userId: number }).userId === userId);
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine[0])).not.toContain('second-pass-2');
  });

  it('refuses a wrong current password with a 400 and changes nothing', async () => {
    await receptionist('desk.two', 'first-pass-1');
    const session = await signIn(t.baseUrl, 'desk.two', 'first-pass-1');
    const answer = await change(session, { currentPassword: 'not-my-password', newPassword: 'second-pass-2' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The current password is not correct');
    // Still signed in, and the old password still works.
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { session })).status).toBe(200);
    await signIn(t.baseUrl, 'desk.two', 'first-pass-1');
  });

  it('refuses a short or unchanged new password with a 400', async () => {
    await receptionist('desk.three', 'first-pass-1');
    const session = await signIn(t.baseUrl, 'desk.three', 'first-pass-1');
    const short = await change(session, { currentPassword: 'first-pass-1', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('At least 8 characters');
    const same = await change(session, { currentPassword: 'first-pass-1', newPassword: 'first-pass-1' });
    expect(same.status).toBe(400);
    expect(same.body.message).toContain('must differ');
    const missing = await change(session, { newPassword: 'second-pass-2' });
    expect(missing.status).toBe(400);
    await signIn(t.baseUrl, 'desk.three', 'first-pass-1');
  });

  it('needs a session', async () => {
    const answer = await change(undefined, { currentPassword: 'first-pass-1', newPassword: 'second-pass-2' });
    expect(answer.status).toBe(401);
  });
});
