import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { permissionsFrom } from '@gym/kernel/permissions/permissions';
import { call, signIn } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember, createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { storedEvents } from '../support/stored-events.js';
import { TestClock } from '../support/test-clock.js';

interface CheckInAnswer {
  id: string;
  position: number;
  duplicate: boolean;
  override: boolean;
  checkInTime: string;
}
interface Refusal {
  message: string;
  details: { reason: string; expiryDate: string | null; canOverride: boolean };
}

describe('check-in at the desk', () => {
  const clock = new TestClock(new Date('2026-10-01T08:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'checkins', clock }, 'admin', 'desk');
  let planId: string;

  beforeAll(async () => {
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  const checkIn = (session: Session, memberId: string, extra: Record<string, unknown> = {}) =>
    call<CheckInAnswer & Refusal>(t.baseUrl, 'POST', '/api/check-ins', { session, body: { memberId, ...extra } });

  /** A new member holding a paid membership of the file's plan. */
  const paidMember = async () => (await memberWithMembership(t.baseUrl, desk, planId)).member;

  it('refuses a member without a membership, naming the reason', async () => {
    clock.set('2026-10-01T08:00:00+03:00');
    const m = await createMember(t.baseUrl, desk);
    const refused = await checkIn(desk, m.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This member has no membership yet.');
    expect(refused.body.details).toEqual({ reason: 'no_membership', expiryDate: null, canOverride: true });
  });

  it("checks a member in, lists today's check-ins newest first with names, and treats a repeat within 10 minutes as the first", async () => {
    clock.set('2026-10-01T08:00:00+03:00');
    const m = await paidMember();
    const first = await checkIn(desk, m.id);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ duplicate: false, override: false, checkInTime: '2026-10-01T05:00:00.000Z' });

    clock.set('2026-10-01T08:09:00+03:00');
    const repeat = await checkIn(desk, m.id);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ id: first.body.id, duplicate: true });

    clock.set('2026-10-01T08:10:00+03:00');
    const second = await checkIn(desk, m.id);
    expect(second.status).toBe(201);
    expect(second.body.id).not.toBe(first.body.id);

    const list = await call<{ id: string; memberName: string; day: string }[]>(t.baseUrl, 'GET', '/api/check-ins', {
      session: desk,
      headers: { 'x-min-position': String(second.body.position) },
    });
    expect(list.body.slice(0, 2).map((c) => c.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body[0]).toMatchObject({ memberName: 'Aisha Al-Mansoori', day: '2026-10-01' });

    const out = await call<{ position: number }>(t.baseUrl, 'POST', `/api/check-ins/${first.body.id}/check-out`, {
      session: desk,
    });
    expect(out.status).toBe(200);
    expect((await call(t.baseUrl, 'POST', `/api/check-ins/${first.body.id}/check-out`, { session: desk })).status).toBe(
      409,
    );

    // The member's history tells the visits among the rest, in log order, and pages through them by position.
    type Line = {
      position: number;
      type: string;
      summary: string;
      code: string;
      params: Record<string, unknown>;
      actorName: string;
    };
    const history = (before?: number) =>
      call<Line[]>(t.baseUrl, 'GET', `/api/members/${m.id}/history?limit=3${before ? `&before=${before}` : ''}`, {
        session: desk,
        headers: { 'x-min-position': String(out.body.position) },
      });
    const newest = await history();
    expect(newest.body.map((line) => [line.type, line.summary, line.actorName])).toEqual([
      ['MemberCheckedOut', 'Checked out', 'Reception Desk'],
      ['MemberCheckedIn', 'Checked in', 'Reception Desk'],
      ['MemberCheckedIn', 'Checked in', 'Reception Desk'],
    ]);
    expect(newest.body[0]!.position).toBe(out.body.position);
    expect(newest.body[1]!.position).toBe(second.body.position);
    // Each line carries its message code and values for the UI to word it (issue 46).
    expect(newest.body.map((line) => [line.code, line.params])).toEqual([
      ['checkedOut', {}],
      ['checkedIn', {}],
      ['checkedIn', {}],
    ]);
    const older = await history(newest.body[2]!.position);
    expect(older.body[0]).toMatchObject({ type: 'PaymentRecorded', code: 'payment' });
    expect(older.body[0]!.params).toMatchObject({ method: expect.any(String), amountQar: expect.any(Number) });
    expect(older.body.every((line) => line.position < newest.body[2]!.position)).toBe(true);
  });

  it("files a check-in under the gym's day (Asia/Qatar), and the 10-minute rule holds across midnight", async () => {
    clock.set('2026-10-02T23:55:00+03:00');
    const m = await paidMember();
    const late = await checkIn(desk, m.id);
    clock.set('2026-10-03T00:02:00+03:00');
    const afterMidnight = await checkIn(desk, m.id);
    expect(afterMidnight.body).toMatchObject({ id: late.body.id, duplicate: true });
    // The 23:55 visit is filed under the 2nd (Doha time); the repeat at 00:02 on the 3rd answered with it.
    const list = await call<{ id: string }[]>(t.baseUrl, 'GET', '/api/check-ins?date=2026-10-02', {
      session: desk,
      headers: { 'x-min-position': String(late.body.position) },
    });
    expect(list.body.map((c) => c.id)).toContain(late.body.id);
  });

  it('refuses an expired membership with its expiry date, unless a permitted user overrides (recorded)', async () => {
    clock.set('2026-10-01T08:00:00+03:00');
    const m = await paidMember();
    clock.set('2026-11-05T08:00:00+03:00');
    const refused = await checkIn(desk, m.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The membership expired on 2026-10-30.');
    expect(refused.body.details).toEqual({ reason: 'expired', expiryDate: '2026-10-30', canOverride: true });

    const overridden = await checkIn(admin, m.id, { override: true });
    expect(overridden.status).toBe(201);
    expect(overridden.body.override).toBe(true);
    const event = (await storedEvents(t.store, ['MemberCheckedIn'])).find(
      (e) => (e.data as { checkInId: string }).checkInId === overridden.body.id,
    )!;
    expect({ actor: event.metadata.actorName, data: event.data }).toMatchObject({
      actor: 'Gym Administrator',
      data: { override: { byName: 'Gym Administrator', refusal: 'The membership expired on 2026-10-30.' } },
    });
    // The history's line names the override with the refusal it overrode, in English and as a code with its values.
    const history = await call<{ summary: string; code: string; params: object }[]>(
      t.baseUrl,
      'GET',
      `/api/members/${m.id}/history?limit=1`,
      { session: admin, headers: { 'x-min-position': String(overridden.body.position) } },
    );
    expect(history.body[0]).toEqual(
      expect.objectContaining({
        summary: 'Checked in (override of: The membership expired on 2026-10-30.)',
        code: 'checkedInOverride',
        params: {
          refusal: 'The membership expired on 2026-10-30.',
          refusalCode: 'check_in.expired',
          refusalParams: '{"date": "2026-10-30"}',
        },
      }),
    );
  });

  it('does not let a user without canEditMembers override', async () => {
    clock.set('2026-11-05T08:00:00+03:00');
    await call(t.baseUrl, 'POST', '/api/roles', {
      session: admin,
      body: { name: 'Door Staff', permissions: permissionsFrom(['canViewMembers']) },
    });
    await call(t.baseUrl, 'POST', '/api/users', {
      session: admin,
      body: { username: 'door', name: 'Door', password: 'door-pass-1', role: 'door-staff' },
    });
    await t.caughtUp();
    const door = await signIn(t.baseUrl, 'door', 'door-pass-1');
    const m = await createMember(t.baseUrl, admin);
    const refused = await checkIn(door, m.id, { override: true });
    expect(refused.status).toBe(409);
    expect(refused.body.details.canOverride).toBe(false);
  });

  it('refuses a frozen membership and lets the member in again after unfreezing', async () => {
    clock.set('2026-11-05T08:00:00+03:00');
    const m = await paidMember();
    const frozen = await call(t.baseUrl, 'POST', `/api/members/${m.id}/freeze`, {
      session: desk,
      body: { from: '2026-11-05', until: '2026-11-14', reason: 'travel' },
    });
    expect(frozen.status).toBe(200);
    const refused = await checkIn(desk, m.id);
    expect(refused.body.details.reason).toBe('frozen');
    expect(refused.body.message).toBe('The membership is frozen until 2026-11-14 (expires 2026-12-14).');
    const unfrozen = await call(t.baseUrl, 'POST', `/api/members/${m.id}/unfreeze`, { session: desk, body: {} });
    expect(unfrozen.status).toBe(200);
    expect((await checkIn(desk, m.id)).status).toBe(201);
    const member = await call<{ expiryDate: string; status: string }>(t.baseUrl, 'GET', `/api/members/${m.id}`, {
      session: desk,
      headers: { 'x-min-position': String((unfrozen.body as { position: number }).position) },
    });
    expect(member.body).toMatchObject({ expiryDate: '2026-12-04', status: 'active' });
  });

  it('refuses a member frozen minutes after checking in, instead of "already checked in" (issue 10, item 13)', async () => {
    clock.set('2026-11-06T08:00:00+03:00');
    const m = await paidMember();
    expect((await checkIn(desk, m.id)).status).toBe(201);
    clock.set('2026-11-06T08:03:00+03:00');
    const frozen = await call(t.baseUrl, 'POST', `/api/members/${m.id}/freeze`, {
      session: desk,
      body: { from: '2026-11-06', until: '2026-11-10', reason: 'injury' },
    });
    expect(frozen.status).toBe(200);
    clock.set('2026-11-06T08:05:00+03:00');
    const refused = await checkIn(desk, m.id);
    expect(refused.status).toBe(409);
    expect(refused.body.details.reason).toBe('frozen');
    // Without the freeze, the same scan within 10 minutes is still the first visit.
    const other = await paidMember();
    const first = await checkIn(desk, other.id);
    expect((await checkIn(desk, other.id)).body).toMatchObject({ duplicate: true, id: first.body.id });
  });

  it('refuses an archived member and an unknown one', async () => {
    const m = await paidMember();
    await call(t.baseUrl, 'POST', `/api/members/${m.id}/archive`, { session: desk, body: { reason: 'moved abroad' } });
    expect((await checkIn(desk, m.id)).body.details.reason).toBe('archived');
    expect((await checkIn(desk, 'no-such-member')).status).toBe(404);
    expect((await checkIn(desk, m.id, { checkInTime: '2030-01-01T00:00:00Z' })).status).toBe(400);
  });
});
