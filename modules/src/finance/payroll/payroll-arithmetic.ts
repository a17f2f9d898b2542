import { DEFAULT_OVERTIME_RULES, overtimePay } from './overtime.js';
import type { OvertimeHours, OvertimeRules } from './overtime.js';

/**
 * A month's pay for one employee, in dirhams. The rules, each a setting of the payroll (payroll-settings):
 *
 * - fixed pay = basic + housing + transport + other allowances (the "wage" of the law's art. 1, on which leave is paid);
 * - a day's pay = fixed pay / `dayDivisor` (30: Qatar's usual monthly-wage day, whatever the month's length);
 * - unpaid days (unpaid and Hajj leave, sick days beyond the paid tiers, days of the month before the hire date or
 *   after the last day) each take one day's pay; half-paid sick days half of one, never more than the fixed pay;
 * - PT commission = the trainer's PT packages sold, or sessions delivered (each worth its share of the package
 *   price), in the month × the employee's rate;
 * - pay in lieu of annual leave not taken when service ends (Labour Law art. 81: "equivalent to his wage for the
 *   leave days to which he is entitled") = a day's pay × the days left, in hundredths of a day as leave accrues;
 * - overtime = each overtime hour's basic wage × its rate (overtime.ts: Labour Law art. 74, 75);
 * - net = fixed + commission + overtime + pay in lieu + additions − leave deduction − advances − other deductions, never below
 *   zero.
 */
export interface PayInput extends Partial<OvertimeHours> {
  readonly basic: number;
  readonly housing: number;
  readonly transport: number;
  readonly otherAllowance: number;
  readonly unpaidDays: number;
  readonly halfPayDays: number;
  readonly ptSales: number;
  /** Basis points of PT sales (1000 = 10 %). */
  readonly commissionRate: number;
  readonly additions: number;
  readonly advances: number;
  readonly otherDeductions: number;
  readonly dayDivisor: number;
  readonly daysInMonth: number;
  readonly overtimeRules?: OvertimeRules;
  /** Annual leave days paid in lieu at the end of service, in hundredths of a day. */
  readonly leaveInLieuHundredths?: number;
}

export interface PayLine {
  readonly fixed: number;
  readonly commission: number;
  readonly overtime: number;
  readonly leaveInLieu: number;
  readonly leaveDeduction: number;
  readonly gross: number;
  readonly deductions: number;
  readonly net: number;
  /** For the SIF: the month's days less the unpaid ones. */
  readonly workingDays: number;
  /** For the SIF: everything paid beyond the basic salary. */
  readonly extraIncome: number;
}

export function payLine(input: PayInput): PayLine {
  const fixed = input.basic + input.housing + input.transport + input.otherAllowance;
  const halfDayUnits = 2 * input.unpaidDays + input.halfPayDays;
  const leaveDeduction = Math.min(fixed, Math.round((fixed * halfDayUnits) / (2 * input.dayDivisor)));
  const commission = Math.round((input.ptSales * input.commissionRate) / 10_000);
  const hours = {
    overtimeHours: input.overtimeHours ?? 0,
    nightOvertimeHours: input.nightOvertimeHours ?? 0,
    restDayHours: input.restDayHours ?? 0,
  };
  const overtime = overtimePay(input.basic, hours, input.overtimeRules ?? DEFAULT_OVERTIME_RULES, input.dayDivisor);
  const leaveInLieu = Math.round((fixed * (input.leaveInLieuHundredths ?? 0)) / (100 * input.dayDivisor));
  const gross = fixed + commission + overtime + leaveInLieu + input.additions;
  const deductions = leaveDeduction + input.advances + input.otherDeductions;
  return {
    fixed,
    commission,
    overtime,
    leaveInLieu,
    leaveDeduction,
    gross,
    deductions,
    net: gross - deductions,
    workingDays: Math.max(0, input.daysInMonth - input.unpaidDays),
    extraIncome: gross - input.basic,
  };
}
