import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import type { PaymentHistoryAnswer } from '@gym/modules/finance/billing/payment-history-contracts';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember, createPlan, sellNewRegistration } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';

/** Issue 13, item 4: the money history of an invoice and of a member, built from the log. */
describe('payment history of an invoice and of a member', () => {
  const { t, admin, desk } = appForFile({ label: 'payment_history' }, 'admin', 'desk');
  let membersOnly: Session;
  let memberId: string;
  let saleId: string;
  let saleNumber: string;
  let otherId: string;
  let cardPaymentId: string;

  const history = (session: Session, query: string) =>
    call<PaymentHistoryAnswer & { message?: string }>(t.baseUrl, 'GET', `/api/payment-history?${query}`, { session });
  const ok = <B extends { position: number }>(answer: { status: number; body: B }): B => {
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  };

  beforeAll(async () => {
    membersOnly = await staffWith(t, admin, 'History Member Viewer', ['canViewMembers']);
    const planId = (await createPlan(t.baseUrl, admin)).id;
    memberId = (await createMember(t.baseUrl, desk, { firstName: 'Huda', lastName: 'Ledger' })).id;
    // A 450.00 membership sold unpaid; paid 200.00 cash at the desk and 250.00 by card by the administrator; 100.00
    // of the card payment refunded. A second invoice of 50.00 issued by mistake and voided.
    const sale = await sellNewRegistration(t.baseUrl, desk, memberId, planId, { status: 'unpaid' });
    saleId = sale.id;
    saleNumber = sale.number;
    ok(
      await call<{ position: number }>(t.baseUrl, 'POST', '/api/payments', {
        session: desk,
        body: { invoiceId: saleId, amount: 200, paymentMethod: 'cash' },
      }),
    );
    const card = ok(
      await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/payments', {
        session: admin,
        body: { invoiceId: saleId, amount: 250, paymentMethod: 'card', notes: 'second half' },
      }),
    );
    cardPaymentId = card.id;
    // The refund looks the payment up in the read model: wait until it is there.
    await call(t.baseUrl, 'GET', `/api/invoices/${saleId}`, {
      session: admin,
      headers: { 'x-min-position': String(card.position) },
    });
    ok(
      await call<{ position: number }>(t.baseUrl, 'POST', '/api/refunds', {
        session: admin,
        body: { paymentId: cardPaymentId, amount: 100, reason: 'Charged 100.00 too much', method: 'card' },
      }),
    );
    const other = ok(
      await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/invoices', {
        session: desk,
        body: { memberId, amount: 50, description: 'Towel' },
      }),
    );
    otherId = other.id;
    ok(
      await call<{ position: number }>(t.baseUrl, 'POST', `/api/invoices/${otherId}/void`, {
        session: admin,
        body: { reason: 'Issued twice' },
      }),
    );
    await t.caughtUp();
  });

  it("lists an invoice's issue, payments and refund with who, method and the running balance", async () => {
    const answer = await history(desk, `invoiceId=${saleId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.subject).toMatchObject({ kind: 'invoice', label: saleNumber, memberName: 'Huda Ledger' });
    const rows = answer.body.entries.map((e) => [e.kind, e.amount, e.change, e.balance, e.method, e.by.name]);
    expect(rows).toEqual([
      ['issue', 450, 450, 450, null, 'Reception Desk'],
      ['payment', 200, -200, 250, 'cash', 'Reception Desk'],
      ['payment', 250, -250, 0, 'card', 'Gym Administrator'],
      ['refund', 100, 100, 100, 'card', 'Gym Administrator'],
    ]);
    expect(answer.body.balance).toBe(100);
    const [issue, cash, card, refund] = answer.body.entries;
    expect(issue!.by.role).toBeTruthy();
    expect(card!.note).toBe('second half');
    // The refund is a reversing entry: it names the payment it reverses, with that payment's date and amount.
    expect(refund!.reverses).toEqual({ kind: 'payment', id: cardPaymentId, date: card!.date, amount: 250 });
    expect(refund!.note).toBe('Charged 100.00 too much');
    // In log order, each with its instant (UTC) and position.
    const positions = answer.body.entries.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(Date.parse(cash!.at)).toBeGreaterThanOrEqual(Date.parse(issue!.at));
    // The balance agrees with the invoice the billing page shows.
    const invoice = await call<{ dueAmount: number }>(t.baseUrl, 'GET', `/api/invoices/${saleId}`, { session: desk });
    expect(invoice.body.dueAmount).toBe(answer.body.balance);
  });

  it("lists a member's entries over all their invoices, a void reversing what was owed", async () => {
    const answer = await history(desk, `memberId=${memberId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.subject).toMatchObject({ kind: 'member', id: memberId, label: 'Huda Ledger' });
    const rows = answer.body.entries.map((e) => [e.kind, e.invoiceId, e.change, e.balance]);
    expect(rows).toEqual([
      ['issue', saleId, 450, 450],
      ['payment', saleId, -200, 250],
      ['payment', saleId, -250, 0],
      ['refund', saleId, 100, 100],
      ['issue', otherId, 50, 150],
      ['void', otherId, -50, 100],
    ]);
    const voided = answer.body.entries.at(-1)!;
    expect(voided).toMatchObject({ amount: 50, note: 'Issued twice', by: { name: 'Gym Administrator' } });
    expect(voided.reverses).toMatchObject({ kind: 'invoice', id: otherId, amount: 50 });
    expect(answer.body.balance).toBe(100);
  });

  it('exports the history as CSV: gym-time instants, charges and credits, balance, staff names', async () => {
    const csv = await call<string>(t.baseUrl, 'GET', `/api/payment-history/csv?memberId=${memberId}`, {
      session: desk,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="payment-history-member-Huda-Ledger.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'When,Invoice,Entry,Method,Charge (QAR),Credit (QAR),Balance (QAR),By,Role,Date,Reverses,Note',
    );
    expect(lines).toHaveLength(7);
    expect(lines[2]).toMatch(new RegExp(`^"[^"]+",${saleNumber},Payment,Cash,,200.00,250.00,Reception Desk,`));
    expect(lines[4]).toContain('Refund (reverses a payment),Credit/Debit Card,100.00,,100.00,Gym Administrator');
    expect(lines[4]).toContain('Charged 100.00 too much');
    expect(lines[6]).toContain('Void (reverses what was owed),,,50.00,100.00,Gym Administrator');
    // The instant is the gym's wall clock (Asia/Qatar, UTC+3), not UTC.
    const answer = await history(desk, `memberId=${memberId}`);
    const at = new Date(answer.body.entries[0]!.at);
    const qatarHour = String((at.getUTCHours() + 3) % 24).padStart(2, '0');
    expect(lines[1]).toContain(` ${qatarHour}:${String(at.getUTCMinutes()).padStart(2, '0')}:`);
  });

  it('needs canViewFinancials, exactly one subject, and answers 404 for an unknown one', async () => {
    expect((await history(membersOnly, `memberId=${memberId}`)).status).toBe(403);
    const csv = await call(t.baseUrl, 'GET', `/api/payment-history/csv?invoiceId=${saleId}`, { session: membersOnly });
    expect(csv.status).toBe(403);
    expect((await history(desk, '')).status).toBe(400);
    expect((await history(desk, `memberId=${memberId}&invoiceId=${saleId}`)).status).toBe(400);
    expect((await history(desk, 'memberId=%00')).status).toBe(400);
    const unknown = await history(desk, 'invoiceId=no-such-invoice');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/Invoice/);
    expect((await history(desk, 'memberId=no-such-member')).status).toBe(404);
  });
});
