import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { recordCashExpense } from '../support/cash-fixtures.js';
import { createMember } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface TillSession {
  id: string;
  status: 'open' | 'closed';
  float: number;
  expected: number;
  counted: number | null;
  variance: number | null;
  reason: string | null;
  unassigned: number;
  adjustedAfterClose: number;
  totals: Record<string, number>;
  movements: { kind: string; amount: number; label: string; unassigned: boolean; afterClose: boolean }[];
}

describe('petty cash till on PostgreSQL: cash from other areas flows into the open session', () => {
  const clock = new TestClock(new Date('2026-11-21T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'petty-cash', clock }, 'admin', 'desk');

  const post = <T = { id: string; position: number; message?: string }>(path: string, body: unknown, session = desk) =>
    call<T>(t.baseUrl, 'POST', path, { session, body });
  const report = async (id: string) => {
    await t.caughtUp();
    return (await call<TillSession>(t.baseUrl, 'GET', `/api/petty-cash/sessions/${id}`, { session: desk })).body;
  };
  const cashInvoice = async (amount: number) => {
    const member = await createMember(t.baseUrl, desk);
    const answer = await post('/api/invoices', {
      memberId: member.id,
      amount,
      status: 'paid',
      paymentMethod: 'cash',
      description: 'Day pass',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  };
  const cashExpense = (amount: number) => recordCashExpense(t.store, amount, clock.now());

  it('cash taken with no till open goes to the unassigned session and is settled by the next close', async () => {
    await cashInvoice(100);
    await t.caughtUp();
    const status = await call<{ open: unknown[]; unassigned: { amount: number; count: number } }>(
      t.baseUrl,
      'GET',
      '/api/petty-cash/status',
      { session: desk },
    );
    expect(status.body).toMatchObject({ open: [], unassigned: { amount: 100, count: 1 } });

    const opened = await post('/api/petty-cash/sessions', { deskName: 'Side desk', float: 50 });
    expect(opened.status).toBe(201);
    // Expected 50 float + 100 unassigned.
    const closed = await post<{ expected: number; counted: number; variance: number }>(
      `/api/petty-cash/sessions/${opened.body.id}/close`,
      {
        counts: [
          { denomination: 100, count: 1 },
          { denomination: 50, count: 1 },
        ],
      },
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ expected: 150, counted: 150, variance: 0 });
    const z = await report(opened.body.id);
    expect(z).toMatchObject({ status: 'closed', unassigned: 100 });
    expect(z.movements).toEqual([expect.objectContaining({ kind: 'payment', amount: 100, unassigned: true })]);
    const after = await call<{ unassigned: { amount: number } }>(t.baseUrl, 'GET', '/api/petty-cash/status', {
      session: desk,
    });
    expect(after.body.unassigned.amount).toBe(0);
  });

  it('a till day: open, cash payment, cash sale, cash expense, top-up, withdrawal, X, close with variance, Z, locked', async () => {
    const opened = await post('/api/petty-cash/sessions', { deskName: 'Front desk', float: 200 });
    expect(opened.status).toBe(201);
    const again = await post('/api/petty-cash/sessions', { deskName: 'front desk', float: 200 }, admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/till is already open/);
    const id = opened.body.id;

    await cashInvoice(450);
    const product = await post('/api/supplements/products', { name: 'Protein bar', price: 15, cost: 8 });
    await post('/api/supplements/purchases', {
      supplier: 'Doha Nutrition',
      lines: [{ productId: product.body.id, quantity: 10, unitCost: 8 }],
    });
    const sale = await post('/api/supplements/sales', {
      items: [{ productId: product.body.id, quantity: 2 }],
      method: 'cash',
    });
    expect(sale.status).toBe(201);
    await post('/api/supplements/sales', { items: [{ productId: product.body.id, quantity: 1 }], method: 'card' });
    await cashExpense(4000);
    expect(
      (await post(`/api/petty-cash/sessions/${id}/top-ups`, { amount: 100, reason: 'change from the safe' })).status,
    ).toBe(201);
    expect(
      (await post(`/api/petty-cash/sessions/${id}/withdrawals`, { amount: 300, reason: 'bank deposit' })).status,
    ).toBe(201);

    const x = await report(id);
    expect(x.totals).toEqual({
      payment: 450,
      'supplement-sale': 30,
      expense: -40,
      'top-up': 100,
      withdrawal: -300,
    });
    // 200 + 450 + 30 − 40 + 100 − 300.
    expect(x.expected).toBe(440);

    const noReason = await post(`/api/petty-cash/sessions/${id}/close`, { counts: [{ denomination: 200, count: 2 }] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/40\.00 QAR short of the expected 440\.00 QAR: give the reason/);
    const closed = await post<{ variance: number }>(`/api/petty-cash/sessions/${id}/close`, {
      counts: [{ denomination: 200, count: 2 }],
      reason: 'expense receipt missing',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.variance).toBe(-40);
    const z = await report(id);
    expect(z).toMatchObject({
      status: 'closed',
      counted: 400,
      expected: 440,
      variance: -40,
      reason: 'expense receipt missing',
    });

    const locked = await post(`/api/petty-cash/sessions/${id}/top-ups`, { amount: 10, reason: 'late' });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toMatch(/closed and locked/);
    const csv = await call<string>(t.baseUrl, 'GET', '/api/petty-cash/sessions?format=csv', { session: desk });
    expect(csv.body).toContain('Front desk');
  });

  it('the variance threshold is a setting administrators change: the close follows it, a desk cannot move it', async () => {
    const threshold = async () =>
      (await call<{ varianceReasonThreshold: number }>(t.baseUrl, 'GET', '/api/petty-cash/settings', { session: desk }))
        .body.varianceReasonThreshold;
    expect(await threshold()).toBe(10);
    // The receptionist closes tills (canEditFinancials) but does not set the control over them.
    const refused = await call(t.baseUrl, 'PUT', '/api/petty-cash/settings', {
      session: desk,
      body: { varianceReasonThreshold: 100 },
    });
    expect(refused.status).toBe(403);
    expect(await threshold()).toBe(10);
    const negative = await call(t.baseUrl, 'PUT', '/api/petty-cash/settings', {
      session: admin,
      body: { varianceReasonThreshold: -1 },
    });
    expect(negative.status).toBe(400);

    const opened = await post('/api/petty-cash/sessions', { deskName: 'Threshold desk', float: 100 });
    // 107 counted against 100: 7.00 over, within the default 10.00.
    const counts = [
      { denomination: 100, count: 1 },
      { denomination: 5, count: 1 },
      { denomination: 1, count: 2 },
    ];
    const lowered = await call<{ position: number }>(t.baseUrl, 'PUT', '/api/petty-cash/settings', {
      session: admin,
      body: { varianceReasonThreshold: 5 },
    });
    expect(lowered.status).toBe(200);
    expect(await threshold()).toBe(5);
    await t.caughtUp();
    const status = await call<{ varianceReasonThreshold: number }>(t.baseUrl, 'GET', '/api/petty-cash/status', {
      session: desk,
    });
    expect(status.body.varianceReasonThreshold).toBe(5);
    const needsReason = await post(`/api/petty-cash/sessions/${opened.body.id}/close`, { counts });
    expect(needsReason.status).toBe(400);
    expect(needsReason.body.message).toMatch(
      /7\.00 QAR over the expected 100\.00 QAR: give the reason \(needed above 5\.00 QAR\)/,
    );
    const events = await t.store.readStream('petty-cash-settings');
    expect(events.events.map((e) => e.type)).toEqual(['TillSettingsChanged']);

    await call(t.baseUrl, 'PUT', '/api/petty-cash/settings', { session: admin, body: { varianceReasonThreshold: 10 } });
    const closed = await post(`/api/petty-cash/sessions/${opened.body.id}/close`, { counts });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  });

  it('a closed session is corrected by an adjustment: its expected total and variance follow, nothing else moves', async () => {
    const opened = await post('/api/petty-cash/sessions', { deskName: 'Adjusted desk', float: 100 });
    const id = opened.body.id;
    const closed = await post(`/api/petty-cash/sessions/${id}/close`, {
      counts: [
        { denomination: 50, count: 2 },
        { denomination: 10, count: 2 },
      ],
      reason: 'card payment taken as cash',
    });
    expect(closed.status).toBe(200);
    const before = await report(id);
    expect(before).toMatchObject({ expected: 100, counted: 120, variance: 20, adjustedAfterClose: 0 });

    // A user who may read the money but not change it: 403, and the session is as it was.
    const viewer = await staffWith(t, admin, 'Money Viewer', ['canViewFinancials']);
    const refused = await post(`/api/petty-cash/sessions/${id}/adjustments`, { amount: 20, reason: 'x' }, viewer);
    expect(refused.status).toBe(403);
    expect(await report(id)).toEqual(before);

    const adjusted = await post(`/api/petty-cash/sessions/${id}/adjustments`, {
      amount: 20,
      reason: 'cash sale recorded as card',
    });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    const after = await report(id);
    expect(after).toMatchObject({
      status: 'closed',
      counted: 120,
      expected: 120,
      variance: 0,
      adjustedAfterClose: 20,
      reason: 'card payment taken as cash',
    });
    // The Z report's totals are the day up to the close; the adjustment is listed apart.
    expect(after.totals).toEqual({});
    expect(after.movements).toMatchObject([
      { kind: 'adjustment', amount: 20, label: 'cash sale recorded as card', afterClose: true },
    ]);
    // Still locked for anything else.
    const locked = await post(`/api/petty-cash/sessions/${id}/withdrawals`, { amount: 10, reason: 'late' });
    expect(locked.status).toBe(409);
    const other = await post(`/api/petty-cash/sessions/${id}/adjustments`, {
      amount: 5,
      reason: 'x',
      correctsSessionId: 'another',
    });
    expect(other.status).toBe(409);
    const zero = await post(`/api/petty-cash/sessions/${id}/adjustments`, { amount: 0, reason: 'x' });
    expect(zero.status).toBe(400);
    expect((await report(id)).adjustedAfterClose).toBe(20);
  });
});
