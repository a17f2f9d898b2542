import { describe, expect, it } from 'vitest';
import { buildMonthlyReport, reportDeltas } from './money-report.js';
import type { MonthSum, ReportEvent, ReportMemory } from './money-report.js';
import { MAX_REPORT_MONTHS, monthsBetween, periodProblem } from './money-report-contracts.js';

// Hand-worked cases of the monthly report's arithmetic (issue 14); amounts in dirhams (100 = 1.00 QAR).

const invoice = (invoiceId: string, type: 'membership' | 'PT' | 'other'): ReportEvent => ({
  type: 'InvoiceIssued',
  data: {
    invoiceId,
    number: `INV-${invoiceId}`,
    memberId: 'm1',
    type,
    description: type,
    amount: 100_000,
    issueDate: '2026-01-01',
    dueDate: '2026-01-01',
    membershipPlanId: null,
    registrationType: null,
    ptPackageId: null,
  },
});
const payment = (invoiceId: string, amount: number, paymentDate: string): ReportEvent => ({
  type: 'PaymentRecorded',
  data: { invoiceId, memberId: 'm1', paymentId: `p-${invoiceId}`, amount, method: 'cash', paymentDate, notes: null },
});
const refund = (invoiceId: string, amount: number, refundDate: string): ReportEvent => ({
  type: 'PaymentRefunded',
  data: {
    invoiceId,
    memberId: 'm1',
    refundId: `r-${invoiceId}-${refundDate}`,
    paymentId: `p-${invoiceId}`,
    amount,
    method: 'cash',
    refundDate,
    reason: 'changed mind',
  },
});
const sale = (
  saleId: string,
  total: number,
  saleDate: string,
  method: 'cash' | 'card' | 'account',
  invoiceId: string | null = null,
): ReportEvent => ({
  type: 'SupplementSaleRecorded',
  data: {
    saleId,
    number: `POS-${saleId}`,
    lines: [],
    subtotal: total,
    discount: 0,
    tax: 0,
    total,
    method,
    memberId: method === 'account' ? 'm1' : null,
    invoiceId,
    saleDate,
  },
});
const saleReturn = (saleId: string, amount: number, returnDate: string, method: 'cash' | 'card' | 'account') =>
  ({
    type: 'SupplementSaleReturned',
    data: {
      saleId,
      returnId: `ret-${saleId}`,
      lines: [],
      amount,
      method,
      memberId: null,
      reason: 'sealed',
      returnDate,
    },
  }) satisfies ReportEvent;
const expensePaid = (expenseId: string, category: string, amount: number, paidOn: string): ReportEvent => ({
  type: 'ExpensePaid',
  data: { expenseId, category, vendor: 'V', amount, method: 'card', paidOn },
});
const expenseVoided = (expenseId: string, amount: number, voidedOn: string): ReportEvent => ({
  type: 'ExpenseVoided',
  data: { expenseId, amount, method: 'card', reason: 'typed twice', voidedOn },
});

/** The report of events applied in order, summed by month as the projector sums them. */
function reportOf(events: ReportEvent[], from: string, to: string) {
  const memory: ReportMemory = { invoiceSources: new Map(), expenses: new Map() };
  const sums = new Map<string, MonthSum>();
  for (const event of events)
    for (const d of reportDeltas(event, memory)) {
      const id = `${d.month}|${d.kind}|${d.key}`;
      sums.set(id, { ...d, amount: (sums.get(id)?.amount ?? 0) + d.amount });
    }
  return buildMonthlyReport(from, to, [...sums.values()]);
}

/** One month's figures in a flat shape for the table below. */
function flat(events: ReportEvent[], from: string, to: string) {
  return reportOf(events, from, to).months.map((m) => ({
    month: m.month,
    memberships: m.revenue.memberships,
    pt: m.revenue.personalTraining,
    supplements: m.revenue.supplements,
    other: m.revenue.other,
    revenue: m.revenue.total,
    expenses: Object.fromEntries(m.expenses.byCategory.map((e) => [e.category, e.amount])),
    expenseTotal: m.expenses.total,
    result: m.result,
  }));
}

const zero = { memberships: 0, pt: 0, supplements: 0, other: 0, revenue: 0, expenses: {}, expenseTotal: 0, result: 0 };

