import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface Product {
  id: string;
  name: string;
  onHand: number;
  cost: number;
  lowStock: boolean;
}

describe('supplement sales: catalogue, stock and the point of sale on PostgreSQL', () => {
  const clock = new TestClock(new Date('2026-11-21T10:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'supplements', clock }, 'admin', 'desk');

  const addProduct = async (body: Record<string, unknown>) => {
    const answer = await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/supplements/products', {
      session: desk,
      body: { cost: 0, price: 100, ...body },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.id;
  };
  const receive = async (productId: string, quantity: number, unitCost: number) => {
    const answer = await call<{ position: number }>(t.baseUrl, 'POST', '/api/supplements/purchases', {
      session: desk,
      body: { supplier: 'Doha Nutrition', lines: [{ productId, quantity, unitCost }] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.position;
  };
  // Waits for the projections (X-Min-Position alone gives up after 2 s, too soon on a busy shared machine).
  const productAfter = async (id: string, position: number) => {
    await t.caughtUp();
    return (
      await call<Product>(t.baseUrl, 'GET', `/api/supplements/products/${id}`, {
        session: desk,
        headers: { 'x-min-position': String(position) },
      })
    ).body;
  };
  const sell = (session: Session, body: Record<string, unknown>) =>
    call<{ id: string; number: string; total: number; invoiceId: string | null; position: number; message?: string }>(
      t.baseUrl,
      'POST',
      '/api/supplements/sales',
      { session, body },
    );

  it('two desks selling the last unit at once: one sale succeeds, the other gets 409 with a clear message', async () => {
    const id = await addProduct({ name: 'Creatine 300g', barcode: '6290000000011', price: 120 });
    await receive(id, 1, 70);
    const [first, second] = await Promise.all([
      sell(desk, { items: [{ productId: id, quantity: 1 }], method: 'cash' }),
      sell(admin, { items: [{ productId: id, quantity: 1 }], method: 'card' }),
    ]);
    expect([first.status, second.status].sort(), JSON.stringify([first.body, second.body])).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.message).toBe(
      'Creatine 300g is out of stock: the last unit was just sold. Remove it from the sale.',
    );
    const won = first.status === 201 ? first : second;
    expect(won.body).toMatchObject({ number: expect.stringMatching(/^POS-\d{6}$/), total: 120 });
    expect((await productAfter(id, won.body.position)).onHand).toBe(0);
  });

  it('finds a product by its scanned barcode, keeps moving average cost, flags low stock', async () => {
    const id = await addProduct({
      name: 'Whey 2kg',
      barcode: '6291041500213',
      sku: 'WHEY-2',
      price: 250,
      reorderLevel: 5,
    });
    await receive(id, 10, 160);
    const position = await receive(id, 5, 190);
    expect(await productAfter(id, position)).toMatchObject({ onHand: 15, cost: 170, lowStock: false });
    const scanned = await call<Product>(t.baseUrl, 'GET', '/api/supplements/products/scan/6291041500213', {
      session: desk,
    });
    expect(scanned.body.id).toBe(id);
    const bySku = await call<Product>(t.baseUrl, 'GET', '/api/supplements/products/scan/whey-2', { session: desk });
    expect(bySku.body.id).toBe(id);
    const unknown = await call<{ message: string }>(t.baseUrl, 'GET', '/api/supplements/products/scan/000', {
      session: desk,
    });
    expect(unknown.status).toBe(404);
    const dup = await call(t.baseUrl, 'POST', '/api/supplements/products', {
      session: desk,
      body: { name: 'Copy', barcode: '6291041500213', cost: 0, price: 1 },
    });
    expect(dup.status).toBe(409);

    const sale = await sell(desk, { items: [{ productId: id, quantity: 10 }], method: 'cash' });
    expect(sale.status).toBe(201);
    const after = await productAfter(id, sale.body.position);
    expect(after).toMatchObject({ onHand: 5, lowStock: true });
    const low = await call<Product[]>(t.baseUrl, 'GET', '/api/supplements/products?lowStock=true', { session: desk });
    expect(low.body.map((p) => p.id)).toContain(id);
  });

  it("keeps a discount within the role's limit and puts an account sale on the member's due", async () => {
    const id = await addProduct({ name: 'Shaker', price: 50 });
    await receive(id, 20, 15);
    const tooMuch = await sell(desk, { items: [{ productId: id, quantity: 2 }], discount: 11, method: 'cash' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(/at most 10% of the sale \(10\.00 QAR\)/);
    expect((await sell(admin, { items: [{ productId: id, quantity: 2 }], discount: 50, method: 'cash' })).status).toBe(
      201,
    );
    const limit = await call(t.baseUrl, 'PUT', '/api/supplements/discount-limits/receptionist', {
      session: admin,
      body: { percent: 20 },
    });
    expect(limit.status).toBe(200);
    expect((await sell(desk, { items: [{ productId: id, quantity: 2 }], discount: 20, method: 'cash' })).status).toBe(
      201,
    );

    const member = await createMember(t.baseUrl, desk, { firstName: 'Omar' });
    const noMember = await sell(desk, { items: [{ productId: id, quantity: 1 }], method: 'account' });
    expect(noMember.status).toBe(400);
    const onAccount = await sell(desk, {
      items: [{ productId: id, quantity: 3 }],
      method: 'account',
      memberId: member.id,
    });
    expect(onAccount.status).toBe(201);
    await t.caughtUp();
    const invoice = await call<{ amount: number; status: string; memberId: string; description: string }>(
      t.baseUrl,
      'GET',
      `/api/invoices/${onAccount.body.invoiceId}`,
      { session: desk, headers: { 'x-min-position': String(onAccount.body.position) } },
    );
    expect(invoice.body).toMatchObject({ amount: 150, status: 'unpaid', memberId: member.id });
    expect(invoice.body.description).toBe(`Supplements ${onAccount.body.number}`);
    const owed = await call<{ dueAmount: number }>(t.baseUrl, 'GET', `/api/members/${member.id}`, {
      session: desk,
      headers: { 'x-min-position': String(onAccount.body.position) },
    });
    expect(owed.body.dueAmount).toBe(150);

    // The whole account sale comes back: restocked and the bill voided, so nothing is owed.
    const back = await call<{ position: number; amount: number }>(
      t.baseUrl,
      'POST',
      `/api/supplements/sales/${onAccount.body.id}/returns`,
      { session: desk, body: { items: [{ productId: id, quantity: 3 }], method: 'account', reason: 'changed mind' } },
    );
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body.amount).toBe(150);
    await t.caughtUp();
    const after = await call<{ dueAmount: number }>(t.baseUrl, 'GET', `/api/members/${member.id}`, {
      session: desk,
      headers: { 'x-min-position': String(back.body.position) },
    });
    expect(after.body.dueAmount).toBe(0);
    expect((await productAfter(id, back.body.position)).onHand).toBe(20 - 2 - 2);
  });

  it('discount limits per role: administrators set them, the desk cannot; above the limit the sale is refused', async () => {
    const id = await addProduct({ name: 'Energy gel', price: 50 });
    const received = await receive(id, 10, 20);
    const limits = async () =>
      (
        await call<{ role: string; percent: number }[]>(t.baseUrl, 'GET', '/api/supplements/discount-limits', {
          session: desk,
        })
      ).body;
    const before = await limits();

    // The receptionist sells (canEditFinancials) but does not set limits (canManageSettings): 403, nothing changes.
    const notYours = await call(t.baseUrl, 'PUT', '/api/supplements/discount-limits/receptionist', {
      session: desk,
      body: { percent: 100 },
    });
    expect(notYours.status).toBe(403);
    await t.caughtUp();
    expect(await limits()).toEqual(before);

    // A role without canEditFinancials cannot sell at all: 403, and no stock moves.
    const viewer = await staffWith(t, admin, 'Shop Viewer', ['canViewFinancials']);
    const viewerSale = await sell(viewer, { items: [{ productId: id, quantity: 1 }], method: 'cash' });
    expect(viewerSale.status).toBe(403);
    expect((await productAfter(id, received)).onHand).toBe(10);

    // A gym's own role takes the default 10 % until an administrator sets its limit.
    const seller = await staffWith(t, admin, 'Floor Seller', ['canViewFinancials', 'canEditFinancials']);
    const set = await call<{ position: number }>(
      t.baseUrl,
      'PUT',
      '/api/supplements/discount-limits/floor-seller-role',
      {
        session: admin,
        body: { percent: 5 },
      },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    await t.caughtUp();
    expect(await limits()).toContainEqual({ role: 'floor-seller-role', percent: 5 });
    // 2 × 50 = 100.00: 5 % is 5.00; 6.00 is refused with the limit in words, and nothing is sold.
    const over = await sell(seller, { items: [{ productId: id, quantity: 2 }], discount: 6, method: 'cash' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'A discount of 6.00 QAR is more than your role may give: at most 5% of the sale (5.00 QAR).',
    );
    expect((await productAfter(id, received)).onHand).toBe(10);
    const within = await sell(seller, { items: [{ productId: id, quantity: 2 }], discount: 5, method: 'cash' });
    expect(within.status, JSON.stringify(within.body)).toBe(201);
    expect(within.body.total).toBe(95);
    const bad = await call(t.baseUrl, 'PUT', '/api/supplements/discount-limits/floor-seller-role', {
      session: admin,
      body: { percent: 101 },
    });
    expect(bad.status).toBe(400);
  });

  it("finds the sale a member-account invoice bills, for billing's link to the sale receipt", async () => {
    const id = await addProduct({ name: 'Protein 1kg', price: 80 });
    await receive(id, 5, 40);
    const member = await createMember(t.baseUrl, desk, { firstName: 'Receipt' });
    const onAccount = await sell(desk, {
      items: [{ productId: id, quantity: 1 }],
      method: 'account',
      memberId: member.id,
    });
    expect(onAccount.status).toBe(201);
    await t.caughtUp();
    const found = await call<{ id: string; number: string; total: number; lines: { name: string }[] }[]>(
      t.baseUrl,
      'GET',
      `/api/supplements/sales?invoiceId=${onAccount.body.invoiceId}`,
      { session: desk },
    );
    expect(found.body).toMatchObject([
      { id: onAccount.body.id, number: onAccount.body.number, total: 80, lines: [{ name: 'Protein 1kg' }] },
    ]);
    const none = await call<unknown[]>(t.baseUrl, 'GET', '/api/supplements/sales?invoiceId=nothing', { session: desk });
    expect(none.body).toEqual([]);
  });

  it('takes a stocktake with reasons, refuses bad input without a change, and reports sales with margin', async () => {
    const id = await addProduct({ name: 'BCAA', price: 100 });
    await receive(id, 4, 60);
    const noReason = await call<{ message: string }>(t.baseUrl, 'POST', '/api/supplements/stocktakes', {
      session: desk,
      body: { lines: [{ productId: id, counted: 3 }] },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/counted 3 but the books say 4/);
    const counted = await call<{ position: number }>(t.baseUrl, 'POST', '/api/supplements/stocktakes', {
      session: desk,
      body: { lines: [{ productId: id, counted: 3, reason: 'broken seal' }] },
    });
    expect(counted.status).toBe(201);
    expect((await productAfter(id, counted.body.position)).onHand).toBe(3);
    expect(
      (await call(t.baseUrl, 'POST', '/api/supplements/sales', { session: desk, body: { items: [], method: 'cash' } }))
        .status,
    ).toBe(400);

    const sale = await sell(desk, { items: [{ productId: id, quantity: 2 }], method: 'card' });
    const returned = await call<{ position: number }>(
      t.baseUrl,
      'POST',
      `/api/supplements/sales/${sale.body.id}/returns`,
      {
        session: desk,
        body: { items: [{ productId: id, quantity: 1 }], method: 'card', reason: 'unopened' },
      },
    );
    expect(returned.status).toBe(201);
    await t.caughtUp();
    const report = await call<{
      rows: { name: string; quantity: number; revenue: number; cost: number; margin: number; marginPercent: number }[];
    }>(t.baseUrl, 'GET', '/api/supplements/reports/sales?from=2026-11-01&to=2026-11-30', {
      session: desk,
      headers: { 'x-min-position': String(returned.body.position) },
    });
    expect(report.body.rows.find((r) => r.name === 'BCAA')).toEqual({
      productId: id,
      name: 'BCAA',
      quantity: 1,
      revenue: 100,
      cost: 60,
      margin: 40,
      marginPercent: 40,
    });
    const csv = await call<string>(
      t.baseUrl,
      'GET',
      '/api/supplements/reports/sales?from=2026-11-01&to=2026-11-30&format=csv',
      {
        session: desk,
      },
    );
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.body).toContain('BCAA,1,100,60,40,40');
    const xlsx = await call<string>(
      t.baseUrl,
      'GET',
      '/api/supplements/reports/sales?from=2026-11-01&to=2026-11-30&format=excel',
      { session: desk },
    );
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(xlsx.body.startsWith('PK')).toBe(true);
  });
});
