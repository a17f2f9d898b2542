import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { latestToday } from '@gym/kernel/contracts/dates';
import { permissionsFrom } from '@gym/kernel/permissions/permissions';
import { call } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { hireEmployee } from '../support/employee-fixtures.js';

interface Refusal {
  readonly message: string;
  readonly issues?: { path: (string | number)[]; message: string }[];
}

/*
 * Issue 43, items 1 and 6: what the attacker's probe got through, refused now before it becomes a permanent event.
 * An impossible or out-of-range date used to answer 201 and then stop a projector for good; a direction override let a
 * name display as something else.
 */
describe('impossible dates and direction overrides are refused before they are recorded', () => {
  const { t, admin } = appForFile({ label: 'impossible-input' }, 'admin');

  /** Posts, expects a 400 whose issues name `field`, and returns its message. */
  const refused = async (path: string, body: unknown, field: string) => {
    const answer = await call<Refusal>(t.baseUrl, 'POST', path, { session: admin, body });
    expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    expect(JSON.stringify(answer.body.issues?.map((issue) => issue.path)), path).toContain(`"${field}"`);
    return answer.body.message;
  };

  it('refuses impossible and out-of-range dates with a 400 naming the field, and records nothing', async () => {
    const employee = await hireEmployee(t.baseUrl, admin);
    const member = await createMember(t.baseUrl, admin);
    await t.caughtUp();
    const head = await t.store.head();
    for (const expiryDate of ['0000-00-00', '2026-02-30', '2025-02-29', '9999-12-31', '1999-12-31']) {
      await refused(
        `/api/staff/employees/${employee.id}/documents`,
        { kind: 'qid', number: 'x', expiryDate },
        'expiryDate',
      );
    }
    for (const receivedDate of ['0000-00-00', '2026-02-30', '9999-12-31']) {
      await refused(
        '/api/supplements/purchases',
        { supplier: 'Doha Nutrition', receivedDate, lines: [{ productId: 'p', quantity: 1, unitCost: 1 }] },
        'receivedDate',
      );
    }
    const tomorrow = new Date(Date.parse(`${latestToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const dateOfBirth of ['9999-12-31', tomorrow, '1899-12-31', '2026-02-30']) {
      await refused(
        '/api/members',
        { firstName: 'Late', lastName: 'Birth', phone: '+974 5555 0101', gender: 'male', dateOfBirth },
        'dateOfBirth',
      );
    }
    await refused('/api/staff/employees', { hireDate: '2026-02-30' }, 'hireDate');
    await refused(
      `/api/members/${member.id}/freeze`,
      { from: '2026-02-30', until: '2026-03-01', reason: 'Travel' },
      'from',
    );
    expect(
      await call(t.baseUrl, 'GET', '/api/finance/monthly-report?from=0000-01&to=0000-02', { session: admin }),
    ).toMatchObject({
      status: 400,
    });
    expect(await t.store.head()).toEqual(head);
    // The real dates of the same forms are taken.
    const taken = await call(t.baseUrl, 'POST', `/api/staff/employees/${employee.id}/documents`, {
      session: admin,
      body: { kind: 'qid', number: '28700000999', expiryDate: '2024-02-29' },
    });
    expect(taken.status).toBe(201);
  });

  it('refuses direction overrides and isolates in the names of members, roles, products and tills', async () => {
    await t.caughtUp();
    const head = await t.store.head();
    const spoofed = 'Ali\u202Egnp.exe';
    const messages = [
      await refused(
        '/api/members',
        { firstName: spoofed, lastName: 'Khan', phone: '+974 5555 0102', gender: 'male' },
        'firstName',
      ),
      await refused('/api/roles', { name: 'Desk\u2067lead', permissions: permissionsFrom(['canViewMembers']) }, 'name'),
      await refused('/api/supplements/products', { name: `Whey ${'\u202D'}1kg`, cost: 0, price: 100 }, 'name'),
      await refused('/api/petty-cash/sessions', { deskName: 'Front\u2066 desk', float: 100 }, 'deskName'),
    ];
    for (const message of messages) expect(message).toMatch(/direction overrides/);
    expect(await t.store.head()).toEqual(head);
    // Arabic with a right-to-left mark is a name like any other.
    const arabic = await call(t.baseUrl, 'POST', '/api/members', {
      session: admin,
      body: { firstName: '\u200Fعائشة', lastName: 'الكواري', phone: '+974 5555 0103', gender: 'female' },
    });
    expect(arabic.status).toBe(201);
  });
});
