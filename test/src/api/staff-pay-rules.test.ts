import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { hireEmployee } from '../support/employee-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface Line {
  employeeId: string;
  overtimeHours: number;
  nightOvertimeHours: number;
  restDayHours: number;
  overtime: number;
  leaveInLieuDays: number;
  leaveInLieu: number;
  leaveDeduction: number;
  commission: number;
  net: number;
}

/**
 * Pay rules on real PostgreSQL: overtime (Labour Law art. 74, 75), leave paid in lieu (art. 81), PT commission on
 * sessions delivered.
 */
describe('payroll rules: overtime, pay in lieu of leave at the end of service, commission on sessions', () => {
  const clock = new TestClock(new Date('2026-11-25T09:30:00+03:00'));
  const { t, admin } = appForFile({ label: 'staff-pay-rules', clock }, 'admin');
  let worker: string;
  let leaver: string;
  let trainerEmployee: string;
  let packageId: string;

  const lineOf = async (employeeId: string, position: number) =>
    (
      await call<{ lines: Line[] }>(t.baseUrl, 'GET', '/api/payroll/runs/2026-11', {
        session: admin,
        headers: { 'x-min-position': String(position) },
      })
    ).body.lines.find((l) => l.employeeId === employeeId)!;
  const adjust = (body: Record<string, unknown>) =>
    call<{ position: number; message?: string }>(t.baseUrl, 'POST', '/api/payroll/runs/2026-11/adjustments', {
      session: admin,
      body: { employeeId: worker, ...body },
    });

  beforeAll(async () => {
    worker = (await hireEmployee(t.baseUrl, admin, { name: 'Overtime Worker' })).id;
    leaver = (await hireEmployee(t.baseUrl, admin, { name: 'Leaving Employee', hireDate: '2025-06-01' })).id;
    // Five working days of annual leave taken in August (Sunday to Thursday; Friday is the weekend).
    const taken = await call<{ id: string }>(t.baseUrl, 'POST', '/api/leave/requests', {
      session: admin,
      body: { employeeId: leaver, leaveType: 'annual', from: '2026-08-02', to: '2026-08-06' },
    });
    expect(taken.status).toBe(201);
    const approved = await call(t.baseUrl, 'POST', `/api/leave/requests/${taken.body.id}/decision`, {
      session: admin,
      body: { employeeId: leaver, decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    const ended = await call(t.baseUrl, 'POST', `/api/staff/employees/${leaver}/end-service`, {
      session: admin,
      body: { lastDay: '2026-11-20' },
    });
    expect(ended.status).toBe(200);
    const trainer = await call<{ id: string }>(t.baseUrl, 'POST', '/api/trainers', {
      session: admin,
      body: { name: 'Sami Sessions' },
    });
    trainerEmployee = (
      await hireEmployee(t.baseUrl, admin, {
        name: 'Sami Sessions',
        trainerId: trainer.body.id,
        commissionPercent: 10,
        commissionBasis: 'sessions',
      })
    ).id;
    const member = await createMember(t.baseUrl, admin);
    const sold = await call<{ id: string }>(t.baseUrl, 'POST', '/api/personal-trainings', {
      session: admin,
      body: {
        memberId: member.id,
        trainerId: trainer.body.id,
        sessions: 3,
        amount: 1000,
        paidAmount: 1000,
        source: 'self',
      },
    });
    expect(sold.status).toBe(201);
    packageId = sold.body.id;
    for (let i = 0; i < 2; i += 1) {
      const session = await call(t.baseUrl, 'POST', `/api/personal-trainings/${packageId}/sessions`, {
        session: admin,
        body: {},
      });
      expect(session.status).toBe(201);
    }
    await t.caughtUp();
  });

  it('pays the annual leave not taken with the last salary (art. 81)', async () => {
    const drafted = await call<{ position: number }>(t.baseUrl, 'POST', '/api/payroll/runs', {
      session: admin,
      body: { month: '2026-11' },
    });
    expect(drafted.status).toBe(201);
    // Hired 2025-06-01, last day 2026-11-20: 17 months × 18 days / 12 = 25.5 days earned, 5 taken → 20.5 left.
    // 4,500 / 30 = 150 a day: 3,075 in lieu; the 10 days after the last day are not paid (1,500).
    expect(await lineOf(leaver, drafted.body.position)).toMatchObject({
      leaveInLieuDays: 20.5,
      leaveInLieu: 3075,
      leaveDeduction: 1500,
      net: 4500 - 1500 + 3075,
    });
  });

  it('pays overtime hours at the legal rates (art. 74, 75) and refuses bad hours without changing the line', async () => {
    const set = await adjust({ overtimeHours: 4, nightOvertimeHours: 2, restDayHours: 8 });
    expect(set.status).toBe(200);
    // 3,000 basic / 30 / 8 = 12.50 an hour: 4 × 15.625 + 2 × 18.75 + 8 × 31.25 = 62.50 + 37.50 + 250 = 350.
    expect(await lineOf(worker, set.body.position)).toMatchObject({
      overtimeHours: 4,
      nightOvertimeHours: 2,
      restDayHours: 8,
      overtime: 350,
      net: 4850,
    });
    expect((await adjust({ overtimeHours: -1 })).status).toBe(400);
    expect((await adjust({ restDayHours: 1.1 })).status).toBe(400);
    // Additions set later keep the hours.
    const later = await adjust({ additions: 100 });
    expect(await lineOf(worker, later.body.position)).toMatchObject({ overtime: 350, net: 4950 });
  });

  it('pays a trainer paid on sessions delivered their rate of the sessions, not of the package sold', async () => {
    const drafted = await call<{ position: number }>(t.baseUrl, 'POST', '/api/payroll/runs', {
      session: admin,
      body: { month: '2026-11' },
    });
    // 1,000 over 3 sessions = 333.33 each; 2 delivered = 666.66 at 10 % = 66.67 (not 100 on the sale).
    expect(await lineOf(trainerEmployee, drafted.body.position)).toMatchObject({ commission: 66.67, net: 4566.67 });
  });

  it('a session beyond the package earns nothing more: it is refused', async () => {
    const deliver = () =>
      call<{ message: string }>(t.baseUrl, 'POST', `/api/personal-trainings/${packageId}/sessions`, {
        session: admin,
        body: {},
      });
    expect((await deliver()).status).toBe(201);
    const fourth = await deliver();
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toMatch(/All 3 sessions/);
    const again = await call<{ position: number }>(t.baseUrl, 'POST', '/api/payroll/runs', {
      session: admin,
      body: { month: '2026-11' },
    });
    // The three sessions add up to the package price: 333.33 + 333.33 + 333.34 = 1,000 at 10 % = 100.
    expect(await lineOf(trainerEmployee, again.body.position)).toMatchObject({ commission: 100 });
  });
});
