import type { EventOf } from '@gym/events/catalogue/define-event';
import type { InvoiceIssued, PaymentRecorded, PaymentRefunded } from '../billing/invoice-events.js';
import type { SupplementSaleRecorded, SupplementSaleReturned } from '../supplements/supplement-events.js';
import type { ExpensePaid, ExpenseVoided } from './expense-events.js';
import { REVENUE_SOURCES, monthsBetween } from './money-report-contracts.js';
import type { RevenueSource } from './money-report-contracts.js';

/*
 * The monthly money report (issue 14): revenue by source against expenses by category, and the month's result.
 *
 * Cash basis: money counts in the month it moved, by the business date on the event.
 * - Memberships, personal training and other invoices: `PaymentRecorded` adds in the month of its paymentDate,
 *   `PaymentRefunded` takes off in the month of its refundDate (so a refund can make a later month's revenue lower,
 *   even below zero). The source is the paid invoice's type (membership → memberships, PT → personal training);
 *   an invoice a supplement account sale issued counts as supplements, any other invoice as other.
 * - Supplements: a sale paid in cash or by card adds its total (tax included: what the buyer paid) on its saleDate; a
 *   return given back in cash or by card takes off on its returnDate. An account sale is no money yet: it counts when
 *   its invoice is paid (above); a return onto the account moves no money.
 * - Expenses: only paid money counts. An expense waiting for approval or rejected has no `ExpensePaid` and is not in
 *   the report; an approved one counts on its own date (`paidOn`). A voided expense is taken out of the month it was
 *   counted in (a void withdraws the record; it is not income), so expense figures are never negative.
 * Result = revenue − expenses.
 */

export type ReportEvent = EventOf<
  | typeof InvoiceIssued
  | typeof PaymentRecorded
  | typeof PaymentRefunded
  | typeof SupplementSaleRecorded
  | typeof SupplementSaleReturned
  | typeof ExpensePaid
  | typeof ExpenseVoided
>;
export const REPORT_EVENT_TYPES: readonly ReportEvent['type'][] = [
  'InvoiceIssued',
  'PaymentRecorded',
  'PaymentRefunded',
  'SupplementSaleRecorded',
  'SupplementSaleReturned',
  'ExpensePaid',
  'ExpenseVoided',
];

/** What one event adds to (or takes off) one month's figure, in minor units. Month as `YYYY-MM`. */
export interface MoneyDelta {
  readonly month: string;
  readonly kind: 'revenue' | 'expense';
  readonly key: string;
  readonly amount: number;
}

/** A paid expense as the report counted it, so that its void takes it out of the same month and category. */
export interface CountedExpense {
  readonly month: string;
  readonly category: string;
}

/** What earlier events told the report (kept in the projector's tables). */
export interface ReportMemory {
  readonly invoiceSources: Map<string, RevenueSource>;
  readonly expenses: Map<string, CountedExpense>;
}

const monthOf = (day: string) => day.slice(0, 7);

const SOURCE_OF_TYPE: Record<string, RevenueSource> = { membership: 'memberships', PT: 'personalTraining' };

/**
 * The report's money of one event, in log order; it also remembers what later events need (an invoice's source, a
 * paid expense's month and category). A payment on an invoice the report never saw issued counts as other.
 */
export function reportDeltas(event: ReportEvent, memory: ReportMemory): MoneyDelta[] {
  switch (event.type) {
    case 'InvoiceIssued': {
      // An account sale's invoice may be remembered as supplements already (same append): keep that.
      if (!memory.invoiceSources.has(event.data.invoiceId))
        memory.invoiceSources.set(event.data.invoiceId, SOURCE_OF_TYPE[event.data.type] ?? 'other');
      return [];
    }
    case 'PaymentRecorded': {
      const key = memory.invoiceSources.get(event.data.invoiceId) ?? 'other';
      return [{ month: monthOf(event.data.paymentDate), kind: 'revenue', key, amount: event.data.amount }];
    }
    case 'PaymentRefunded': {
      const key = memory.invoiceSources.get(event.data.invoiceId) ?? 'other';
      return [{ month: monthOf(event.data.refundDate), kind: 'revenue', key, amount: -event.data.amount }];
    }
    case 'SupplementSaleRecorded': {
      if (event.data.invoiceId) memory.invoiceSources.set(event.data.invoiceId, 'supplements');
      if (event.data.method === 'account') return [];
      const month = monthOf(event.data.saleDate);
      return [{ month, kind: 'revenue', key: 'supplements', amount: event.data.total }];
    }
    case 'SupplementSaleReturned': {
      if (event.data.method === 'account') return [];
      const month = monthOf(event.data.returnDate);
      return [{ month, kind: 'revenue', key: 'supplements', amount: -event.data.amount }];
    }
    case 'ExpensePaid': {
      const counted = { month: monthOf(event.data.paidOn), category: event.data.category };
      memory.expenses.set(event.data.expenseId, counted);
      return [{ ...counted, kind: 'expense', key: counted.category, amount: event.data.amount }];
    }
    case 'ExpenseVoided': {
      const counted = memory.expenses.get(event.data.expenseId);
      if (!counted) return [];
      return [{ month: counted.month, kind: 'expense', key: counted.category, amount: -event.data.amount }];
    }
  }
}

