import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import type { ApiAnswer, Session } from '../support/api-client.js';
import { createMember, createPlan, memberWithMembership } from '../support/desk-fixtures.js';

/*
 * Idempotency keys name one request of one user (issue 11 item 3): scoped by user and route, with the request's
 * fingerprint stored beside the command, so a reused key can neither break another route nor drop a payment.
 */

interface PaymentAnswer {
  id: string;
  position: number;
  paidAmount: number;
  message: string;
}

describe('Idempotency-Key', () => {
  const { t, admin, desk } = appForFile({ label: 'idem' }, 'admin', 'desk');
  let planId: string;
  beforeAll(async () => {
    planId = (await createPlan(t.baseUrl, admin, { price: 400, joiningFee: 0 })).id;
  });

  /** An unpaid 400.00 QAR membership invoice of a new member. */
  const openInvoice = async () =>
    (await memberWithMembership(t.baseUrl, desk, planId, { sale: { amount: 400, status: 'unpaid' } })).invoice.id;

  const pay = (session: Session, invoiceId: string, amount: number, key: string) =>
    call<PaymentAnswer>(t.baseUrl, 'POST', '/api/payments', {
      session,
      body: { invoiceId, amount, paymentMethod: 'cash' },
      headers: { 'idempotency-key': key },
    });

  async function paymentsOn(invoiceId: string): Promise<number[]> {
    const result = await t.db.pool.query<{ amount: number }>(
      `SELECT (data->>'amount')::int AS amount FROM event_store.events
       WHERE stream_id = $1 AND type = 'PaymentRecorded' ORDER BY position`,
      [`invoice-${invoiceId}`],
    );
    return result.rows.map((r) => r.amount / 100);
  }

  it('does the command on another route even when its key was used before there', async () => {
    const key = 'shared-key-on-two-routes';
    const member = await call<{ id: string }>(t.baseUrl, 'POST', '/api/members', {
      session: admin,
      body: { firstName: 'Noura', lastName: 'Saleh', phone: '+974 5512 0001', gender: 'female' },
      headers: { 'idempotency-key': key },
    });
    expect(member.status).toBe(201);
    const plan = await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/membership-plans', {
      session: admin,
      body: { name: 'Ramadan Special', price: 250, duration: 30, durationUnit: 'days' },
      headers: { 'idempotency-key': key },
    });
    expect(plan.status).toBe(201);
    const plans = await call<{ id: string; name: string }[]>(t.baseUrl, 'GET', '/api/membership-plans', {
      session: admin,
      headers: { 'x-min-position': String(plan.body.position) },
    });
    expect(plans.body.map((p) => p.name)).toContain('Ramadan Special');
  });

  it('refuses the same key with a different body (422, naming the conflict) and records only the first payment', async () => {
    const invoiceId = await openInvoice();
    const first = await pay(desk, invoiceId, 50, 'payment-key-0001');
    expect(first.status).toBe(201);
    const second = await pay(desk, invoiceId, 60, 'payment-key-0001');
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({
      statusCode: 422,
      error: 'Unprocessable Content',
      message:
        'The Idempotency-Key "payment-key-0001" was already used for a different POST /api/payments request ' +
        '(another address or body). Nothing was done: send a new key for a new request.',
    });
    expect(await paymentsOn(invoiceId)).toEqual([50]);
    // With a key of its own, the second payment is simply done.
    expect((await pay(desk, invoiceId, 60, 'payment-key-0002')).status).toBe(201);
    expect(await paymentsOn(invoiceId)).toEqual([50, 60]);
  });

  it('refuses the same key on the same route for another address (another member)', async () => {
    const [a, b] = [await createMember(t.baseUrl, desk), await createMember(t.baseUrl, desk)];
    const patch = (id: string) =>
      call<{ message: string }>(t.baseUrl, 'PATCH', `/api/members/${id}`, {
        session: desk,
        body: { notes: 'Prefers mornings' },
        headers: { 'idempotency-key': 'member-notes-key-1' },
      });
    expect((await patch(a.id)).status).toBe(200);
    const other = await patch(b.id);
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/already used for a different PATCH \/api\/members\/:id request/);
  });

  it('answers a retry of the same request as the first time and records nothing twice, also 10 at once', async () => {
    const invoiceId = await openInvoice();
    const first = await pay(desk, invoiceId, 100, 'retry-key-0000001');
    const again = await pay(desk, invoiceId, 100, 'retry-key-0000001');
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);

    const burst = await Promise.all(Array.from({ length: 10 }, () => pay(desk, invoiceId, 75, 'burst-key-00000001')));
    expect(burst.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(burst.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await paymentsOn(invoiceId)).toEqual([100, 75]);
  });

  it('lets 10 concurrent sends of two different bodies under one key record exactly one, refusing the others', async () => {
    const invoiceId = await openInvoice();
    const sends = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(desk, invoiceId, i % 2 === 0 ? 20 : 30, 'contested-key-0001')),
    );
    const recorded = await paymentsOn(invoiceId);
    expect(recorded).toHaveLength(1);
    const winner = (answer: ApiAnswer<PaymentAnswer>, i: number) => (i % 2 === 0 ? 20 : 30) === recorded[0];
    const won = sends.filter(winner);
    const lost = sends.filter((a, i) => !winner(a, i));
    expect(won.map((a) => a.status)).toEqual(Array(5).fill(201));
    expect(new Set(won.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(lost.map((a) => a.status)).toEqual(Array(5).fill(422));
  });

  it('keeps the keys of two users apart: the same key from each is two commands', async () => {
    const invoiceId = await openInvoice();
    expect((await pay(desk, invoiceId, 40, 'same-key-two-users')).status).toBe(201);
    expect((await pay(admin, invoiceId, 40, 'same-key-two-users')).status).toBe(201);
    expect(await paymentsOn(invoiceId)).toEqual([40, 40]);
  });

  it('counts an uploaded file as part of the request', async () => {
    const member = await createMember(t.baseUrl, desk);
    const upload = async (byte: number) => {
      const form = new FormData();
      const png = Buffer.from(
        '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
          '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
        'hex',
      );
      form.append('avatar', new Blob([Buffer.concat([png, Buffer.from([byte])])], { type: 'image/png' }), 'me.png');
      const response = await fetch(`${t.baseUrl}/api/members/${member.id}/avatar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${desk.token}`, 'idempotency-key': 'avatar-key-000001' },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { avatar: string } };
    };
    const first = await upload(1);
    expect(first.status).toBe(200);
    expect(await upload(1)).toEqual(first);
    expect((await upload(2)).status).toBe(422);
  });
});
