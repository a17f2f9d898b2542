import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface PtPackage {
  id: string;
  paidAmount: number;
  dueAmount: number;
  invoiceId: string | null;
  memberName: string;
  trainerName: string;
  pastDue: boolean;
}

describe('personal training sales', () => {
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'pt', clock }, 'admin', 'desk');
  let trainerId: string;

  beforeAll(async () => {
    trainerId = (
      await call<{ id: string }>(t.baseUrl, 'POST', '/api/trainers', { session: desk, body: { name: 'Coach Sami' } })
    ).body.id;
  });

  const packages = async (position: number, query = '') =>
    (
      await call<PtPackage[]>(t.baseUrl, 'GET', `/api/personal-trainings${query}`, {
        session: desk,
        headers: { 'x-min-position': String(position) },
      })
    ).body;

  it('sells a package: what is paid now on a paid PT invoice, the rest a balance due', async () => {
    const m = await createMember(t.baseUrl, desk, { firstName: 'Huda' });
    const sale = await call<{ id: string; invoiceId: string; position: number }>(
      t.baseUrl,
      'POST',
      '/api/personal-trainings',
      {
        session: desk,
        body: {
          memberId: m.id,
          trainerId,
          sessions: 12,
          amount: 2400,
          paidAmount: 1000,
          paymentMethod: 'card',
          source: 'self',
        },
      },
    );
    expect(sale.status).toBe(201);
    const [pkg] = await packages(sale.body.position);
    expect(pkg).toMatchObject({
      id: sale.body.id,
      paidAmount: 1000,
      dueAmount: 1400,
      memberName: 'Huda Al-Mansoori',
      trainerName: 'Coach Sami',
      pastDue: false,
    });
    const invoice = await call<{ type: string; status: string; amount: number }>(
      t.baseUrl,
      'GET',
      `/api/invoices/${sale.body.invoiceId}`,
      { session: desk },
    );
    expect(invoice.body).toMatchObject({ type: 'PT', status: 'paid', amount: 1000 });
  });

  it("settles a balance the spec's way: a paid PT invoice, then PATCH with paidAmount, dueAmount 0 and the invoice", async () => {
    const m = await createMember(t.baseUrl, desk);
    const sale = await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/personal-trainings', {
      session: desk,
      body: { memberId: m.id, trainerId, sessions: 8, amount: 800, paidAmount: 0, source: 'counter' },
    });
    const paid = await call<{ id: string; number: string }>(t.baseUrl, 'POST', '/api/invoices', {
      session: desk,
      body: {
        memberId: m.id,
        amount: 800,
        description: 'PT: balance',
        status: 'Paid',
        type: 'PT',
        paymentMethod: 'cash',
      },
    });
    expect(paid.status).toBe(201);
    const wrong = await call<{ message: string }>(t.baseUrl, 'PATCH', `/api/personal-trainings/${sale.body.id}`, {
      session: desk,
      body: { paidAmount: 800, dueAmount: 100, invoiceId: paid.body.id },
    });
    expect(wrong.status).toBe(409);
    const linked = await call<{ position: number }>(t.baseUrl, 'PATCH', `/api/personal-trainings/${sale.body.id}`, {
      session: desk,
      body: { paidAmount: 800, dueAmount: 0, invoiceId: paid.body.id },
    });
    expect(linked.status).toBe(200);
    const pkg = (await packages(linked.body.position)).find((p) => p.id === sale.body.id)!;
    expect(pkg).toMatchObject({ paidAmount: 800, dueAmount: 0, invoiceId: paid.body.id });
    expect(
      (
        await call(t.baseUrl, 'PATCH', `/api/personal-trainings/${sale.body.id}`, {
          session: desk,
          body: { invoiceId: paid.body.id },
        })
      ).status,
    ).toBe(409);
  });

  it('pays a balance in one step, and shows a balance past its due date', async () => {
    const m = await createMember(t.baseUrl, desk);
    const sale = await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/personal-trainings', {
      session: desk,
      body: {
        memberId: m.id,
        trainerId,
        sessions: 24,
        amount: 4000,
        paidAmount: 1000,
        source: 'self',
        dueDate: '2026-11-15',
      },
    });
    clock.set('2026-11-20T10:00:00+03:00');
    expect((await packages(sale.body.position, '?hasDueAmount=true')).find((p) => p.id === sale.body.id)?.pastDue).toBe(
      true,
    );
    const payment = await call<{ number: string; position: number }>(
      t.baseUrl,
      'POST',
      `/api/personal-trainings/${sale.body.id}/payments`,
      {
        session: desk,
        body: { amount: 3000, paymentMethod: 'card' },
      },
    );
    expect(payment.status).toBe(201);
    expect(payment.body.number).toMatch(/^INV-/);
    expect((await packages(payment.body.position)).find((p) => p.id === sale.body.id)).toMatchObject({
      paidAmount: 4000,
      dueAmount: 0,
    });
    const more = await call<{ message: string }>(
      t.baseUrl,
      'POST',
      `/api/personal-trainings/${sale.body.id}/payments`,
      { session: desk, body: { amount: 1 } },
    );
    expect(more.status).toBe(409);
  });

  it('refuses paying more than the price and an unknown trainer; only PT editors sell', async () => {
    const m = await createMember(t.baseUrl, desk);
    const over = await call(t.baseUrl, 'POST', '/api/personal-trainings', {
      session: desk,
      body: { memberId: m.id, trainerId, sessions: 8, amount: 800, paidAmount: 900, source: 'self' },
    });
    expect(over.status).toBe(400);
    const ghost = await call(t.baseUrl, 'POST', '/api/personal-trainings', {
      session: desk,
      body: { memberId: m.id, trainerId: 'nobody', sessions: 8, amount: 800, source: 'self' },
    });
    expect(ghost.status).toBe(404);
    expect((await call(t.baseUrl, 'GET', '/api/trainers', { session: admin })).status).toBe(200);
  });
});
