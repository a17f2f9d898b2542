import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { storedEvents } from '../support/stored-events.js';

const member = { firstName: 'Omar', lastName: 'Haddad', phone: '+974 5512 3456', gender: 'male' };

describe('who did it: actor metadata on every event from the command pipeline (issue 13, item 1)', () => {
  const { t, desk } = appForFile({ label: 'audit_actor' }, 'desk');

  it('records the user id, username, role, command, correlation and causation ids, client address and UTC time', async () => {
    const answer = await call<{ id: string }>(t.baseUrl, 'POST', '/api/members', {
      session: desk,
      body: member,
      headers: { 'x-correlation-id': 'desk-pc-2:walk-in:17', 'x-causation-id': 'cause-abc' },
    });
    expect(answer.status).toBe(201);
    const events = (await storedEvents(t.store, ['MemberRegistered'])).filter(
      (e) => e.streamId === `member-${answer.body.id}`,
    );
    expect(events).toHaveLength(1);
    const metadata = events[0]!.metadata;
    expect(metadata).toMatchObject({
      actorName: 'Reception Desk',
      actorUsername: 'reception',
      actorRole: 'receptionist',
      actorRoleName: 'Receptionist',
      command: 'POST /api/members',
      correlationId: 'desk-pc-2:walk-in:17',
      causationId: 'cause-abc',
      clientAddress: '127.0.0.1',
    });
    expect(metadata.actorId).toMatch(/^\d+$/);
    expect(metadata.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('gives each request its own correlation id when the client sends none', async () => {
    const first = await call<{ id: string }>(t.baseUrl, 'POST', '/api/members', {
      session: desk,
      body: { ...member, phone: '+974 5512 0001' },
    });
    const second = await call<{ id: string }>(t.baseUrl, 'POST', '/api/members', {
      session: desk,
      body: { ...member, phone: '+974 5512 0002' },
    });
    const ids = [first.body.id, second.body.id].map((id) => `member-${id}`);
    const events = (await storedEvents(t.store, ['MemberRegistered'])).filter((e) => ids.includes(e.streamId));
    const correlations = events.map((e) => e.metadata.correlationId);
    expect(correlations).toHaveLength(2);
    expect(new Set(correlations).size).toBe(2);
    for (const id of correlations) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(events.every((e) => e.metadata.causationId === null)).toBe(true);
  });

  it('refuses a malformed causation id with 400 and stores nothing', async () => {
    const before = (await storedEvents(t.store, ['MemberRegistered'])).length;
    const answer = await call<{ message: string }>(t.baseUrl, 'POST', '/api/members', {
      session: desk,
      body: { ...member, phone: '+974 5512 0003' },
      headers: { 'x-causation-id': 'not allowed <script>' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/X-Causation-Id/);
    expect(await storedEvents(t.store, ['MemberRegistered'])).toHaveLength(before);
  });

  it('records a failed sign-in with the address it came from and no user', async () => {
    await call(t.baseUrl, 'POST', '/api/auth/login', { body: { username: 'reception', password: 'wrong-one' } });
    const failed = (await storedEvents(t.store, ['LoginFailed'])).at(-1)!;
    expect(failed.metadata).toMatchObject({
      actorId: null,
      actorUsername: null,
      command: 'POST /api/auth/login',
      clientAddress: '127.0.0.1',
    });
  });
});
