import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { storedEvents } from '../support/stored-events.js';
import { TestClock } from '../support/test-clock.js';

/*
 * The door's hours on real PostgreSQL (issue 47, item 5): the desk's check-in refuses outside the member's windows
 * with the reason and the time it ends, recording nothing; an override by a permitted user is recorded with the
 * refusal's code and values and the reason typed. 2026-10-04 is a Sunday; the gym's zone is Asia/Qatar (+03:00).
 */
interface Answer {
  id: string;
  position: number;
  override: boolean;
  code: string;
  message: string;
  params: Record<string, string>;
  details: Record<string, unknown>;
}

const open = (o: string, c: string) => ({ open: o, close: c });
const HOURS = {
  weekly: [
    open('06:00', '22:00'),
    open('06:00', '22:00'),
    open('06:00', '22:00'),
    open('06:00', '22:00'),
    open('06:00', '22:00'),
    null,
    open('08:00', '20:00'),
  ],
  special: [{ name: 'National Day', from: '2026-12-18', to: '2026-12-18', hours: open('16:00', '22:00') }],
  closures: [{ name: 'Eid al-Adha', from: '2027-05-16', to: '2027-05-18' }],
  genderHours: [{ gender: 'female', weekdays: [0, 1, 2, 3, 4], from: '09:00', to: '14:00' }],
  prayer: {
    enabled: true,
    beforeMinutes: 5,
    afterMinutes: 20,
    source: 'manual',
    latitude: 25.2854,
    longitude: 51.531,
    manual: { fajr: '04:30', dhuhr: '11:30', asr: '14:45', maghrib: '17:00', isha: '18:30' },
  },
};

