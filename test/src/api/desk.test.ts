import { readXlsxSheet } from '@gym/kernel/export/xlsx-reader';
import { XLSX_CONTENT_TYPE } from '@gym/kernel/export/xlsx-workbook';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createMember, createPlan, sell } from '../support/desk-fixtures.js';
import { storedEvents } from '../support/stored-events.js';
import { TestClock } from '../support/test-clock.js';

interface MemberAnswer {
  status: string;
  dueAmount: number;
  expiryDate: string | null;
  startDate: string | null;
  memberNumber: number;
  email: string | null;
  phone: string;
  planName: string | null;
}

describe('the desk: members, plans, sales, payments', () => {
  const clock = new TestClock(new Date('2026-11-21T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'desk', clock }, 'admin', 'desk');
  let planId: string;
  let planPosition: number;

  beforeAll(async () => {
    ({ id: planId, position: planPosition } = await createPlan(t.baseUrl, admin));
  });

  const member = async (id: string, position = 0) =>
    (
      await call<MemberAnswer>(t.baseUrl, 'GET', `/api/members/${id}`, {
        session: desk,
        headers: { 'x-min-position': String(position) },
      })
    ).body;
  // Reactors (the till, marketing) may still be appending what an earlier sale set off: count once they are done.
  const eventCount = async () => {
    await t.caughtUp();
    return (await storedEvents(t.store)).length;
  };
  const paymentsOn = async (invoiceId: string) =>
    (await t.store.readStream(`invoice-${invoiceId}`)).events.filter((e) => e.type === 'PaymentRecorded') as {
      data: { amount: number };
    }[];
  /** A sale of the file's plan to the member, unpaid unless `terms` say otherwise. */
  const sellPlan = (
    memberId: string,
    registrationType: string,
    amount: number,
    terms: { status?: string; paymentMethod?: string } = {},
  ) => sell(t.baseUrl, desk, { memberId, membershipPlanId: planId, registrationType, amount, ...terms });

  it('lists plans with prices in QAR; only settings managers create them; bad plans change nothing', async () => {
    const plans = await call<{ id: string; price: number; joiningFee: number; durationDays: number }[]>(
      t.baseUrl,
      'GET',
      '/api/membership-plans',
      {
        session: desk,
        headers: { 'x-min-position': String(planPosition) },
      },
    );
    expect(plans.body).toEqual([
      expect.objectContaining({ id: planId, price: 350, joiningFee: 100, durationDays: 30 }),
    ]);
    expect(
      (
        await call(t.baseUrl, 'POST', '/api/membership-plans', {
          session: desk,
          body: { name: 'x', price: 1, duration: 1, durationUnit: 'days' },
        })
      ).status,
    ).toBe(403);
    const before = await eventCount();
    const bad = await call<{ message: string }>(t.baseUrl, 'POST', '/api/membership-plans', {
      session: admin,
      body: { name: '', price: -5, duration: 0, durationUnit: 'weeks' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Plan name is required/);
    expect(await eventCount()).toBe(before);
  });

  it('registers members with sequential numbers, validating the form', async () => {
    const a = await createMember(t.baseUrl, desk, { email: 'AISHA@Example.QA' });
    const b = await createMember(t.baseUrl, desk, { firstName: 'Omar', gender: 'male' });
    expect(b.memberNumber).toBe(a.memberNumber + 1);
    expect(a.memberNumber).toBeGreaterThanOrEqual(1001);
    const fresh = await member(a.id, a.position);
    expect(fresh).toMatchObject({ status: 'pending', dueAmount: 0, email: 'aisha@example.qa', expiryDate: null });

    const before = await eventCount();
    const bad = await call<{ message: string }>(t.baseUrl, 'POST', '/api/members', {
      session: desk,
      body: { firstName: ' ', lastName: '', phone: '12', gender: 'x', email: 'not-mail', weight: 900 },
    });
    expect(bad.status).toBe(400);
    for (const message of [
      'First name is required',
      'Last name is required',
      '7 to 15 digits',
      'Choose male or female',
      'valid email',
      'between 20 and 300 kg',
    ]) {
      expect(bad.body.message).toContain(message);
    }
    expect(await eventCount()).toBe(before);
  });

  it('edits only the fields sent and records a status set by hand', async () => {
    const m = await createMember(t.baseUrl, desk, { email: 'keep@example.qa', notes: 'likes mornings' });
    const patched = await call<{ position: number }>(t.baseUrl, 'PATCH', `/api/members/${m.id}`, {
      session: desk,
      body: { phone: '+974 3300 9999', status: 'suspended', statusReason: 'card declined' },
    });
    expect(patched.status).toBe(200);
    const after = await member(m.id, patched.body.position);
    expect(after).toMatchObject({ phone: '+974 3300 9999', email: 'keep@example.qa', status: 'suspended' });
    const history = await call<{ summary: string; actorName: string }[]>(
      t.baseUrl,
      'GET',
      `/api/members/${m.id}/history`,
      { session: desk },
    );
    expect(history.body[0]).toMatchObject({
      summary: 'Status set to suspended: card declined',
      actorName: 'Reception Desk',
    });
  });

  it('sells a paid new membership: member active, due 0, 30-day expiry, joining fee billed once', async () => {
    const m = await createMember(t.baseUrl, desk);
    const sale = await sellPlan(m.id, 'New Registration', 450, { status: 'Paid', paymentMethod: 'card' });
    expect(sale.status).toBe(201);
    expect(sale.body).toMatchObject({ number: expect.stringMatching(/^INV-\d{6}$/), status: 'paid', amount: 450 });
    expect(await member(m.id, sale.body.position)).toMatchObject({
      status: 'active',
      dueAmount: 0,
      startDate: '2026-11-21',
      expiryDate: '2026-12-20',
      planName: 'Monthly',
    });

    const renewal = await sellPlan(m.id, 'Renewal', 350);
    expect(renewal.body.status).toBe('unpaid');
    expect(await member(m.id, renewal.body.position)).toMatchObject({
      startDate: '2026-12-21',
      expiryDate: '2027-01-19',
      dueAmount: 350,
    });
    const invoice = await call<{ registrationType: string; payments: unknown[] }>(
      t.baseUrl,
      'GET',
      `/api/invoices/${renewal.body.id}`,
      { session: desk },
    );
    expect(invoice.body).toMatchObject({ registrationType: 'Renewal', payments: [] });
  });

  it('refuses a second new registration and a renewal without a membership, recording nothing', async () => {
    const m = await createMember(t.baseUrl, desk);
    const before = await eventCount();
    const renew = await sellPlan(m.id, 'Renewal', 350);
    expect(renew.status).toBe(409);
    expect(await eventCount()).toBe(before);
    expect((await sellPlan(m.id, 'New Registration', 450)).status).toBe(201);
    const afterFirst = await eventCount();
    const second = await sellPlan(m.id, 'New Registration', 450);
    expect(second.status).toBe(409);
    expect((second.body as unknown as { message: string }).message).toMatch(/Renewal or an Update/);
    expect(await eventCount()).toBe(afterFirst);
  });

  it('takes partial payments, refuses an overpayment with a clear 409, and projects what is owed', async () => {
    const m = await createMember(t.baseUrl, desk);
    const sale = await sellPlan(m.id, 'New Registration', 450);
    const pay = (amount: number, key?: string) =>
      call<{ status: string; dueAmount: number; position: number; message: string }>(
        t.baseUrl,
        'POST',
        '/api/payments',
        {
          session: desk,
          body: { invoiceId: sale.body.id, amount, paymentMethod: 'cash' },
          ...(key ? { headers: { 'idempotency-key': key } } : {}),
        },
      );
    const first = await pay(200);
    expect(first.body).toMatchObject({ status: 'partially_paid', dueAmount: 250 });
    expect((await member(m.id, first.body.position)).dueAmount).toBe(250);
    const over = await pay(250.01);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'A payment of 250.01 QAR is more than the 250.00 QAR still owed on invoice ' + sale.body.number + '.',
    );
    const rest = await pay(250);
    expect(rest.body).toMatchObject({ status: 'paid', dueAmount: 0 });
    expect((await member(m.id, rest.body.position)).dueAmount).toBe(0);
    expect((await pay(1)).status).toBe(409);
  });

  it('never lets 20 concurrent payments on one invoice exceed it', async () => {
    const m = await createMember(t.baseUrl, desk);
    const sale = await sellPlan(m.id, 'New Registration', 450);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.baseUrl, 'POST', '/api/payments', {
          session: desk,
          body: { invoiceId: sale.body.id, amount: 50, paymentMethod: 'cash' },
        }),
      ),
    );
    expect(answers.every((a) => [201, 409].includes(a.status))).toBe(true);
    const paid = await paymentsOn(sale.body.id);
    expect(paid.reduce((sum, e) => sum + e.data.amount, 0)).toBeLessThanOrEqual(45000);
    expect(paid.length).toBe(answers.filter((a) => a.status === 201).length);
    expect(paid.length).toBe(9);
  });

  it('records a retried payment once (same Idempotency-Key) and answers as the first time', async () => {
    const m = await createMember(t.baseUrl, desk);
    const sale = await sellPlan(m.id, 'New Registration', 450);
    const body = { invoiceId: sale.body.id, amount: 100, paymentMethod: 'cash' };
    const headers = { 'idempotency-key': 'retry-test-key-0001' };
    const first = await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/payments', {
      session: desk,
      body,
      headers,
    });
    const again = await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/payments', {
      session: desk,
      body,
      headers,
    });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.position).toBe(first.body.position);
    expect(await paymentsOn(sale.body.id)).toHaveLength(1);
  });

  it('answers a PATCH dueAmount 0 only when nothing is owed', async () => {
    const m = await createMember(t.baseUrl, desk);
    const sale = await sellPlan(m.id, 'New Registration', 450);
    await member(m.id, sale.body.position);
    const refused = await call<{ message: string }>(t.baseUrl, 'PATCH', `/api/members/${m.id}`, {
      session: desk,
      body: { status: 'active', dueAmount: 0 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/still owes 450.00 QAR/);
  });

  it('voids an unpaid invoice and refunds a payment, making it owed again', async () => {
    const m = await createMember(t.baseUrl, desk);
    const sale = await sellPlan(m.id, 'New Registration', 450, { status: 'paid' });
    const invoice = await call<{ payments: { id: string }[] }>(t.baseUrl, 'GET', `/api/invoices/${sale.body.id}`, {
      session: desk,
      headers: { 'x-min-position': String(sale.body.position) },
    });
    const refund = await call<{ position: number }>(t.baseUrl, 'POST', '/api/refunds', {
      session: desk,
      body: { paymentId: invoice.body.payments[0]!.id, amount: 50, reason: 'discount agreed' },
    });
    expect(refund.status).toBe(201);
    expect((await member(m.id, refund.body.position)).dueAmount).toBe(50);
    expect(
      (await call(t.baseUrl, 'POST', `/api/invoices/${sale.body.id}/void`, { session: desk, body: { reason: 'x' } }))
        .status,
    ).toBe(409);
  });

  it('filters, sorts and searches members on the server (name, phone digits, number)', async () => {
    const m = await createMember(t.baseUrl, desk, { firstName: 'Zainab', lastName: 'Haddad', phone: '+974 6677 1234' });
    await t.caughtUp();
    const search = (q: string) =>
      call<{ data: { memberNumber: number }[]; total: number }>(
        t.baseUrl,
        'GET',
        `/api/members?search=${encodeURIComponent(q)}`,
        { session: desk },
      );
    for (const q of ['zainab', 'HADDAD', 'zainab had', '66771234', String(m.memberNumber)]) {
      expect((await search(q)).body.data.map((d) => d.memberNumber)).toContain(m.memberNumber);
    }
    expect((await search('nobody-here')).body).toEqual({ data: [], total: 0 });
    const pending = await call<{ data: { status: string }[]; total: number }>(
      t.baseUrl,
      'GET',
      '/api/members?status=pending&pageSize=2&sort=name',
      { session: desk },
    );
    expect(pending.body.data.length).toBeLessThanOrEqual(2);
    expect(pending.body.total).toBeGreaterThan(2);
    expect(pending.body.data.every((d) => d.status === 'pending')).toBe(true);
    const lookup = await call<{ memberNumber: number }[]>(t.baseUrl, 'GET', `/api/members/lookup?q=${m.memberNumber}`, {
      session: desk,
    });
    expect(lookup.body[0]!.memberNumber).toBe(m.memberNumber);
    expect((await call(t.baseUrl, 'GET', '/api/members?pageSize=1000', { session: desk })).status).toBe(400);
  });

  it('exports members as CSV, safe from formula injection (phone numbers kept as they are), and as a real .xlsx', async () => {
    await createMember(t.baseUrl, desk, { firstName: '=HYPERLINK("http://evil")', lastName: 'Comma, Name' });
    await t.caughtUp();
    const csv = await fetch(`${t.baseUrl}/api/members/export?format=csv`, {
      headers: { authorization: `Bearer ${desk.token}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="members-2026-11-21.csv"');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe(
      'Member #,First Name,Last Name,Phone,Email,Gender,Nationality,Plan,Status,Join Date,Start Date,Expiry Date,Due Amount (QAR)',
    );
    // A phone number is no formula: no apostrophe (issue 10, item 12); the formula keeps its guard.
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")","Comma, Name",+974`);
    expect(text).not.toContain(`'+974`);
    const excel = await fetch(`${t.baseUrl}/api/members/export?format=excel&filename=desk-list.xlsx`, {
      headers: { authorization: `Bearer ${desk.token}` },
    });
    expect(excel.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(excel.headers.get('content-disposition')).toBe('attachment; filename="desk-list.xlsx"');
    const sheet = await readXlsxSheet(Buffer.from(await excel.arrayBuffer()));
    const csvRows = text.trim().split('\r\n');
    expect(sheet).toHaveLength(csvRows.length);
    expect(sheet[0]!.map((c) => c?.value)).toEqual(csvRows[0]!.split(','));
    const evil = sheet.find((row) => row[1]?.value === '=HYPERLINK("http://evil")')!;
    expect(evil[0]).toMatchObject({ type: 'number' });
    expect(evil[2]).toEqual({ type: 'text', value: 'Comma, Name', format: '' });
    expect(evil[3]).toMatchObject({ type: 'text', value: expect.stringMatching(/^\+974/) });
    expect(evil[9]).toEqual({ type: 'date', value: '2026-11-21', format: 'yyyy-mm-dd' });
    expect(evil[12]).toEqual({ type: 'number', value: 0, format: '0.00' });
  });
});
