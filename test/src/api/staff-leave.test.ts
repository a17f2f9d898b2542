import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import type { LeaveBalanceView } from '@gym/modules/people/leave/leave-contracts';
import { hireEmployee, userIdOf } from '../support/employee-fixtures.js';
import { TestClock } from '../support/test-clock.js';

describe('leave on real PostgreSQL: ask, decide, calendar, balances', () => {
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'staff-leave', clock }, 'admin', 'desk');
  let deskEmployee: string;
  let other: string;

  beforeAll(async () => {
    // Hired 2024-11-01: two years of service by 2026-11-01, 36 days of annual leave earned.
    deskEmployee = (
      await hireEmployee(t.baseUrl, admin, {
        name: 'Rana Desk',
        hireDate: '2024-11-01',
        userId: await userIdOf(t.baseUrl, desk),
      })
    ).id;
    other = (await hireEmployee(t.baseUrl, admin, { name: 'Omar Coach', hireDate: '2020-01-01' })).id;
    await t.caughtUp();
  });

  /** Asks for leave of the type from one day to another (both included) for the employee. */
  const ask = (session: Session, employeeId: string, leaveType: string, from: string, to: string, reason?: string) =>
    call<{ id: string; position: number; message?: string }>(t.baseUrl, 'POST', '/api/leave/requests', {
      session,
      body: { employeeId, leaveType, from, to, ...(reason === undefined ? {} : { reason }) },
    });
  /** Today's leave balances the session may read. */
  const balances = (session: Session) => call<LeaveBalanceView[]>(t.baseUrl, 'GET', '/api/leave/balances', { session });
  const decide = (session: Session, id: string, employeeId: string, decision: string, reason = '') =>
    call<{ position: number; message?: string }>(t.baseUrl, 'POST', `/api/leave/requests/${id}/decision`, {
      session,
      body: { employeeId, decision, reason },
    });

  it('the receptionist asks for their own leave, not for someone else, and cannot approve it; the admin approves', async () => {
    const asked = await ask(desk, deskEmployee, 'annual', '2026-12-13', '2026-12-19', 'Family visit');
    expect(asked.status).toBe(201);
    expect((await ask(desk, other, 'annual', '2026-12-13', '2026-12-14')).status).toBe(403);
    expect((await decide(desk, asked.body.id, deskEmployee, 'approve')).status).toBe(403);
    const approved = await decide(admin, asked.body.id, deskEmployee, 'approve');
    expect(approved.status).toBe(200);

    const requests = await call<{ id: string; status: string; days: number; fullDays: number }[]>(
      t.baseUrl,
      'GET',
      '/api/leave/requests',
      {
        session: desk,
        headers: { 'x-min-position': String(approved.body.position) },
      },
    );
    expect(requests.body).toEqual([
      expect.objectContaining({ id: asked.body.id, status: 'approved', days: 6, fullDays: 6 }),
    ]);
  });

  it('refuses overlapping leave with a clear 409 and records nothing', async () => {
    const clash = await ask(admin, deskEmployee, 'unpaid', '2026-12-19', '2026-12-20');
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/overlap approved annual leave/);
  });

  it('balances: the receptionist sees only their own; annual leave taken comes off what was earned', async () => {
    const own = await balances(desk);
    expect(own.body.map((b) => b.employeeId)).toEqual([deskEmployee]);
    // The 18 days earned in the first year were due in the second and none was taken: on 2026-11-01 half of them (9)
    // carried over and 9 were forfeited (art. 80, the default cap of 50%). 36 − 6 − 9 = 21.
    expect(own.body[0]!.annual).toMatchObject({
      accrued: 36,
      carriedOver: 9,
      forfeited: 9,
      taken: 6,
      pending: 0,
      available: 21,
    });
    const all = await balances(admin);
    expect(all.body.map((b) => b.employeeId).sort()).toEqual([deskEmployee, other].sort());
    // Omar, hired 2020-01-01: 82 months by 2026-11-10, the first 60 at 1.5 days, the next 22 at 2.
    expect(all.body.find((b) => b.employeeId === other)!.annual.accrued).toBe(60 * 1.5 + 22 * 2);
  });

  it('more annual leave than is left is refused; unpaid leave is not', async () => {
    const tooMuch = await ask(admin, deskEmployee, 'annual', '2027-01-03', '2027-02-10');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(/available.*unpaid/);
    expect((await ask(admin, deskEmployee, 'unpaid', '2027-01-03', '2027-02-10')).status).toBe(201);
  });

  it('sick leave is paid by the tiers when approved; a rejection needs a reason', async () => {
    const sick = await ask(admin, other, 'sick', '2026-11-01', '2026-11-20');
    const approved = await decide(admin, sick.body.id, other, 'approve');
    const [request] = (
      await call<{ fullDays: number; halfDays: number }[]>(
        t.baseUrl,
        'GET',
        `/api/leave/requests?employeeId=${other}`,
        {
          session: admin,
          headers: { 'x-min-position': String(approved.body.position) },
        },
      )
    ).body;
    expect(request).toMatchObject({ fullDays: 14, halfDays: 6 });
    const another = await ask(admin, other, 'emergency', '2026-12-01', '2026-12-01');
    expect((await decide(admin, another.body.id, other, 'reject')).status).toBe(400);
    expect((await decide(admin, another.body.id, other, 'reject', 'Short-staffed')).status).toBe(200);
  });

  it('the team calendar shows who is off in a month to anyone with canViewStaff', async () => {
    await t.caughtUp();
    const calendar = await call<{
      leave: { employeeName: string; leaveType: string; status: string }[];
      weekendDays: number[];
    }>(t.baseUrl, 'GET', '/api/leave/calendar?month=2026-12', { session: desk });
    expect(calendar.status).toBe(200);
    expect(calendar.body.weekendDays).toEqual([5]);
    expect(calendar.body.leave).toEqual([
      expect.objectContaining({ employeeName: 'Rana Desk', leaveType: 'annual', status: 'approved' }),
    ]);
    expect((await call(t.baseUrl, 'GET', '/api/leave/calendar?month=2026-13', { session: desk })).status).toBe(400);
  });

  it('the leave policy: the receptionist (canViewStaff, no canEditStaff) reads it but a change is refused, nothing changes', async () => {
    const before = await call<Record<string, unknown>>(t.baseUrl, 'GET', '/api/leave/policy', { session: desk });
    expect(before.status).toBe(200);
    expect(before.body.annualCarryOverMaxPercent).toBe(50);
    const refused = await call(t.baseUrl, 'PUT', '/api/leave/policy', {
      session: desk,
      body: { ...before.body, annualCarryOverMaxPercent: 0, publicHolidays: ['2026-12-18'] },
    });
    expect(refused.status).toBe(403);
    expect((await call(t.baseUrl, 'GET', '/api/leave/policy', { session: admin })).body).toEqual(before.body);
    const own = await balances(desk);
    expect(own.body[0]!.annual).toMatchObject({ carriedOver: 9, forfeited: 9, available: 21 });
  });

  it('the leave policy: more than half a year of carry-over is refused with the law in the message', async () => {
    const policy = (await call<Record<string, unknown>>(t.baseUrl, 'GET', '/api/leave/policy', { session: admin }))
      .body;
    const tooMuch = await call<{ message: string }>(t.baseUrl, 'PUT', '/api/leave/policy', {
      session: admin,
      body: { ...policy, annualCarryOverMaxPercent: 60 },
    });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toMatch(/half of the annual leave.*art\. 80/);
  });

  it('the leave policy: a carry-over cap of 0 forfeits every unused day due; the balances say so at once', async () => {
    const policy = (await call<Record<string, unknown>>(t.baseUrl, 'GET', '/api/leave/policy', { session: admin }))
      .body;
    const set = await call(t.baseUrl, 'PUT', '/api/leave/policy', {
      session: admin,
      body: { ...policy, annualCarryOverMaxPercent: 0 },
    });
    expect(set.status).toBe(200);
    expect(
      (await call<Record<string, unknown>>(t.baseUrl, 'GET', '/api/leave/policy', { session: desk })).body,
    ).toMatchObject({ annualCarryOverMaxPercent: 0 });
    // All 18 days due on 2026-11-01 are lost: 36 − 6 − 18 = 12.
    const own = await balances(desk);
    expect(own.body[0]!.annual).toMatchObject({ carriedOver: 0, forfeited: 18, taken: 6, available: 12 });
    const back = await call(t.baseUrl, 'PUT', '/api/leave/policy', { session: admin, body: policy });
    expect(back.status).toBe(200);
    expect((await balances(desk)).body[0]!.annual.available).toBe(21);
  });
});
