import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createPlan, memberWithMembership, PAID_IN_CASH } from '../support/desk-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface ListAnswer {
  data: { id: string; number: string; memberName: string; status: string }[];
  total: number;
  totals: { amount: number; paid: number; due: number };
  nextCursor: string | null;
}

describe('billing search, filters, totals, keyset paging and the debt report', () => {
  const clock = new TestClock(new Date('2026-10-01T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'billing-search', clock }, 'admin', 'desk');
  const sales: Record<string, { id: string; number: string }> = {};

  beforeAll(async () => {
    const { id: planId } = await createPlan(t.baseUrl, admin);
    const people = [
      { key: 'paid', firstName: 'Noora', lastName: 'Saleh', phone: '+974 5511 0001', status: 'paid' },
      { key: 'unpaid', firstName: 'Omar', lastName: 'Farouk', phone: '+974 5511 0002' },
      { key: 'partial', firstName: 'Huda', lastName: 'Saleh', phone: '+974 5511 0003' },
    ];
    for (const person of people) {
      const { invoice } = await memberWithMembership(t.baseUrl, desk, planId, {
        profile: { firstName: person.firstName, lastName: person.lastName, phone: person.phone },
        sale: person.status ? PAID_IN_CASH : { status: 'unpaid' },
      });
      sales[person.key] = invoice;
    }
    await call(t.baseUrl, 'POST', '/api/payments', {
      session: desk,
      body: { invoiceId: sales.partial!.id, amount: 150, paymentMethod: 'card' },
    });
    await t.caughtUp();
  });

  const list = async (query: Record<string, string>) => {
    const answer = await call<ListAnswer>(t.baseUrl, 'GET', `/api/invoices?${new URLSearchParams(query)}`, {
      session: desk,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('searches by member name, phone digits and invoice number', async () => {
    expect((await list({ search: 'saleh' })).data.map((i) => i.memberName).sort()).toEqual([
      'Huda Saleh',
      'Noora Saleh',
    ]);
    expect((await list({ search: '55110002' })).data.map((i) => i.number)).toEqual([sales.unpaid!.number]);
    expect((await list({ search: sales.partial!.number })).data.map((i) => i.memberName)).toEqual(['Huda Saleh']);
    expect((await list({ search: 'nobody-like-this' })).total).toBe(0);
  });

  it('filters by method, status, dates and staff, with totals of the whole filter', async () => {
    expect((await list({ method: 'card' })).data.map((i) => i.number)).toEqual([sales.partial!.number]);
    const outstanding = await list({ status: 'outstanding' });
    expect(outstanding.total).toBe(2);
    expect(outstanding.totals).toEqual({ amount: 900, paid: 150, due: 750 });
    const all = await list({ from: '2026-10-01', to: '2026-10-01', staff: 'Reception Desk', pageSize: '1' });
    expect(all.data).toHaveLength(1);
    expect(all.total).toBe(3);
    expect(all.totals).toEqual({ amount: 1350, paid: 600, due: 750 });
    expect((await list({ from: '2026-10-02' })).total).toBe(0);
    expect((await list({ staff: 'Someone Else' })).total).toBe(0);
  });

  it('pages by keyset: no row twice, none missed, a cursor for each next page', async () => {
    const first = await list({ pageSize: '2' });
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list({ pageSize: '2', cursor: first.nextCursor! });
    expect(second.data).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const numbers = [...first.data, ...second.data].map((i) => i.number);
    expect(numbers).toEqual([sales.partial!.number, sales.unpaid!.number, sales.paid!.number]);
    const bad = await call(t.baseUrl, 'GET', '/api/invoices?cursor=not-a-cursor', { session: desk });
    expect(bad.status).toBe(400);
  });

  it('reports who owes and for how long, oldest first, in age buckets', async () => {
    const now = await call<{ data: { memberName: string; owed: number; daysOverdue: number }[]; buckets: object }>(
      t.baseUrl,
      'GET',
      '/api/invoices/debts',
      { session: desk },
    );
    expect(now.body.data.map((d) => [d.memberName, d.owed, d.daysOverdue])).toEqual([
      ['Omar Farouk', 450, 0],
      ['Huda Saleh', 300, 0],
    ]);
    expect(now.body.buckets).toEqual({ current: 750, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 });
    clock.set('2026-11-15T09:00:00+03:00');
    const later = await call<{ data: { daysOverdue: number }[]; buckets: object }>(
      t.baseUrl,
      'GET',
      '/api/invoices/debts',
      { session: desk },
    );
    expect(later.body.data.map((d) => d.daysOverdue)).toEqual([45, 45]);
    expect(later.body.buckets).toEqual({ current: 0, days1to30: 0, days31to60: 750, days61to90: 0, over90: 0 });
  });
});