/** One month's sums as the projector keeps them (minor units). */
export interface MonthSum {
  readonly month: string;
  readonly kind: 'revenue' | 'expense';
  readonly key: string;
  readonly amount: number;
}

export type RevenueFigures = Record<RevenueSource, number> & { total: number };

export interface ReportMonth {
  readonly month: string;
  readonly revenue: RevenueFigures;
  readonly expenses: { readonly byCategory: { category: string; amount: number }[]; readonly total: number };
  readonly result: number;
}

export interface MonthlyReport {
  readonly from: string;
  readonly to: string;
  /** Every category with money in the period, the largest total first (then by name). */
  readonly categories: string[];
  readonly months: ReportMonth[];
  readonly totals: Omit<ReportMonth, 'month'>;
}

const emptyRevenue = (): RevenueFigures => ({
  memberships: 0,
  personalTraining: 0,
  supplements: 0,
  other: 0,
  total: 0,
});

/**
 * The report of a period from the months' sums: every month of the period, those without money at 0; each month's
 * expenses in the order of `categories`, with 0 for a category that month did not use. Minor units in and out.
 */
export function buildMonthlyReport(from: string, to: string, sums: readonly MonthSum[]): MonthlyReport {
  const months = monthsBetween(from, to);
  const categoryTotals = new Map<string, number>();
  for (const sum of sums)
    if (sum.kind === 'expense' && sum.month >= from && sum.month <= to)
      categoryTotals.set(sum.key, (categoryTotals.get(sum.key) ?? 0) + sum.amount);
  const categories = [...categoryTotals]
    .filter(([, amount]) => amount !== 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([category]) => category);

  const totalRevenue = emptyRevenue();
  const totalByCategory = new Map(categories.map((c) => [c, 0]));
  const reportMonths = months.map((month): ReportMonth => {
    const revenue = emptyRevenue();
    const byCategory = new Map(categories.map((c) => [c, 0]));
    for (const sum of sums) {
      if (sum.month !== month) continue;
      if (sum.kind === 'revenue') {
        const source = (REVENUE_SOURCES as readonly string[]).includes(sum.key) ? (sum.key as RevenueSource) : 'other';
        revenue[source] += sum.amount;
        revenue.total += sum.amount;
      } else if (byCategory.has(sum.key)) byCategory.set(sum.key, byCategory.get(sum.key)! + sum.amount);
    }
    const expenses = [...byCategory].map(([category, amount]) => ({ category, amount }));
    const expenseTotal = expenses.reduce((total, e) => total + e.amount, 0);
    for (const key of [...REVENUE_SOURCES, 'total'] as const) totalRevenue[key] += revenue[key];
    for (const e of expenses) totalByCategory.set(e.category, totalByCategory.get(e.category)! + e.amount);
    return {
      month,
      revenue,
      expenses: { byCategory: expenses, total: expenseTotal },
      result: revenue.total - expenseTotal,
    };
  });
  const totalExpenses = [...totalByCategory].map(([category, amount]) => ({ category, amount }));
  const expenseTotal = totalExpenses.reduce((total, e) => total + e.amount, 0);
  return {
    from,
    to,
    categories,
    months: reportMonths,
    totals: {
      revenue: totalRevenue,
      expenses: { byCategory: totalExpenses, total: expenseTotal },
      result: totalRevenue.total - expenseTotal,
    },
  };
}
