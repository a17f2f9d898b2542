import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createMember, createPlan, memberWithMembership, sellNewRegistration } from '../support/desk-fixtures.js';
import { DASHBOARD_FIGURES } from '../support/dashboard-fields.js';
import { TestClock } from '../support/test-clock.js';

const SPEC_FIELDS = [...DASHBOARD_FIGURES.counts, ...DASHBOARD_FIGURES.money, ...DASHBOARD_FIGURES.pt];

describe('dashboard API', () => {
  const clock = new TestClock(new Date('2026-10-20T10:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'dash', clock }, 'admin', 'desk');

  const stats = async (position = 0) =>
    (
      await call<Record<string, unknown>>(
        t.baseUrl,
        'GET',
        `/api/stats/dashboard?_t=${Date.now()}&nocache=${Math.random()}`,
        {
          session: desk,
          headers: { 'x-min-position': String(position) },
        },
      )
    ).body;

  it('answers exactly the spec fields, all 0 for an empty gym, never cached', async () => {
    const answer = await call<Record<string, unknown>>(t.baseUrl, 'GET', '/api/stats/dashboard', { session: desk });
    expect(Object.keys(answer.body).sort()).toEqual([...SPEC_FIELDS].sort());
    expect(answer.body).toMatchObject({ totalMembers: 0, monthlyRevenue: 0, percentageChange: 0, trainerPTStats: [] });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await call(t.baseUrl, 'GET', '/api/stats/dashboard')).status).toBe(401);
  });

  it('counts members, check-ins, collections, past due and expiry as days pass', async () => {
    const planId = (await createPlan(t.baseUrl, admin)).id;
    const aisha = await createMember(t.baseUrl, desk, { gender: 'female', nationality: 'Qatari' });
    const omar = await createMember(t.baseUrl, desk, { firstName: 'Omar', gender: 'male', nationality: 'Egyptian' });
    await sellNewRegistration(t.baseUrl, desk, aisha.id, planId, { status: 'paid' });
    await sellNewRegistration(t.baseUrl, desk, omar.id, planId, { status: 'unpaid' });
    const visit = await call<{ position: number }>(t.baseUrl, 'POST', '/api/check-ins', {
      session: desk,
      body: { memberId: aisha.id },
    });
    expect(await stats(visit.body.position)).toMatchObject({
      totalMembers: 2,
      checkInsToday: 1,
      monthlyRevenue: 450,
      percentageChange: 100,
      // Omar owes from the day of the sale: one definition of "owes", whatever the due date (issue 10, item 9).
      pastDuePayments: 1,
      totalDueAmount: 450,
      activeMembers: 2,
      activeFemaleMembers: 1,
      activeMaleMembers: 1,
      expiredMembers: 0,
    });

    // Two days later he still owes; after the 30-day memberships end, both are expired.
    clock.set('2026-10-22T10:00:00+03:00');
    expect(await stats()).toMatchObject({ checkInsToday: 0, pastDuePayments: 1, totalDueAmount: 450 });
    clock.set('2026-11-20T10:00:00+03:00');
    expect(await stats()).toMatchObject({
      activeMembers: 0,
      expiredMembers: 2,
      expiredFemaleMembers: 1,
      monthlyRevenue: 0,
      percentageChange: -100,
    });

    const plans = await call<{ planName: string; active: number; expired: number }[]>(
      t.baseUrl,
      'GET',
      '/api/stats/membership-plans',
      { session: desk },
    );
    expect(plans.body).toEqual([{ planId, planName: 'Monthly', active: 0, expired: 2 }]);
    const charts = await call<{
      data: { joinDate: string; gender: string; nationality: string | null; count: number }[];
      total: number;
    }>(t.baseUrl, 'GET', '/api/members?forDashboard=true', { session: desk });
    expect(charts.body.total).toBe(2);
    expect(charts.body.data).toEqual(
      expect.arrayContaining([
        { joinDate: '2026-10-01', gender: 'female', nationality: 'Qatari', count: 1 },
        { joinDate: '2026-10-01', gender: 'male', nationality: 'Egyptian', count: 1 },
      ]),
    );
    const recent = await call<{ memberId: string }[]>(t.baseUrl, 'GET', '/api/check-ins?recent=true&limit=5', {
      session: desk,
    });
    expect(recent.body.map((c) => c.memberId)).toEqual([aisha.id]);
  });

  it('counts a member whose status was set to frozen by hand as neither active nor expired, as the list shows Frozen', async () => {
    // The spec's display rules (section 4), the dashboard's by DESIGN section 6: frozen is never expiring or expired.
    clock.set('2026-11-20T10:00:00+03:00');
    const planId = (await createPlan(t.baseUrl, admin, { name: 'Frozen by hand' })).id;
    const profile = { firstName: 'Huda', gender: 'female' };
    const sale = await memberWithMembership(t.baseUrl, desk, planId, { profile, sale: { status: 'paid' } });
    const huda = sale.member;
    const running = await stats(sale.invoice.position);
    const frozen = await call<{ position: number }>(t.baseUrl, 'PATCH', `/api/members/${huda.id}`, {
      session: admin,
      body: { status: 'frozen', statusReason: 'Abroad for treatment' },
    });
    expect(frozen.status).toBe(200);
    const member = await call<{ status: string }>(t.baseUrl, 'GET', `/api/members/${huda.id}`, {
      session: desk,
      headers: { 'x-min-position': String(frozen.body.position) },
    });
    expect(member.body.status).toBe('frozen');
    const whileRunning = await stats(frozen.body.position);
    expect(whileRunning).toMatchObject({
      activeMembers: (running.activeMembers as number) - 1,
      activeFemaleMembers: (running.activeFemaleMembers as number) - 1,
      expiredMembers: running.expiredMembers,
    });

    // Long after the membership would have ended: still frozen, so not expired (the others' counts are unchanged).
    clock.set('2027-02-20T10:00:00+03:00');
    expect(await stats()).toMatchObject({
      activeMembers: whileRunning.activeMembers,
      expiredMembers: whileRunning.expiredMembers,
      expiredFemaleMembers: whileRunning.expiredFemaleMembers,
    });
    const plans = await call<{ planId: string }[]>(t.baseUrl, 'GET', '/api/stats/membership-plans', { session: desk });
    expect(plans.body.map((p) => p.planId)).not.toContain(planId);
  });
});
