import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { storedEvents } from '../support/stored-events.js';
import { TestClock } from '../support/test-clock.js';

interface InvoiceAnswer {
  status: string;
  dueAmount: number;
  payments: { id: string; amount: number; refunded: number; method: string }[];
}

describe('refunds and voids on real PostgreSQL', () => {
  const clock = new TestClock(new Date('2026-11-21T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'refunds', clock }, 'admin', 'desk');
  let planId: string;

  beforeAll(async () => {
    ({ id: planId } = await createPlan(t.baseUrl, admin));
  });

  /** A member with a paid 450.00 QAR membership invoice (one payment). */
  async function paidSale(paymentMethod = 'cash') {
    const sale = await memberWithMembership(t.baseUrl, desk, planId, { sale: { status: 'paid', paymentMethod } });
    const invoice = await readInvoice(sale.invoice.id, sale.invoice.position);
    return { memberId: sale.member.id, invoiceId: sale.invoice.id, paymentId: invoice.payments[0]!.id };
  }
  const readInvoice = async (id: string, position = 0) =>
    (
      await call<InvoiceAnswer>(t.baseUrl, 'GET', `/api/invoices/${id}`, {
        session: desk,
        headers: { 'x-min-position': String(position) },
      })
    ).body;
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const refundsOf = async (invoiceId: string) =>
    (await storedEvents(t.store, ['PaymentRefunded'])).filter(
      (e) => (e.data as { invoiceId: string }).invoiceId === invoiceId,
    ) as unknown as { data: { amount: number; method: string } }[];

  it('never refunds more than was paid, also under 20 concurrent refunds (the rest get 409)', async () => {
    const { invoiceId, paymentId } = await paidSale();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ message: string }>(t.baseUrl, 'POST', '/api/refunds', {
          session: desk,
          body: { paymentId, amount: 50, reason: 'membership cancelled' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(9).fill(201), ...Array(11).fill(409)]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toMatch(/At most 0.00 QAR of this payment can still be refunded/);
    const refunds = await refundsOf(invoiceId);
    expect(refunds).toHaveLength(9);
    expect(refunds.reduce((sum, e) => sum + e.data.amount, 0)).toBe(45000);
    await t.caughtUp();
    expect(await readInvoice(invoiceId)).toMatchObject({ status: 'unpaid', dueAmount: 450 });
  });

  it('refunds in part by another method; the member owes that much again', async () => {
    const { memberId, invoiceId, paymentId } = await paidSale('card');
    const refund = await call<{ position: number }>(t.baseUrl, 'POST', '/api/refunds', {
      session: desk,
      body: { paymentId, amount: 100.5, reason: 'price match', method: 'cash' },
    });
    expect(refund.status).toBe(201);
    expect((await refundsOf(invoiceId))[0]!.data).toMatchObject({ amount: 10050, method: 'cash' });
    const invoice = await readInvoice(invoiceId, refund.body.position);
    expect(invoice).toMatchObject({ status: 'partially_paid', dueAmount: 100.5 });
    expect(invoice.payments[0]).toMatchObject({ amount: 450, refunded: 100.5, method: 'card' });
    const member = await call<{ dueAmount: number }>(t.baseUrl, 'GET', `/api/members/${memberId}`, {
      session: desk,
      headers: { 'x-min-position': String(refund.body.position) },
    });
    expect(member.body.dueAmount).toBe(100.5);
    const bad = await call(t.baseUrl, 'POST', '/api/refunds', {
      session: desk,
      body: { paymentId, amount: 10, reason: '  ' },
    });
    expect(bad.status).toBe(400);
  });

  it('previews a refund without recording anything: balance, status, member due, till', async () => {
    const { memberId, invoiceId, paymentId } = await paidSale();
    await t.caughtUp();
    const before = (await storedEvents(t.store)).length;
    const preview = await call(t.baseUrl, 'GET', `/api/refunds/preview?${q({ invoiceId, paymentId, amount: '150' })}`, {
      session: desk,
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      allowed: true,
      refusal: null,
      refusalCode: null,
      refusalParams: null,
      refundable: 450,
      method: 'cash',
      invoice: {
        number: expect.stringMatching(/^INV-/),
        status: 'paid',
        statusAfter: 'partially_paid',
        due: 0,
        dueAfter: 150,
      },
      member: { id: memberId, due: 0, dueAfter: 150 },
      tillCashOut: 150,
    });
    const tooMuch = await call<{ allowed: boolean; refusal: string; tillCashOut: number }>(
      t.baseUrl,
      'GET',
      `/api/refunds/preview?${q({ invoiceId, paymentId, amount: '500', method: 'card' })}`,
      { session: desk },
    );
    expect(tooMuch.body).toMatchObject({ allowed: false, tillCashOut: 0 });
    expect(tooMuch.body.refusal).toMatch(/At most 450.00 QAR/);
    expect(tooMuch.body).toMatchObject({ refusalCode: 'billing.refundable', refusalParams: { refundableQar: 450 } });
    expect((await storedEvents(t.store)).length).toBe(before);
    const unknown = await call(
      t.baseUrl,
      'GET',
      `/api/refunds/preview?${q({ invoiceId, paymentId: 'nope', amount: '1' })}`,
      { session: desk },
    );
    expect(unknown.status).toBe(404);
    const negative = await call(t.baseUrl, 'GET', `/api/refunds/preview?${q({ invoiceId, paymentId, amount: '-5' })}`, {
      session: desk,
    });
    expect(negative.status).toBe(400);
  });

  it('voids an unpaid invoice with a reason, and refuses to void one with money on it', async () => {
    const sale = await memberWithMembership(t.baseUrl, desk, planId, { sale: { status: 'unpaid' } });
    const voided = await call<{ position: number }>(t.baseUrl, 'POST', `/api/invoices/${sale.invoice.id}/void`, {
      session: desk,
      body: { reason: 'entered twice' },
    });
    expect(voided.status).toBe(200);
    expect(await readInvoice(sale.invoice.id, voided.body.position)).toMatchObject({ status: 'void', dueAmount: 0 });
    const { invoiceId } = await paidSale();
    const refused = await call<{ message: string }>(t.baseUrl, 'POST', `/api/invoices/${invoiceId}/void`, {
      session: desk,
      body: { reason: 'x' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/refund them before voiding/);
  });
});
