import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { PERMISSION_FLAGS, permissionsFrom } from '@gym/kernel/permissions/permissions';
import { call, signIn } from '../support/api-client.js';

describe('roles management and staff accounts', () => {
  const { t, admin } = appForFile({ label: 'accounts' }, 'admin');

  /** A GET that waits for the read model to include a command's effect (read-your-writes). */
  const readAfter = <T>(path: string, position: number) =>
    call<T>(t.baseUrl, 'GET', path, { session: admin, headers: { 'x-min-position': String(position) } });

  it('defines a role, creates a user with it who can then sign in with exactly its flags', async () => {
    const created = await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/roles', {
      session: admin,
      body: { name: 'Personal Trainer', permissions: permissionsFrom(['canViewPT', 'canEditPT']) },
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe('personal-trainer');
    const roles = await readAfter<{ id: string; userCount: number }[]>('/api/roles', created.body.position);
    expect(roles.body.map((r) => r.id)).toEqual(['administrator', 'receptionist', 'personal-trainer']);

    const user = await call<{ id: number; position: number }>(t.baseUrl, 'POST', '/api/users', {
      session: admin,
      body: {
        username: 'sara.k',
        name: 'Sara Khan',
        email: 'sara@example.com',
        password: 'trainer-pass',
        role: 'personal-trainer',
      },
    });
    expect(user.status).toBe(201);
    await t.caughtUp();
    const sara = await signIn(t.baseUrl, 'Sara.K', 'trainer-pass');
    const me = await call<{ permissions: Record<string, boolean>; roleName: string }>(
      t.baseUrl,
      'GET',
      '/api/auth/me',
      {
        session: sara,
      },
    );
    expect(me.body.roleName).toBe('Personal Trainer');
    expect(
      Object.entries(me.body.permissions)
        .filter(([, on]) => on)
        .map(([f]) => f),
    ).toEqual(['canViewPT', 'canEditPT']);

    // Flags changed by an administrator apply to the next request of a signed-in user.
    const changed = await call<{ position: number }>(t.baseUrl, 'PATCH', '/api/roles/personal-trainer', {
      session: admin,
      body: { permissions: permissionsFrom(['canViewPT', 'canEditPT', 'canViewMembers']) },
    });
    await readAfter('/api/roles', changed.body.position);
    const after = await call<{ permissions: Record<string, boolean> }>(t.baseUrl, 'GET', '/api/auth/me', {
      session: sara,
    });
    expect(after.body.permissions.canViewMembers).toBe(true);

    // A role in use cannot be removed.
    const remove = await call<{ message: string }>(t.baseUrl, 'DELETE', '/api/roles/personal-trainer', {
      session: admin,
    });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toMatch(/assigned to 1 user/);
  });

  it('refuses invalid input with 400 and changes nothing', async () => {
    await t.caughtUp();
    const before = (await t.db.pool.query('SELECT count(*)::int AS n FROM event_store.events')).rows[0];
    const badRole = await call(t.baseUrl, 'POST', '/api/roles', {
      session: admin,
      body: { name: 'x', permissions: {} },
    });
    expect(badRole.status).toBe(400);
    const badUser = await call<{ message: string }>(t.baseUrl, 'POST', '/api/users', {
      session: admin,
      body: { username: 'a b', name: '', email: 'not-an-email', password: 'short', role: 'receptionist' },
    });
    expect(badUser.status).toBe(400);
    expect(badUser.body.message).toMatch(/username/);
    expect(badUser.body.message).toMatch(/At least 8 characters/);
    const unknownRole = await call(t.baseUrl, 'POST', '/api/users', {
      session: admin,
      body: { username: 'nobody1', name: 'Nobody', password: 'long-enough', role: 'ghost' },
    });
    expect(unknownRole.status).toBe(404);
    const duplicate = await call(t.baseUrl, 'POST', '/api/users', {
      session: admin,
      body: { username: 'ADMIN', name: 'Again', password: 'long-enough', role: 'receptionist' },
    });
    expect(duplicate.status).toBe(409);
    const after = (await t.db.pool.query('SELECT count(*)::int AS n FROM event_store.events')).rows[0];
    expect(after).toEqual(before);
  });

  it('disabling an account signs it out everywhere and blocks sign-in; the last administrator stays', async () => {
    const user = await call<{ id: number }>(t.baseUrl, 'POST', '/api/users', {
      session: admin,
      body: { username: 'temp.desk', name: 'Temp Desk', password: 'temp-pass-1', role: 'receptionist' },
    });
    await t.caughtUp();
    const temp = await signIn(t.baseUrl, 'temp.desk', 'temp-pass-1');
    const disabled = await call<{ position: number }>(t.baseUrl, 'PATCH', `/api/users/${user.body.id}`, {
      session: admin,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect((await call(t.baseUrl, 'GET', '/api/auth/me', { session: temp })).status).toBe(401);
    await readAfter('/api/users', disabled.body.position);
    await expect(signIn(t.baseUrl, 'temp.desk', 'temp-pass-1')).rejects.toThrow(/401/);

    const adminId = (await call<{ id: number }>(t.baseUrl, 'GET', '/api/auth/me', { session: admin })).body.id;
    const self = await call<{ message: string }>(t.baseUrl, 'PATCH', `/api/users/${adminId}`, {
      session: admin,
      body: { role: 'receptionist' },
    });
    expect(self.status).toBe(409);
    expect(self.body.message).toMatch(/last active administrator/);
  });

  it('lists every permission flag of the spec on each role', async () => {
    const roles = await call<{ permissions: Record<string, boolean> }[]>(t.baseUrl, 'GET', '/api/roles', {
      session: admin,
    });
    for (const role of roles.body) expect(Object.keys(role.permissions).sort()).toEqual([...PERMISSION_FLAGS].sort());
  });

  it('records who did it in every event', async () => {
    const result = await t.db.pool.query<{ actor: string }>(
      `SELECT DISTINCT metadata->>'actorName' AS actor FROM event_store.events WHERE type IN ('RoleDefined', 'UserCreated')
       AND metadata->>'actorId' IS NOT NULL`,
    );
    expect(result.rows).toEqual([{ actor: 'Gym Administrator' }]);
  });
});