describe('monthly report arithmetic (cash basis, issue 14)', () => {
  const cases: { name: string; events: ReportEvent[]; from: string; to: string; months: object[] }[] = [
    {
      name: 'a refund is taken off in the month it was given, not the month of the payment',
      events: [invoice('i1', 'membership'), payment('i1', 50_000, '2026-01-15'), refund('i1', 20_000, '2026-02-03')],
      from: '2026-01',
      to: '2026-02',
      months: [
        { ...zero, month: '2026-01', memberships: 50_000, revenue: 50_000, result: 50_000 },
        { ...zero, month: '2026-02', memberships: -20_000, revenue: -20_000, result: -20_000 },
      ],
    },
    {
      name: 'a refund in the same month nets the payment; PT invoices count as personal training',
      events: [
        invoice('i1', 'PT'),
        payment('i1', 30_000, '2026-03-01'),
        refund('i1', 5_000, '2026-03-31'),
        invoice('i2', 'membership'),
        payment('i2', 12_345, '2026-03-10'),
      ],
      from: '2026-03',
      to: '2026-03',
      months: [{ ...zero, month: '2026-03', memberships: 12_345, pt: 25_000, revenue: 37_345, result: 37_345 }],
    },
    {
      name: 'months without money are listed at 0, in order, across a year end',
      events: [invoice('i1', 'membership'), payment('i1', 10_000, '2026-01-31')],
      from: '2025-11',
      to: '2026-02',
      months: [
        { ...zero, month: '2025-11' },
        { ...zero, month: '2025-12' },
        { ...zero, month: '2026-01', memberships: 10_000, revenue: 10_000, result: 10_000 },
        { ...zero, month: '2026-02' },
      ],
    },
    {
      name: 'an expense waiting for approval has no ExpensePaid and counts nowhere; once approved it counts on its date',
      events: [
        // e1 waits (only ExpenseRecorded, which the report does not read); e2 was approved later, paid on its date.
        expensePaid('e2', 'Rent', 150_000, '2026-04-01'),
      ],
      from: '2026-04',
      to: '2026-05',
      months: [
        { ...zero, month: '2026-04', expenses: { Rent: 150_000 }, expenseTotal: 150_000, result: -150_000 },
        { ...zero, month: '2026-05', expenses: { Rent: 0 } },
      ],
    },
    {
      name: 'a voided expense leaves the month it was counted in (not the void month); the category disappears',
      events: [expensePaid('e1', 'Rent', 90_000, '2026-01-05'), expenseVoided('e1', 90_000, '2026-02-20')],
      from: '2026-01',
      to: '2026-02',
      months: [
        { ...zero, month: '2026-01' },
        { ...zero, month: '2026-02' },
      ],
    },
    {
      name: 'supplements: cash and card sales on their day, a cash return on its day, account sales when their bill is paid',
      events: [
        sale('s1', 8_000, '2026-06-10', 'cash'),
        sale('s2', 4_500, '2026-06-11', 'card'),
        saleReturn('s1', 2_000, '2026-07-02', 'cash'),
        // The account sale comes before its invoice in the append: the invoice still counts as supplements.
        sale('s3', 6_000, '2026-06-12', 'account', 'i9'),
        invoice('i9', 'other'),
        payment('i9', 6_000, '2026-07-15'),
        saleReturn('s2', 4_500, '2026-07-20', 'account'),
      ],
      from: '2026-06',
      to: '2026-07',
      months: [
        { ...zero, month: '2026-06', supplements: 12_500, revenue: 12_500, result: 12_500 },
        { ...zero, month: '2026-07', supplements: 4_000, revenue: 4_000, result: 4_000 },
      ],
    },
    {
      name: 'other invoices (and a payment on an invoice never seen issued) count as other; result = revenue − expenses',
      events: [
        invoice('i1', 'other'),
        payment('i1', 7_000, '2026-08-08'),
        payment('unknown', 1_000, '2026-08-09'),
        expensePaid('e1', 'Utilities', 3_000, '2026-08-01'),
        expensePaid('e2', 'Rent', 20_000, '2026-08-02'),
        expensePaid('e3', 'Utilities', 500, '2026-08-20'),
      ],
      from: '2026-08',
      to: '2026-08',
      months: [
        {
          ...zero,
          month: '2026-08',
          other: 8_000,
          revenue: 8_000,
          expenses: { Rent: 20_000, Utilities: 3_500 },
          expenseTotal: 23_500,
          result: -15_500,
        },
      ],
    },
  ];

  it.each(cases)('$name', ({ events, from, to, months }) => {
    expect(flat(events, from, to)).toEqual(months);
  });

  it('orders categories by their period total, largest first, and totals the period', () => {
    const report = reportOf(
      [
        invoice('i1', 'membership'),
        payment('i1', 100_000, '2026-01-02'),
        expensePaid('e1', 'Utilities', 3_000, '2026-01-03'),
        expensePaid('e2', 'Rent', 20_000, '2026-02-02'),
        expensePaid('e3', 'Utilities', 500, '2026-02-20'),
        sale('s1', 1_000, '2026-02-21', 'cash'),
      ],
      '2026-01',
      '2026-02',
    );
    expect(report.categories).toEqual(['Rent', 'Utilities']);
    expect(report.months[0]!.expenses.byCategory).toEqual([
      { category: 'Rent', amount: 0 },
      { category: 'Utilities', amount: 3_000 },
    ]);
    expect(report.totals).toEqual({
      revenue: { memberships: 100_000, personalTraining: 0, supplements: 1_000, other: 0, total: 101_000 },
      expenses: {
        byCategory: [
          { category: 'Rent', amount: 20_000 },
          { category: 'Utilities', amount: 3_500 },
        ],
        total: 23_500,
      },
      result: 77_500,
    });
  });

  it('leaves out sums outside the period', () => {
    const report = reportOf([expensePaid('e1', 'Rent', 1_000, '2025-12-31')], '2026-01', '2026-01');
    expect(report.categories).toEqual([]);
    expect(report.totals.result).toBe(0);
  });
});

describe('report period', () => {
  it.each([
    ['2026-1', '2026-02', '"from" must be a month as YYYY-MM (e.g. 2026-01), not "2026-1"'],
    ['2026-01', '2026-13', '"to" must be a month as YYYY-MM (e.g. 2026-12), not "2026-13"'],
    ['2026-00', '2026-02', '"from" must be a month as YYYY-MM (e.g. 2026-01), not "2026-00"'],
    ['2026-03', '2026-02', 'The period starts (2026-03) after it ends (2026-02)'],
    ['2024-01', '2027-01', 'A report covers at most 36 months; 2024-01 to 2027-01 is 37'],
  ])('%s to %s: %s', (from, to, message) => {
    expect(periodProblem(from, to)).toBe(message);
  });

  it(`accepts one month and ${MAX_REPORT_MONTHS} months`, () => {
    expect(periodProblem('2026-05', '2026-05')).toBeNull();
    expect(periodProblem('2024-01', '2026-12')).toBeNull();
    expect(monthsBetween('2024-01', '2026-12')).toHaveLength(36);
  });
});