describe('the door hours at the desk', () => {
  const clock = new TestClock(new Date('2026-10-04T08:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'door-hours', clock }, 'admin', 'desk');
  let planId: string;

  beforeAll(async () => {
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  const checkIn = (session: Session, memberId: string, extra: Record<string, unknown> = {}) =>
    call<Answer>(t.baseUrl, 'POST', '/api/check-ins', { session, body: { memberId, ...extra } });
  const checkInsOf = async (memberId: string) =>
    (await storedEvents(t.store, ['MemberCheckedIn'])).filter(
      (e) => (e.data as { memberId: string }).memberId === memberId,
    );

  it('refuses hours that close before they open, or bad times, with a code and nothing recorded', async () => {
    const backwards = await call<Answer>(t.baseUrl, 'PUT', '/api/door-hours', {
      session: admin,
      body: { ...HOURS, weekly: [open('22:00', '06:00'), ...HOURS.weekly.slice(1)] },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe('door_hours.close_before_open');
    expect(backwards.body.message).toBe('On Sunday, the closing time must be after the opening time.');
    const badTime = await call<Answer>(t.baseUrl, 'PUT', '/api/door-hours', {
      session: admin,
      body: { ...HOURS, weekly: [open('6am', '22:00'), ...HOURS.weekly.slice(1)] },
    });
    expect(badTime.status).toBe(400);
    const badDate = await call<Answer>(t.baseUrl, 'PUT', '/api/door-hours', {
      session: admin,
      body: { ...HOURS, closures: [{ name: 'Eid', from: '2027-02-30', to: '2027-03-01' }] },
    });
    expect(badDate.status).toBe(400);
    const bidi = await call<Answer>(t.baseUrl, 'PUT', '/api/door-hours', {
      session: admin,
      body: { ...HOURS, closures: [{ name: 'Eid\u202e', from: '2027-03-01', to: '2027-03-01' }] },
    });
    expect(bidi.status).toBe(400);
    expect(await storedEvents(t.store, ['DoorHoursChanged'])).toEqual([]);
    // Only with canManageSettings.
    expect((await call(t.baseUrl, 'PUT', '/api/door-hours', { session: desk, body: HOURS })).status).toBe(403);
  });

  it("saves the hours and shows them with today's prayer times", async () => {
    const saved = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/door-hours', {
      session: admin,
      body: HOURS,
    });
    expect(saved.status).toBe(200);
    const read = await call<Record<string, unknown>>(t.baseUrl, 'GET', '/api/door-hours', {
      session: admin,
      headers: { 'x-min-position': String(saved.body.position) },
    });
    expect(read.body).toMatchObject({
      ...HOURS,
      today: '2026-10-04',
      timeZone: 'Asia/Qatar',
      prayerTimesToday: HOURS.prayer.manual,
    });
    const computed = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/door-hours', {
      session: admin,
      body: { ...HOURS, prayer: { ...HOURS.prayer, source: 'computed' } },
    });
    const withComputed = await call<{ prayerTimesToday: Record<string, string> }>(t.baseUrl, 'GET', '/api/door-hours', {
      session: admin,
      headers: { 'x-min-position': String(computed.body.position) },
    });
    // Doha in early October (Qatar's method): Maghrib near 17:18.
    expect(withComputed.body.prayerTimesToday.maghrib).toMatch(/^17:[0-3]\d$/);
    await call(t.baseUrl, 'PUT', '/api/door-hours', { session: admin, body: HOURS });
  });

  it('refuses at the door outside the hours, with the reason and when it ends, recording nothing', async () => {
    clock.set('2026-10-04T08:00:00+03:00');
    const { member: man } = await memberWithMembership(t.baseUrl, desk, planId, { profile: { gender: 'male' } });
    const { member: woman } = await memberWithMembership(t.baseUrl, desk, planId);

    clock.set('2026-10-04T05:59:00+03:00');
    const early = await checkIn(desk, man.id);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'door.closed_until',
      message: 'Closed until 06:00',
      params: { until: '06:00' },
      details: { reason: 'closed', until: '06:00', canOverride: true, expiryDate: null },
    });

    clock.set('2026-10-04T10:00:00+03:00');
    const ladies = await checkIn(desk, man.id);
    expect(ladies.status).toBe(409);
    expect(ladies.body).toMatchObject({ code: 'door.gender_hours', message: "Ladies' hours until 14:00" });

    clock.set('2026-10-04T16:55:00+03:00');
    const maghrib = await checkIn(desk, man.id);
    expect(maghrib.status).toBe(409);
    expect(maghrib.body).toMatchObject({
      code: 'door.prayer',
      message: 'Closed for Maghrib prayer until 17:20',
      params: { prayer: 'maghrib', until: '17:20' },
      details: { reason: 'prayer', until: '17:20' },
    });

    clock.set('2026-10-09T12:00:00+03:00'); // a Friday: closed all day
    expect((await checkIn(desk, woman.id)).body).toMatchObject({ code: 'door.closed_today', message: 'Closed today' });

    expect(await checkInsOf(man.id)).toEqual([]);
    expect(await checkInsOf(woman.id)).toEqual([]);

    // In the hours, the same members come in: the woman in the ladies' hours, the man after them.
    clock.set('2026-10-04T10:00:00+03:00');
    expect((await checkIn(desk, woman.id)).status).toBe(201);
    clock.set('2026-10-04T14:00:00+03:00');
    expect((await checkIn(desk, man.id)).status).toBe(201);
  });

  it('lets a permitted user override with a reason: recorded with the refusal code, values and reason', async () => {
    clock.set('2026-10-05T08:00:00+03:00');
    const { member } = await memberWithMembership(t.baseUrl, desk, planId, { profile: { gender: 'male' } });
    clock.set('2026-10-05T17:10:00+03:00');
    const overridden = await checkIn(admin, member.id, { override: true, overrideReason: 'Personal trainer waiting' });
    expect(overridden.status).toBe(201);
    expect(overridden.body.override).toBe(true);
    const [event] = await checkInsOf(member.id);
    expect(event!.data).toMatchObject({
      override: {
        byName: 'Gym Administrator',
        refusal: 'Closed for Maghrib prayer until 17:20',
        code: 'door.prayer',
        params: { prayer: 'maghrib', until: '17:20' },
        reason: 'Personal trainer waiting',
      },
    });
    const list = await call<{ id: string; override: unknown }[]>(t.baseUrl, 'GET', '/api/check-ins?date=2026-10-05', {
      session: desk,
      headers: { 'x-min-position': String(overridden.body.position) },
    });
    expect(list.body.find((c) => c.id === overridden.body.id)!.override).toEqual({
      byName: 'Gym Administrator',
      refusal: 'Closed for Maghrib prayer until 17:20',
      code: 'door.prayer',
      params: { prayer: 'maghrib', until: '17:20' },
      reason: 'Personal trainer waiting',
    });
    const history = await call<{ summary: string; code: string; params: object }[]>(
      t.baseUrl,
      'GET',
      `/api/members/${member.id}/history?limit=1`,
      { session: admin, headers: { 'x-min-position': String(overridden.body.position) } },
    );
    expect(history.body[0]).toEqual(
      expect.objectContaining({
        summary: 'Checked in (override of: Closed for Maghrib prayer until 17:20; reason: Personal trainer waiting)',
        code: 'checkedInOverrideReason',
        params: {
          refusal: 'Closed for Maghrib prayer until 17:20',
          refusalCode: 'door.prayer',
          refusalParams: '{"until": "17:20", "prayer": "maghrib"}',
          reason: 'Personal trainer waiting',
        },
      }),
    );
    // A reason with a direction override is refused (400), nothing recorded.
    const other = (await memberWithMembership(t.baseUrl, desk, planId, { profile: { gender: 'male' } })).member;
    const bad = await checkIn(admin, other.id, { override: true, overrideReason: 'x\u202ey' });
    expect(bad.status).toBe(400);
    expect(await checkInsOf(other.id)).toEqual([]);
  });

  it("keeps a plan's access windows, as the membership was sold with them", async () => {
    clock.set('2026-10-05T08:00:00+03:00');
    const offPeak = { weekdays: [0, 1, 2, 3, 4], from: '09:00', to: '16:00', label: 'Off-peak' };
    const plan = await createPlan(t.baseUrl, admin, { name: 'Off-peak', accessWindows: [offPeak] });
    const plans = await call<{ id: string; accessWindows: unknown }[]>(t.baseUrl, 'GET', '/api/membership-plans', {
      session: admin,
      headers: { 'x-min-position': String(plan.position) },
    });
    expect(plans.body.find((p) => p.id === plan.id)!.accessWindows).toEqual([offPeak]);
    const { member } = await memberWithMembership(t.baseUrl, desk, plan.id);

    clock.set('2026-10-05T16:00:00+03:00');
    const late = await checkIn(desk, member.id);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'door.plan_window',
      message: 'Your plan admits you 09:00–16:00 (Off-peak)',
      details: { reason: 'plan_window' },
    });
    // The plan loses its windows later: the membership sold keeps them.
    const changed = await call(t.baseUrl, 'PATCH', `/api/membership-plans/${plan.id}`, {
      session: admin,
      body: { accessWindows: [] },
    });
    expect(changed.status).toBe(200);
    clock.set('2026-10-05T16:30:00+03:00');
    expect((await checkIn(desk, member.id)).body.code).toBe('door.plan_window');
    clock.set('2026-10-05T15:59:00+03:00');
    expect((await checkIn(desk, member.id)).status).toBe(201);

    // A window that ends before it starts is refused.
    const bad = await call(t.baseUrl, 'POST', '/api/membership-plans', {
      session: admin,
      body: {
        name: 'Broken',
        price: 100,
        duration: 1,
        durationUnit: 'months',
        accessWindows: [{ ...offPeak, to: '08:00' }],
      },
    });
    expect(bad.status).toBe(400);
  });
});
