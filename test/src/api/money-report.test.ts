import { randomUUID } from 'node:crypto';
import { readXlsxSheet } from '@gym/kernel/export/xlsx-reader';
import { XLSX_CONTENT_TYPE } from '@gym/kernel/export/xlsx-workbook';
import { beforeAll, describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { createMember, createPlan, sellNewRegistration } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface Figures {
  revenue: { memberships: number; personalTraining: number; supplements: number; other: number; total: number };
  expenses: { byCategory: { category: string; amount: number }[]; total: number };
  result: number;
}
interface Report {
  from: string;
  to: string;
  categories: string[];
  months: (Figures & { month: string })[];
  totals: Figures;
}

/**
 * The monthly money report on real PostgreSQL (issue 14): past months seeded as the published money events with
 * chosen dates, this month through the API; every figure below is a hand sum of those events (QAR).
 */
describe('monthly money report: revenue by source against expenses, cash basis', () => {
  const clock = new TestClock(new Date('2026-11-21T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'money-report', clock }, 'admin', 'desk');
  let membersOnly: Session;
  let memberId: string;

  /** Published events appended as their areas append them, one stream each. */
  async function append(...events: { stream: string; type: string; data: Record<string, unknown> }[]) {
    for (const e of events)
      await t.store.appendToStreams(
        [
          {
            streamId: e.stream,
            expectedVersion: 'any',
            events: [{ type: e.type, schemaVersion: 1, data: e.data }],
          },
        ],
        {
          metadata: {
            actorId: null,
            actorName: 'Seeder',
            correlationId: randomUUID(),
            causationId: null,
            commandId: randomUUID(),
            at: clock.now().toISOString(),
          },
        },
      );
  }
  const invoice = (invoiceId: string, type: string, amount: number) => ({
    stream: `invoice-${invoiceId}`,
    type: 'InvoiceIssued',
    data: {
      invoiceId,
      number: `INV-T${invoiceId.slice(0, 6)}`,
      memberId,
      type,
      description: `Seeded ${type}`,
      amount,
      issueDate: '2026-09-01',
      dueDate: '2026-09-01',
      membershipPlanId: null,
      registrationType: null,
      ptPackageId: null,
    },
  });
  const payment = (invoiceId: string, paymentId: string, amount: number, paymentDate: string) => ({
    stream: `invoice-${invoiceId}`,
    type: 'PaymentRecorded',
    data: { invoiceId, memberId, paymentId, amount, method: 'card', paymentDate, notes: null },
  });

  const report = (from: string, to: string, session: Session = admin) =>
    call<Report>(t.baseUrl, 'GET', `/api/finance/monthly-report?from=${from}&to=${to}`, { session });

  beforeAll(async () => {
    membersOnly = await staffWith(t, admin, 'Members Only', ['canViewMembers']);
    ({ id: memberId } = await createMember(t.baseUrl, desk));
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const [e1, e2, e3] = [randomUUID(), randomUUID(), randomUUID()];
    const expensePaid = (expenseId: string, category: string, amount: number, paidOn: string) => ({
      stream: `expense-${expenseId}`,
      type: 'ExpensePaid',
      data: { expenseId, category, vendor: 'Vendor', amount, method: 'bank_transfer', paidOn },
    });
    const sale = (saleId: string, total: number, method: string, invoiceId: string | null, saleDate: string) => ({
      stream: `supplement-sale-${saleId}`,
      type: 'SupplementSaleRecorded',
      data: {
        saleId,
        number: `POS-T${saleId.slice(0, 6)}`,
        lines: [],
        subtotal: total,
        discount: 0,
        tax: 0,
        total,
        method,
        memberId: invoiceId ? memberId : null,
        invoiceId,
        saleDate,
      },
    });
    const [s1, s2] = [randomUUID(), randomUUID()];
    await append(
      // September: membership 400.00, PT 600.00, a cash supplement sale 80.00; rent 1,000.00 and utilities 250.00
      // (voided in October: it leaves September).
      invoice(a, 'membership', 40_000),
      payment(a, `${a}-p`, 40_000, '2026-09-05'),
      invoice(b, 'PT', 60_000),
      payment(b, `${b}-p`, 60_000, '2026-09-10'),
      sale(s1, 8_000, 'cash', null, '2026-09-12'),
      expensePaid(e1, 'Rent', 100_000, '2026-09-01'),
      expensePaid(e2, 'Utilities', 25_000, '2026-09-15'),
      // October: 150.00 of the membership refunded, 30.00 of the sale returned in cash, an account sale of 60.00
      // (no money) whose invoice is paid on the 20th, utilities 300.00, and the September utilities voided.
      {
        stream: `invoice-${a}`,
        type: 'PaymentRefunded',
        data: {
          invoiceId: a,
          memberId,
          refundId: randomUUID(),
          paymentId: `${a}-p`,
          amount: 15_000,
          method: 'card',
          refundDate: '2026-10-03',
          reason: 'moved abroad',
        },
      },
      {
        stream: `supplement-sale-${s1}`,
        type: 'SupplementSaleReturned',
        data: {
          saleId: s1,
          returnId: randomUUID(),
          lines: [],
          amount: 3_000,
          method: 'cash',
          memberId: null,
          reason: 'sealed',
          returnDate: '2026-10-04',
        },
      },
      sale(s2, 6_000, 'account', c, '2026-10-05'),
      invoice(c, 'other', 6_000),
      payment(c, `${c}-p`, 6_000, '2026-10-20'),
      expensePaid(e3, 'Utilities', 30_000, '2026-10-07'),
      {
        stream: `expense-${e2}`,
        type: 'ExpenseVoided',
        data: { expenseId: e2, amount: 25_000, method: 'bank_transfer', reason: 'typed twice', voidedOn: '2026-10-02' },
      },
    );
    // November, through the API: a paid membership of 450.00 and a paid maintenance expense of 200.00; a rent of
    // 5,000.00 above the threshold waits for approval and is not counted.
    const { id: planId } = await createPlan(t.baseUrl, admin);
    await sellNewRegistration(t.baseUrl, desk, memberId, planId);
    const expense = (amount: number, category: string) =>
      call<{ status: string }>(t.baseUrl, 'POST', '/api/expenses', {
        session: desk,
        body: { date: '2026-11-20', category, vendor: 'V', amount, method: 'card' },
      });
    expect((await expense(200, 'Maintenance')).body.status).toBe('paid');
    expect((await expense(5000, 'Rent')).body.status).toBe('pending_approval');
    await t.caughtUp();
  });

  const month = (
    name: string,
    revenue: [number, number, number, number],
    expenses: [number, number, number],
    result: number,
  ) => ({
    month: name,
    revenue: {
      memberships: revenue[0],
      personalTraining: revenue[1],
      supplements: revenue[2],
      other: revenue[3],
      total: revenue.reduce((s, v) => s + v, 0),
    },
    expenses: {
      byCategory: [
        { category: 'Rent', amount: expenses[0] },
        { category: 'Utilities', amount: expenses[1] },
        { category: 'Maintenance', amount: expenses[2] },
      ],
      total: expenses.reduce((s, v) => s + v, 0),
    },
    result,
  });

  it('answers every month with the hand sums of the seeded money (refunds and returns in their own month)', async () => {
    const answer = await report('2026-08', '2026-12');
    expect(answer.status).toBe(200);
    expect(answer.body.categories).toEqual(['Rent', 'Utilities', 'Maintenance']);
    expect(answer.body.months).toEqual([
      month('2026-08', [0, 0, 0, 0], [0, 0, 0], 0),
      // 400 + 600 + 80 = 1,080 in; rent 1,000 out (the voided 250 utilities left September).
      month('2026-09', [400, 600, 80, 0], [1000, 0, 0], 80),
      // −150 refund; supplements −30 return + 60 account bill paid = 30; utilities 300.
      month('2026-10', [-150, 0, 30, 0], [0, 300, 0], -420),
      // 450 membership; 200 maintenance (the 5,000 rent waits for approval).
      month('2026-11', [450, 0, 0, 0], [0, 0, 200], 250),
      month('2026-12', [0, 0, 0, 0], [0, 0, 0], 0),
    ]);
    expect(answer.body.totals).toEqual({
      revenue: { memberships: 700, personalTraining: 600, supplements: 110, other: 0, total: 1410 },
      expenses: {
        byCategory: [
          { category: 'Rent', amount: 1000 },
          { category: 'Utilities', amount: 300 },
          { category: 'Maintenance', amount: 200 },
        ],
        total: 1500,
      },
      result: -90,
    });
  });

  it('counts an expense once it is approved, on its own date', async () => {
    const pending = await call<{ data: { id: string }[] }>(t.baseUrl, 'GET', '/api/expenses?status=pending_approval', {
      session: admin,
    });
    const approved = await call<{ position: number }>(
      t.baseUrl,
      'POST',
      `/api/expenses/${pending.body.data[0]!.id}/approve`,
      { session: admin, body: {} },
    );
    expect(approved.status).toBe(200);
    const after = await call<Report>(t.baseUrl, 'GET', '/api/finance/monthly-report?from=2026-11&to=2026-11', {
      session: admin,
      headers: { 'x-min-position': String(approved.body.position) },
    });
    expect(after.body.months[0]!.expenses.byCategory).toEqual([
      { category: 'Rent', amount: 5000 },
      { category: 'Maintenance', amount: 200 },
    ]);
    expect(after.body.months[0]!.result).toBe(450 - 5200);
  });

  it('refuses users without canViewFinancials (403), the receptionist has it', async () => {
    expect((await report('2026-11', '2026-11', membersOnly)).status).toBe(403);
    expect((await report('2026-11', '2026-11', desk)).status).toBe(200);
    const file = await fetch(`${t.baseUrl}/api/finance/monthly-report?from=2026-11&to=2026-11&format=excel`, {
      headers: { authorization: `Bearer ${membersOnly.token}` },
    });
    expect(file.status).toBe(403);
  });

  it('answers 400 with the reason for a bad period', async () => {
    const cases: [string, string, RegExp][] = [
      ['2026-13', '2026-12', /"from" must be a month as YYYY-MM/],
      ['2026-01', '2026-1', /"to" must be a month as YYYY-MM/],
      ['2026-05', '2026-04', /starts \(2026-05\) after it ends \(2026-04\)/],
      ['2024-01', '2027-01', /at most 36 months; 2024-01 to 2027-01 is 37/],
    ];
    for (const [from, to, message] of cases) {
      const answer = await call<{ message: string }>(
        t.baseUrl,
        'GET',
        `/api/finance/monthly-report?from=${from}&to=${to}`,
        {
          session: admin,
        },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const missing = await call(t.baseUrl, 'GET', '/api/finance/monthly-report?from=2026-01', { session: admin });
    expect(missing.status).toBe(400);
  });

  it('downloads the same table as CSV and as an .xlsx workbook (a zip with the right rows)', async () => {
    const csv = await fetch(`${t.baseUrl}/api/finance/monthly-report?from=2026-09&to=2026-10&format=csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="monthly-report-2026-09-to-2026-10.csv"');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Month,Memberships (QAR),Personal training (QAR),Supplements (QAR),Other invoices (QAR),Revenue (QAR),' +
        'Rent (QAR),Utilities (QAR),Expenses (QAR),Result (QAR)',
    );
    expect(lines[1]).toBe('2026-09,400,600,80,0,1080,1000,0,1000,80');

    const xlsx = await fetch(`${t.baseUrl}/api/finance/monthly-report?from=2026-09&to=2026-10&format=xlsx`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(xlsx.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    const bytes = Buffer.from(await xlsx.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const sheet = await readXlsxSheet(bytes);
    const values = sheet.map((row) => row.map((c) => c?.value ?? null));
    expect(values).toEqual([
      lines[0]!.split(','),
      ['2026-09', 400, 600, 80, 0, 1080, 1000, 0, 1000, 80],
      ['2026-10', -150, 0, 30, 0, -120, 0, 300, 300, -420],
      ['Total', 250, 600, 110, 0, 960, 1000, 300, 1300, -340],
    ]);
    expect(sheet[1]![1]).toEqual({ type: 'number', value: 400, format: '0.00' });
  });
});
