import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { dirhams } from '@gym/events/catalogue/common-schemas';
import { DEFAULT_OVERTIME_RULES, overtimeRules } from './overtime.js';

export const payrollRunStream = (month: string) => `payroll-run-${month}`;
export const PAYROLL_SETTINGS_STREAM = 'payroll-settings';

/** One employee's pay in a run, with every figure it was computed from (the audit trail explains the salary). */
export const payrollLine = z.object({
  employeeId: z.string(),
  name: z.string(),
  userId: z.number().int().nullable(),
  qid: z.string().nullable(),
  visaId: z.string().nullable(),
  iban: z.string().nullable(),
  bankShortName: z.string().nullable(),
  basic: dirhams,
  housing: dirhams,
  transport: dirhams,
  otherAllowance: dirhams,
  unpaidDays: z.number().int(),
  halfPayDays: z.number().int(),
  /** What the commission is paid on: PT packages sold, or the value of PT sessions delivered, in the month. */
  commissionBasis: z.enum(['sales', 'sessions']).default('sales'),
  /** The commission's base in dirhams (sales, or sessions delivered × the package's price per session). */
  ptSales: dirhams,
  commissionRate: z.number().int(),
  /** Overtime hours of the month (art. 74: day, 9 pm–6 am; art. 75/78: rest days and holidays). */
  overtimeHours: z.number().min(0).default(0),
  nightOvertimeHours: z.number().min(0).default(0),
  restDayHours: z.number().min(0).default(0),
  /** Annual leave not taken, paid in lieu in the month service ends (art. 81), in hundredths of a day. */
  leaveInLieuHundredths: z.number().int().min(0).default(0),
  additions: dirhams,
  advances: dirhams,
  otherDeductions: dirhams,
  note: z.string(),
  fixed: dirhams,
  commission: dirhams,
  overtime: dirhams.default(0),
  leaveInLieu: dirhams.default(0),
  leaveDeduction: dirhams,
  gross: dirhams,
  deductions: dirhams,
  net: dirhams,
  workingDays: z.number().int(),
  extraIncome: dirhams,
});
export type PayrollLine = z.infer<typeof payrollLine>;

export const payrollSettings = z.object({
  employerEid: z.string(),
  payerEid: z.string(),
  payerQid: z.string(),
  payerBankShortName: z.string(),
  payerIban: z.string(),
  /** A day's pay = fixed monthly pay / this (30). */
  dayDivisor: z.number().int().min(28).max(31),
  overtime: overtimeRules.default(DEFAULT_OVERTIME_RULES),
});
export type PayrollSettings = z.infer<typeof payrollSettings>;

export const PayrollRunDrafted = defineEvent(
  'PayrollRunDrafted',
  z.object({
    month: z.string(),
    daysInMonth: z.number().int(),
    dayDivisor: z.number().int(),
    overtime: overtimeRules.default(DEFAULT_OVERTIME_RULES),
    lines: z.array(payrollLine),
  }),
  {
    description: "A month's payroll was drafted: each employee's pay with the leave, commission and figures behind it.",
  },
);
export const PayrollLineAdjusted = defineEvent(
  'PayrollLineAdjusted',
  z.object({ month: z.string(), line: payrollLine }),
  {
    description:
      "An employee's additions, advances or other deductions in a draft payroll were set; the line as it now reads.",
  },
);
export const PayrollRunSubmitted = defineEvent('PayrollRunSubmitted', z.object({ month: z.string() }), {
  description: 'A draft payroll was sent for review and approval; it can no longer be changed.',
});
export const PayrollRunReturned = defineEvent(
  'PayrollRunReturned',
  z.object({ month: z.string(), reason: z.string() }),
  {
    description: 'A payroll under review was sent back to draft for corrections.',
  },
);
export const PayrollRunApproved = defineEvent(
  'PayrollRunApproved',
  z.object({ month: z.string(), total: dirhams, employees: z.number().int() }),
  { description: 'A payroll was approved and locked: corrections go in a later month.' },
);
export const PayrollRunPaid = defineEvent('PayrollRunPaid', z.object({ month: z.string(), paidOn: z.string() }), {
  description: 'The bank paid an approved payroll (through the WPS file).',
});
export const PayrollSettingsSet = defineEvent('PayrollSettingsSet', payrollSettings, {
  description: "The employer's WPS details and the payroll's day divisor were set.",
});

export const payrollEvents = [
  PayrollRunDrafted,
  PayrollLineAdjusted,
  PayrollRunSubmitted,
  PayrollRunReturned,
  PayrollRunApproved,
  PayrollRunPaid,
  PayrollSettingsSet,
] as const;
export type PayrollEvent = EventOf<(typeof payrollEvents)[number]>;
