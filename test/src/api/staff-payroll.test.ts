import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { qatarIban } from '@gym/modules/people/staff/wps-identifiers';
import { readSif } from '@gym/modules/finance/payroll/wps-sif';
import { call } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { employeeBody, hireEmployee, userIdOf } from '../support/employee-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface Line {
  employeeId: string;
  name: string;
  net: number;
  commission: number;
  leaveDeduction: number;
  advances: number;
  unpaidDays: number;
}
interface Detail {
  status: string;
  total: number;
  lines: Line[];
  sifProblems: string[];
  sifProblemCodes: { code: string; params: Record<string, string> }[];
}

describe('payroll on real PostgreSQL: draft with leave and PT commission, approve, WPS file, payslips', () => {
  const clock = new TestClock(new Date('2026-11-25T09:30:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'staff-payroll', clock }, 'admin', 'desk');
  let maria: string;
  let omar: string;
  let noBank: string;

  beforeAll(async () => {
    const trainer = await call<{ id: string }>(t.baseUrl, 'POST', '/api/trainers', {
      session: admin,
      body: { name: 'Omar K' },
    });
    maria = (await hireEmployee(t.baseUrl, admin, { name: 'Maria Santos', userId: await userIdOf(t.baseUrl, desk) }))
      .id;
    omar = (
      await hireEmployee(t.baseUrl, admin, {
        name: 'Omar Khalid',
        basicSalary: 2500,
        housingAllowance: 800,
        transportAllowance: 200,
        trainerId: trainer.body.id,
        commissionPercent: 10,
      })
    ).id;
    noBank = (await hireEmployee(t.baseUrl, admin, { name: 'Nadia NoBank', iban: null, bankShortName: null })).id;
    const member = await createMember(t.baseUrl, admin);
    await call(t.baseUrl, 'POST', '/api/personal-trainings', {
      session: admin,
      body: {
        memberId: member.id,
        trainerId: trainer.body.id,
        sessions: 12,
        amount: 2400,
        paidAmount: 2400,
        source: 'self',
      },
    });
    const unpaid = await call<{ id: string }>(t.baseUrl, 'POST', '/api/leave/requests', {
      session: admin,
      body: { employeeId: maria, leaveType: 'unpaid', from: '2026-11-08', to: '2026-11-10' },
    });
    await call(t.baseUrl, 'POST', `/api/leave/requests/${unpaid.body.id}/decision`, {
      session: admin,
      body: { employeeId: maria, decision: 'approve' },
    });
    const settings = await call(t.baseUrl, 'PUT', '/api/payroll/settings', {
      session: admin,
      body: {
        employerEid: '1234567',
        payerEid: '1234567',
        payerBankShortName: 'QNB',
        payerIban: qatarIban('QNBA', '0'.repeat(20) + '9'),
      },
    });
    expect(settings.status).toBe(200);
    await t.caughtUp();
  });

  const detail = async (position?: number) =>
    (
      await call<Detail>(t.baseUrl, 'GET', '/api/payroll/runs/2026-11', {
        session: admin,
        headers: position ? { 'x-min-position': String(position) } : {},
      })
    ).body;
  const action = (name: string) =>
    call<{ position: number; message?: string }>(t.baseUrl, 'POST', '/api/payroll/runs/2026-11/actions', {
      session: admin,
      body: { action: name },
    });

  it('drafts the month: unpaid leave prorated on 30 days, the trainer paid 10 % of the PT sold', async () => {
    const drafted = await call<{ position: number }>(t.baseUrl, 'POST', '/api/payroll/runs', {
      session: admin,
      body: { month: '2026-11' },
    });
    expect(drafted.status).toBe(201);
    const run = await detail(drafted.body.position);
    expect(run.status).toBe('draft');
    const byName = Object.fromEntries(run.lines.map((l) => [l.name, l]));
    // 4,500 fixed − 4,500 / 30 × 3 = 4,050
    expect(byName['Maria Santos']).toMatchObject({ unpaidDays: 3, leaveDeduction: 450, net: 4050 });
    // 3,500 fixed + 240 commission
    expect(byName['Omar Khalid']).toMatchObject({ commission: 240, net: 3740 });
    expect(run.sifProblems).toEqual([
      'Nadia NoBank: the IBAN is missing or not a valid Qatari IBAN.',
      'Nadia NoBank: the bank short name is missing.',
    ]);
    // The same, by code and values, for the UI to word in the page's language (issue 46).
    expect(run.sifProblemCodes).toEqual([
      { code: 'iban', params: { name: 'Nadia NoBank' } },
      { code: 'bank', params: { name: 'Nadia NoBank' } },
    ]);
  });

  it('salary figures need canEditStaff', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/payroll/runs', { session: desk })).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', '/api/payroll/runs/2026-11', { session: desk })).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', '/api/payroll/runs/2026-11/sif', { session: desk })).status).toBe(403);
    expect((await call<unknown[]>(t.baseUrl, 'GET', '/api/payroll/payslips', { session: desk })).body).toEqual([]);
  });

  it('an advance is deducted in the draft; drafting again after a record is fixed keeps it', async () => {
    const adjusted = await call(t.baseUrl, 'POST', '/api/payroll/runs/2026-11/adjustments', {
      session: admin,
      body: { employeeId: omar, advances: 500, note: 'Advance' },
    });
    expect(adjusted.status).toBe(200);
    await call(t.baseUrl, 'PUT', `/api/staff/employees/${noBank}`, {
      session: admin,
      body: employeeBody({
        name: 'Nadia NoBank',
        qid: '28799999999',
        iban: qatarIban('CBQA', '1'.repeat(21)),
        bankShortName: 'CBQ',
      }),
    });
    const again = await call<{ position: number }>(t.baseUrl, 'POST', '/api/payroll/runs', {
      session: admin,
      body: { month: '2026-11' },
    });
    const run = await detail(again.body.position);
    expect(run.lines.find((l) => l.employeeId === omar)).toMatchObject({ advances: 500, net: 3240 });
    expect(run.sifProblems).toEqual([]);
    expect(run.total).toBe(4050 + 3240 + 4500);
  });

  it('the WPS file waits for approval; once approved the run is locked and the file adds up', async () => {
    expect((await call(t.baseUrl, 'GET', '/api/payroll/runs/2026-11/sif', { session: admin })).status).toBe(409);
    expect((await action('approve')).status).toBe(409);
    expect((await action('submit')).status).toBe(200);
    const approved = await action('approve');
    expect(approved.status).toBe(200);
    const late = await call<{ message: string }>(t.baseUrl, 'POST', '/api/payroll/runs/2026-11/adjustments', {
      session: admin,
      body: { employeeId: omar, additions: 100 },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/next month/);
    await t.caughtUp();
    const sif = await call<string>(t.baseUrl, 'GET', '/api/payroll/runs/2026-11/sif', { session: admin });
    expect(sif.status).toBe(200);
    expect(sif.headers.get('content-disposition')).toBe('attachment; filename="SIF_01234567_QNB_20261125_0930.csv"');
    const read = readSif(sif.body);
    expect(read.count).toBe(3);
    expect(read.total).toBe(1179000);
    expect(read.nets.reduce((a, b) => a + b, 0)).toBe(read.total);
    expect(sif.body.split('\r\n')[1]).toBe(
      `01234567,20261125,0930,01234567,,QNB,${qatarIban('QNBA', '0'.repeat(20) + '9')},202611,11790.00,3`,
    );
  });

  it('the receptionist now sees their own payslip, and only theirs', async () => {
    const slips = await call<{ employeeId: string; month: string; net: number }[]>(
      t.baseUrl,
      'GET',
      '/api/payroll/payslips',
      { session: desk },
    );
    expect(slips.body).toEqual([expect.objectContaining({ employeeId: maria, month: '2026-11', net: 4050 })]);
  });

  it('gratuity estimates: three weeks of basic a year of service', async () => {
    const rows = await call<{ name: string; eligible: boolean; amount: number }[]>(
      t.baseUrl,
      'GET',
      '/api/payroll/gratuity',
      { session: admin },
    );
    // Maria: hired 2023-01-01, 1,425 days by 2026-11-25: 3,000 / 30 × 21 × 1,425 / 365 = 8,198.63
    expect(rows.body.find((r) => r.name === 'Maria Santos')).toMatchObject({ eligible: true, amount: 8198.63 });
  });
});
