/**
 * A month's pay for one employee, in dirhams. The rules, each a setting of the payroll (payroll-settings):
 *
 * - fixed pay = basic + housing + transport + other allowances (the "wage" of the law's art. 1, on which leave is paid);
 * - a day's pay = fixed pay / `dayDivisor` (30: Qatar's usual monthly-wage day, whatever the month's length);
 * - unpaid days (unpaid and Hajj leave, sick days beyond the paid tiers, days of the month before the hire date or
 *   after the last day) each take one day's pay; half-paid sick days half of one, never more than the fixed pay;
 * - PT commission = the trainer's PT packages sold in the month × the employee's rate;
 * - net = fixed + commission + additions − leave deduction − advances − other deductions, never below zero.
 */
export interface PayInput {
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
}

export interface PayLine {
  readonly fixed: number;
  readonly commission: number;
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
  const gross = fixed + commission + input.additions;
  const deductions = leaveDeduction + input.advances + input.otherDeductions;
  return {
    fixed,
    commission,
    leaveDeduction,
    gross,
    deductions,
    net: gross - deductions,
    workingDays: Math.max(0, input.daysInMonth - input.unpaidDays),
    extraIncome: gross - input.basic,
  };
}
