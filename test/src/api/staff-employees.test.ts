import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { employeeBody, hireEmployee, userIdOf } from '../support/employee-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface Employee {
  id: string;
  name: string;
  basicSalary?: number;
  iban?: string | null;
  qid?: string | null;
  documents: { kind: string; warning: string | null }[];
}

describe('employee records (canEditStaff changes, canViewStaff sees only their own, without pay)', () => {
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'staff-employees', clock }, 'admin', 'desk');

  const list = async (session: Session, position: number) =>
    (
      await call<Employee[]>(t.baseUrl, 'GET', '/api/staff/employees', {
        session,
        headers: { 'x-min-position': String(position) },
      })
    ).body;

  it('hires an employee with pay and WPS fields; the receptionist may not', async () => {
    const hired = await hireEmployee(t.baseUrl, admin, { name: 'Maria Santos', basicSalary: 3200.5 });
    const maria = (await list(admin, hired.position)).find((e) => e.id === hired.id)!;
    expect(maria).toMatchObject({ name: 'Maria Santos', basicSalary: 3200.5 });
    expect(maria.iban).toMatch(/^QA\d{2}QNBA/);
    const refused = await call(t.baseUrl, 'POST', '/api/staff/employees', { session: desk, body: employeeBody() });
    expect(refused.status).toBe(403);
  });

  it('refuses a QID that is not 11 digits and an IBAN whose check digits are wrong, changing nothing', async () => {
    const badQid = await call<{ message: string }>(t.baseUrl, 'POST', '/api/staff/employees', {
      session: admin,
      body: employeeBody({ qid: '12345' }),
    });
    expect(badQid.status).toBe(400);
    const body = employeeBody();
    const badIban = await call<{ message: string }>(t.baseUrl, 'POST', '/api/staff/employees', {
      session: admin,
      body: { ...body, iban: `QA00${(body.iban as string).slice(4)}` },
    });
    expect(badIban.status).toBe(400);
    expect(badIban.body.message).toMatch(/IBAN/);
  });

  it('a receptionist linked to a record sees only that record, without salary, bank or QID', async () => {
    const deskUserId = await userIdOf(t.baseUrl, desk);
    const own = await hireEmployee(t.baseUrl, admin, { name: 'Desk Person', userId: deskUserId });
    const seen = await list(desk, own.position);
    expect(seen.map((e) => e.id)).toEqual([own.id]);
    expect(seen[0]).not.toHaveProperty('basicSalary');
    expect(seen[0]).not.toHaveProperty('iban');
    expect(seen[0]).not.toHaveProperty('qid');
    expect((await call(t.baseUrl, 'GET', `/api/staff/employees/${own.id}`, { session: desk })).status).toBe(403);
  });

  it('warns of a document expiring within 30 days and of one already expired', async () => {
    const e = await hireEmployee(t.baseUrl, admin, { name: 'Doc Holder' });
    await call(t.baseUrl, 'POST', `/api/staff/employees/${e.id}/documents`, {
      session: admin,
      body: { kind: 'visa', number: 'V-77', expiryDate: '2026-12-05' },
    });
    const last = await call<{ position: number }>(t.baseUrl, 'POST', `/api/staff/employees/${e.id}/documents`, {
      session: admin,
      body: { kind: 'health-card', number: 'H-1', expiryDate: '2026-11-01' },
    });
    await call(t.baseUrl, 'POST', `/api/staff/employees/${e.id}/documents`, {
      session: admin,
      body: { kind: 'qid', number: '28700000001', expiryDate: '2027-06-01' },
    });
    const holder = (await list(admin, last.body.position)).find((x) => x.id === e.id)!;
    expect(Object.fromEntries(holder.documents.map((d) => [d.kind, d.warning]))).toMatchObject({
      visa: 'expiring',
      'health-card': 'expired',
    });
    const expiring = await call<{ employeeName: string; kind: string }[]>(
      t.baseUrl,
      'GET',
      '/api/staff/documents/expiring',
      { session: admin },
    );
    expect(expiring.body.filter((d) => d.employeeName === 'Doc Holder').map((d) => d.kind)).toEqual([
      'health-card',
      'visa',
    ]);
  });
});
