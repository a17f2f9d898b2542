import { z } from 'zod';

/**
 * Overtime rates, each a payroll setting (issue 15: every rule a tested, documented setting). The defaults are the
 * minimums of Qatar's Labour Law No. 14 of 2004, as its published English text reads:
 *
 * - art. 74: hours beyond the normal working hours are paid at least the basic wage plus 25 % (125 %);
 *   overtime worked between 9 pm and 6 am at least the basic wage plus 50 % (150 %), except for shift workers;
 * - art. 75: work on the weekly rest day earns a substitute rest day and at least the basic wage of a normal day
 *   plus 150 % of it (250 %); art. 78 applies art. 75 to work on the paid holidays (Eids, National Day).
 *
 * The base is the basic wage only (art. 74 and 75 say "basic wage"): an hour's basic wage is the monthly basic /
 * the payroll's day divisor (30) / the normal hours of a day (art. 73: eight).
 */
export const overtimeRules = z.object({
  hoursPerDay: z.number().int().min(6).max(8).default(8),
  dayPercent: z.number().int().min(125).max(400).default(125),
  nightPercent: z.number().int().min(150).max(400).default(150),
  restDayPercent: z.number().int().min(250).max(500).default(250),
});
export type OvertimeRules = z.infer<typeof overtimeRules>;
export const DEFAULT_OVERTIME_RULES: OvertimeRules = {
  hoursPerDay: 8,
  dayPercent: 125,
  nightPercent: 150,
  restDayPercent: 250,
};

/** Hours worked beyond the normal ones in a month, by kind (quarter hours). */
export interface OvertimeHours {
  readonly overtimeHours: number;
  readonly nightOvertimeHours: number;
  readonly restDayHours: number;
}

export const overtimeHoursTotal = (h: OvertimeHours) => h.overtimeHours + h.nightOvertimeHours + h.restDayHours;

/** Overtime pay in dirhams: each hour's basic wage times its rate, rounded once to the dirham. */
export function overtimePay(basic: number, hours: OvertimeHours, rules: OvertimeRules, dayDivisor: number): number {
  const percentHours =
    hours.overtimeHours * rules.dayPercent +
    hours.nightOvertimeHours * rules.nightPercent +
    hours.restDayHours * rules.restDayPercent;
  return Math.round((basic * percentHours) / (dayDivisor * rules.hoursPerDay * 100));
}
