import { describe, expect, it, vi } from 'vitest';
import { ProjectionProgress } from '@gym/command-service/realtime/projection-progress';
import { permissionsFrom } from '@gym/kernel/permissions/permissions';
import type { PermissionFlag } from '@gym/kernel/permissions/permissions';
import { call, signInAdmin, signInReception } from '../support/api-client.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { collect, connect, until } from '../support/socket-client.js';
import type { Notice } from '../support/socket-client.js';
import { gymSettings } from '../support/settings-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';
import { appForFile } from '../support/app-for-file.js';

const settings = gymSettings('Live Gym');

describe('realtime change notices', () => {
  const { t, admin, desk: reception } = appForFile({ label: 'realtime' }, 'admin', 'desk');

  it('refuses a socket without a session, or with a revoked one', async () => {
    await expect(connect(t.baseUrl)).rejects.toThrow(/unauthorized/);
    await expect(connect(t.baseUrl, { token: 'x', cookie: 'gym_session=forged' })).rejects.toThrow(/unauthorized/);
  });

  it('tells every permitted client what changed, and only them', async () => {
    const adminSocket = await connect(t.baseUrl, admin);
    const receptionSocket = await connect(t.baseUrl, reception);
    const adminNotices = collect(adminSocket);
    const receptionNotices = collect(receptionSocket);

    const saved = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/settings', {
      session: admin,
      body: settings,
    });
    await until(() => adminNotices.length > 0 && receptionNotices.length > 0);
    expect(adminNotices[0]).toEqual({ topics: ['settings'], position: saved.body.position });
    expect(receptionNotices[0]).toEqual({ topics: ['settings'], position: saved.body.position });

    // Accounts are for users who manage settings: the receptionist must not even hear that they changed.
    const role = await call<{ position: number }>(t.baseUrl, 'POST', '/api/roles', {
      session: admin,
      body: { name: 'Cleaner', permissions: permissionsFrom([]) },
    });
    await until(() => adminNotices.some((n) => n.topics.includes('accounts')));
    expect(adminNotices.find((n) => n.topics.includes('accounts'))!.position).toBe(role.body.position);
    // The accounts notice went out before this second settings change was even made, and a socket hears in order:
    // once the receptionist hears the second settings change, an accounts notice for them would already be there.
    const again = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/settings', {
      session: admin,
      body: { ...settings, name: 'Live Gym 2' },
    });
    await until(() => receptionNotices.some((n) => n.position === again.body.position));
    expect(receptionNotices.map((n) => n.topics)).toEqual([['settings'], ['settings']]);
    adminSocket.close();
    receptionSocket.close();
  });

  it('brings a check-in to each socket as one notice with every topic of its step the user may read, and no other', async () => {
    // A wall display signed in with a role that may view members, then with that flag taken away.
    const wall = await staffWith(t, admin, 'Wall Display', ['canViewMembers']);
    const roles = await call<{ id: string; name: string }[]>(t.baseUrl, 'GET', '/api/roles', { session: admin });
    const wallRole = roles.body.find((r) => r.name === 'Wall Display role')!.id;
    const plan = await createPlan(t.baseUrl, admin);
    const members = [];
    for (let i = 0; i < 2; i++) members.push((await memberWithMembership(t.baseUrl, admin, plan.id)).member);
    await t.caughtUp();
    const sockets = await Promise.all([admin, reception, wall].map((session) => connect(t.baseUrl, session)));
    const [adminHeard, deskHeard, wallHeard] = sockets.map(collect) as [Notice[], Notice[], Notice[]];
    const checkIn = async (memberId: string) => {
      const answer = await call<{ position: number }>(t.baseUrl, 'POST', '/api/check-ins', {
        session: reception,
        body: { memberId },
      });
      expect(answer.status).toBe(201);
      const position = answer.body.position;
      await until(() => [adminHeard, deskHeard, wallHeard].every((heard) => heard.some((n) => n.position >= position)));
      // Anything else the step would send has gone out by the time the projections caught up and a moment passed.
      await t.caughtUp();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return (heard: Notice[]) => heard.filter((n) => n.position >= position);
    };

    // The check-in's step touched check-ins, members and the dashboard: one notice with all three to whoever may
    // read them all (before 2026-12-05, three notices, one a topic).
    const first = await checkIn(members[0]!.id);
    for (const heard of [adminHeard, deskHeard, wallHeard]) {
      expect(first(heard)).toHaveLength(1);
      expect([...first(heard)[0]!.topics].sort()).toEqual(['check-ins', 'dashboard', 'members']);
    }

    // The role loses the flag: the wall's socket moves to the room of what it may read now, and the next check-in
    // reaches it as one notice naming the dashboard alone, while the desk still hears all three.
    const { permissions } = (
      await call<{ id: string; permissions: Record<PermissionFlag, boolean> }[]>(t.baseUrl, 'GET', '/api/roles', {
        session: admin,
      })
    ).body.find((r) => r.id === wallRole)!;
    const changed = await call(t.baseUrl, 'PATCH', `/api/roles/${wallRole}`, {
      session: admin,
      body: { permissions: { ...permissions, canViewMembers: false } },
    });
    expect(changed.status).toBe(200);
    await until(() => wallHeard.some((n) => n.topics.includes('me')));
    const second = await checkIn(members[1]!.id);
    expect(second(wallHeard)).toEqual([{ topics: ['dashboard'], position: expect.any(Number) }]);
    expect(second(deskHeard)).toHaveLength(1);
    expect([...second(deskHeard)[0]!.topics].sort()).toEqual(['check-ins', 'dashboard', 'members']);
    for (const socket of sockets) socket.close();
  });

  it("tells a client at once when its own role's permissions change", async () => {
    const desk = await signInReception(t.baseUrl);
    const socket = await connect(t.baseUrl, desk);
    const notices = collect(socket);
    const roles = await call<{ id: string; permissions: Record<string, boolean> }[]>(t.baseUrl, 'GET', '/api/roles', {
      session: admin,
    });
    const original = roles.body.find((r) => r.id === 'receptionist')!.permissions;
    await call(t.baseUrl, 'PATCH', '/api/roles/receptionist', {
      session: admin,
      body: { permissions: { ...original, canViewMarketing: true } },
    });
    await until(() => notices.some((n) => n.topics[0] === 'me'));
    await call(t.baseUrl, 'PATCH', '/api/roles/receptionist', { session: admin, body: { permissions: original } });
    socket.close();
  });

  it('closes the sockets of a session when it signs out', async () => {
    const session = await signInAdmin(t.baseUrl);
    const socket = await connect(t.baseUrl, session);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await call(t.baseUrl, 'POST', '/api/auth/logout', { session, via: 'cookie' });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('read-your-writes', () => {
  const { t, admin } = appForFile({ label: 'ryw' }, 'admin');

  it('holds a GET with X-Min-Position until the projections reach the command, then answers fresh data', async () => {
    await t.runner.stop();
    const saved = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/settings', {
      session: admin,
      body: { ...settings, name: 'After Restart' },
    });
    // The GET is known to be held once the server waits for the projections to reach the command's position.
    const waitFor = ProjectionProgress.prototype.waitFor;
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const spy = vi.spyOn(ProjectionProgress.prototype, 'waitFor').mockImplementation(function (
      this: ProjectionProgress,
      position,
      ms,
    ) {
      if (position === saved.body.position) held();
      return waitFor.call(this, position, ms);
    });
    try {
      const read = call<{ name: string }>(t.baseUrl, 'GET', '/api/settings', {
        session: admin,
        headers: { 'x-min-position': String(saved.body.position) },
      });
      await holding;
      await t.runner.start();
      const answer = await read;
      // Answered after the projections ran again (the data is the command's), not after the 2 s limit (not stale).
      expect(answer.body.name).toBe('After Restart');
      expect(answer.headers.get('x-read-model-stale')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('answers after 2 s, marked stale, when the projections do not catch up', async () => {
    await t.runner.stop();
    const saved = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/settings', {
      session: admin,
      body: { ...settings, name: 'Never Projected' },
    });
    const started = Date.now();
    const answer = await call<{ name: string }>(t.baseUrl, 'GET', '/api/settings', {
      session: admin,
      headers: { 'x-min-position': String(saved.body.position) },
      acceptStale: true,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(answer.headers.get('x-read-model-stale')).toBe('true');
    expect(answer.body.name).not.toBe('Never Projected');
    expect(
      (await call(t.baseUrl, 'GET', '/api/settings', { session: admin, headers: { 'x-min-position': 'abc' } })).status,
    ).toBe(400);
    await t.runner.start();
  });
});
