import { z } from 'zod';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';
import { qar } from '@gym/kernel/contracts/money';
import { calendarMonth } from '@gym/kernel/contracts/dates';
import { DEFAULT_OVERTIME_RULES, overtimeRules } from './overtime.js';

/** Hours in quarter hours, at most a month of them. */
const hours = z.number().min(0).max(300).multipleOf(0.25, 'Count overtime in quarter hours');

export const monthParam = z.object({ id: calendarMonth() });
export const draftInput = z.object({ month: calendarMonth() });
export const adjustmentInput = z.object({
  employeeId: singleLine().min(1).max(100),
  additions: qar.default(0),
  advances: qar.default(0),
  otherDeductions: qar.default(0),
  note: multiLine().trim().max(200).default(''),
  overtimeHours: hours.optional(),
  nightOvertimeHours: hours.optional(),
  restDayHours: hours.optional(),
});
export type AdjustmentInput = z.input<typeof adjustmentInput>;
export const runActionInput = z.object({
  action: z.enum(['submit', 'return', 'approve', 'paid']),
  reason: multiLine().trim().max(200).default(''),
});

/** The employer's WPS details. */
export const payrollSettingsInput = z.object({
  employerEid: singleLine()
    .trim()
    .regex(/^\d{7,8}$/, 'The establishment ID is 7 or 8 digits'),
  payerEid: singleLine()
    .trim()
    .regex(/^(\d{7,8})?$/, 'The payer establishment ID is 7 or 8 digits')
    .default(''),
  payerQid: singleLine()
    .trim()
    .regex(/^(\d{11})?$/, 'A QID is 11 digits')
    .default(''),
  payerBankShortName: singleLine()
    .trim()
    .regex(/^[A-Z]{2,4}$/, 'Use the bank short name, e.g. QNB'),
  payerIban: singleLine()
    .trim()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase()),
  dayDivisor: z.number().int().min(28).max(31).default(30),
  overtime: overtimeRules.default(DEFAULT_OVERTIME_RULES),
});
export type PayrollSettingsInput = z.input<typeof payrollSettingsInput>;

export const payrollLineView = z.object({
  employeeId: z.string(),
  name: z.string(),
  qid: z.string().nullable(),
  iban: z.string().nullable(),
  bankShortName: z.string().nullable(),
  basic: z.number(),
  housing: z.number(),
  transport: z.number(),
  otherAllowance: z.number(),
  unpaidDays: z.number(),
  halfPayDays: z.number(),
  ptSales: z.number(),
  commissionPercent: z.number(),
  commissionBasis: z.enum(['sales', 'sessions']),
  commission: z.number(),
  overtimeHours: z.number(),
  nightOvertimeHours: z.number(),
  restDayHours: z.number(),
  overtime: z.number(),
  leaveInLieuDays: z.number(),
  leaveInLieu: z.number(),
  additions: z.number(),
  advances: z.number(),
  otherDeductions: z.number(),
  leaveDeduction: z.number(),
  note: z.string(),
  gross: z.number(),
  deductions: z.number(),
  net: z.number(),
  workingDays: z.number(),
});
export type PayrollLineView = z.infer<typeof payrollLineView>;

export const payrollRun = z.object({
  month: z.string(),
  status: z.enum(['draft', 'review', 'approved', 'paid']),
  total: z.number(),
  employees: z.number(),
  draftedBy: z.string(),
  approvedBy: z.string().nullable(),
  paidOn: z.string().nullable(),
});
export type PayrollRun = z.infer<typeof payrollRun>;

export const payrollRunDetail = payrollRun.extend({
  lines: z.array(payrollLineView),
  sifProblems: z.array(z.string()),
  /** The same problems by code and values, in the same order, for the UI to word (issue 46). */
  sifProblemCodes: z.array(z.object({ code: z.string(), params: z.record(z.string(), z.string()) })),
});
export type PayrollRunDetail = z.infer<typeof payrollRunDetail>;

export const payslip = payrollLineView.extend({ month: z.string(), status: z.string() });
export type Payslip = z.infer<typeof payslip>;

export const gratuityView = z.object({
  employeeId: z.string(),
  name: z.string(),
  hireDate: z.string(),
  asOf: z.string(),
  basic: z.number(),
  serviceYears: z.number(),
  eligible: z.boolean(),
  amount: z.number(),
});
export type GratuityView = z.infer<typeof gratuityView>;
