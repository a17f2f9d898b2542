import { daysBetween } from '@gym/events/calendar/local-date';
import type { LeaveState } from '../../people/leave/public.js';
import type { EmployeeDetails } from '../../people/staff/public.js';
import type { PayrollLine } from './payroll-events.js';

/** Whether a service that ends on `lastDay` ends within the month [from, to]: its annual leave is then paid out. */
export const leavesWithin = (lastDay: string | null, from: string, to: string) =>
  lastDay !== null && lastDay >= from && lastDay <= to;

/** A new line's entries (the manager's, none yet) and figures (the decider's to compute), all zero. */
export const NOTHING_ENTERED_OR_COMPUTED = {
  overtimeHours: 0,
  nightOvertimeHours: 0,
  restDayHours: 0,
  additions: 0,
  advances: 0,
  otherDeductions: 0,
  note: '',
  fixed: 0,
  commission: 0,
  overtime: 0,
  leaveInLieu: 0,
  leaveDeduction: 0,
  gross: 0,
  deductions: 0,
  net: 0,
  workingDays: 0,
  extraIncome: 0,
} as const satisfies Partial<PayrollLine>;

/**
 * One employee's line of a month's draft, from their record and leave as they stand: the days of approved leave in
 * the month that are unpaid or half paid, the days outside their service, and what the caller measured (the PT sales
 * or sessions their commission is on, the annual leave paid in lieu in the month service ends). The figures are the
 * decider's to compute (`payroll-arithmetic.ts`), so they start at zero. The command drafts with it and the sample
 * gym's generator too, so both draft the same line.
 */
export function draftLine(input: {
  readonly employeeId: string;
  readonly details: EmployeeDetails;
  readonly lastDay: string | null;
  readonly leave: LeaveState;
  readonly from: string;
  readonly to: string;
  readonly ptSales: number;
  readonly leaveInLieuHundredths: number;
}): PayrollLine {
  const { details: d, lastDay, from, to } = input;
  const inMonth = [...input.leave.requests.values()]
    .filter((r) => r.status === 'approved')
    .flatMap((r) => r.paidDays)
    .filter((p) => p.day >= from && p.day <= to);
  const outOfService =
    Math.max(0, daysBetween(from, d.hireDate)) + (lastDay && lastDay < to ? daysBetween(lastDay, to) : 0);
  return {
    employeeId: input.employeeId,
    name: d.name,
    userId: d.userId,
    qid: d.qid,
    visaId: d.visaNumber,
    iban: d.iban,
    bankShortName: d.bankShortName,
    basic: d.basicSalary,
    housing: d.housingAllowance,
    transport: d.transportAllowance,
    otherAllowance: d.otherAllowance,
    unpaidDays: inMonth.filter((p) => p.pay === 'unpaid').length + outOfService,
    halfPayDays: inMonth.filter((p) => p.pay === 'half').length,
    commissionBasis: d.commissionBasis,
    ptSales: input.ptSales,
    commissionRate: d.commissionRate,
    leaveInLieuHundredths: input.leaveInLieuHundredths,
    ...NOTHING_ENTERED_OR_COMPUTED,
  };
}
