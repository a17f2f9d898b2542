import { z } from 'zod';
import { RECORD_DAYS } from '@gym/kernel/contracts/dates';
import { singleLine } from '@gym/kernel/contracts/text';

/** Where revenue comes from in the monthly report (issue 14). */
export const REVENUE_SOURCES = ['memberships', 'personalTraining', 'supplements', 'other'] as const;
export type RevenueSource = (typeof REVENUE_SOURCES)[number];
export const REVENUE_SOURCE_LABELS: Record<RevenueSource, string> = {
  memberships: 'Memberships',
  personalTraining: 'Personal training',
  supplements: 'Supplements',
  other: 'Other invoices',
};

/** The longest period one report covers. */
export const MAX_REPORT_MONTHS = 36;

/** A month `YYYY-MM` with a real month number. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Every month from `from` to `to`, both included (`YYYY-MM`). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (;;) {
    const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (text > to) return months;
    months.push(text);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** Why a period cannot be reported, in English with its values named (the refusal codes `expenses.period_…`). */
export const PERIOD_PROBLEMS = {
  period_from: '"from" must be a month as YYYY-MM (e.g. 2026-01), not "{from}"',
  period_to: '"to" must be a month as YYYY-MM (e.g. 2026-12), not "{to}"',
  period_range: 'Use months from {earliest} to {latest}',
  period_order: 'The period starts ({from}) after it ends ({to})',
  period_length: 'A report covers at most {months} months; {from} to {to} is {count}',
} as const;

/** Why a period cannot be reported: which of PERIOD_PROBLEMS, with its values. */
export type PeriodCheck =
  | { key: 'period_from'; params: { from: string } }
  | { key: 'period_to'; params: { to: string } }
  | { key: 'period_range'; params: { earliest: string; latest: string } }
  | { key: 'period_order'; params: { from: string; to: string } }
  | { key: 'period_length'; params: { months: number; from: string; to: string; count: number } };

/** Why a period cannot be reported (the route refuses it with this code), or null when it can. */
export function checkPeriod(from: string, to: string): PeriodCheck | null {
  if (!MONTH_PATTERN.test(from)) return { key: 'period_from', params: { from } };
  if (!MONTH_PATTERN.test(to)) return { key: 'period_to', params: { to } };
  const [earliest, latest] = [RECORD_DAYS.earliest.slice(0, 7), RECORD_DAYS.latest.slice(0, 7)];
  if (from < earliest || to > latest) return { key: 'period_range', params: { earliest, latest } };
  if (from > to) return { key: 'period_order', params: { from, to } };
  const count = monthsBetween(from, to).length;
  if (count > MAX_REPORT_MONTHS)
    return { key: 'period_length', params: { months: MAX_REPORT_MONTHS, from, to, count } };
  return null;
}

/** Why a period cannot be reported, as the 400's English message (the page says it before asking), or null. */
export function periodProblem(from: string, to: string): string | null {
  const problem = checkPeriod(from, to);
  if (!problem) return null;
  const params: Readonly<Record<string, string | number>> = problem.params;
  return PERIOD_PROBLEMS[problem.key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

/** GET /api/finance/monthly-report: months as YYYY-MM (checked by the route, for a message that says why). */
export const monthlyReportQuery = z.object({
  from: singleLine().max(20),
  to: singleLine().max(20),
  format: z.enum(['json', 'csv', 'excel', 'xlsx']).default('json'),
});

const revenue = z.object({
  memberships: z.number(),
  personalTraining: z.number(),
  supplements: z.number(),
  other: z.number(),
  total: z.number(),
});
const expenses = z.object({
  byCategory: z.array(z.object({ category: z.string(), amount: z.number() })),
  total: z.number(),
});
const figures = { revenue, expenses, result: z.number() };

/**
 * The report in QAR (cash basis: money counted in the month it moved; refunds and returns taken off in their own
 * month; expenses only once paid, a void taking one out of its month). `categories` orders every month's expenses.
 */
export const monthlyReport = z.object({
  from: z.string(),
  to: z.string(),
  categories: z.array(z.string()),
  months: z.array(z.object({ month: z.string(), ...figures })),
  totals: z.object(figures),
});
export type MonthlyReportAnswer = z.infer<typeof monthlyReport>;
