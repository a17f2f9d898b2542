import { addDays } from '@gym/events/calendar/local-date';
import type { LeavePolicy } from './leave-policy.js';
import { workingDaysPerWeek } from './leave-policy.js';

export const LEAVE_TYPES = ['annual', 'sick', 'unpaid', 'emergency', 'maternity', 'hajj', 'compensatory'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** Leave types counted in working days (weekends and public holidays do not count); the rest in calendar days. */
export const COUNTS_WORKING_DAYS: ReadonlySet<LeaveType> = new Set(['annual', 'emergency', 'compensatory']);

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export function isWorkingDay(day: string, policy: LeavePolicy): boolean {
  return !policy.weekendDays.includes(weekday(day)) && !policy.publicHolidays.includes(day);
}

/** Every day from `from` to `to` inclusive. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days a request of this type uses: its working days, or all its calendar days. */
export function countedDays(type: LeaveType, from: string, to: string, policy: LeavePolicy): string[] {
  const all = daysFrom(from, to);
  return COUNTS_WORKING_DAYS.has(type) ? all.filter((day) => isWorkingDay(day, policy)) : all;
}

/** Whole months of service completed on `day` (hired 2024-03-15: one month on 2024-04-15). */
export function completedMonths(hireDate: string, day: string): number {
  const [hy, hm, hd] = hireDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const months = (y - hy) * 12 + (m - hm) - (d < hd ? 1 : 0);
  return Math.max(0, months);
}

/**
 * Annual leave earned by `day`, in hundredths of a working day: each completed month of service earns a twelfth of
 * the year's entitlement, at the three-week rate for months within the first five years and the four-week rate after
 * (art. 79). With Friday as the weekend: 1.5 days a month, then 2.
 */
export function accruedAnnualHundredths(hireDate: string, day: string, policy: LeavePolicy): number {
  return accruedForMonths(completedMonths(hireDate, day), policy);
}

/** Annual leave earned by `months` completed months of service, in hundredths of a working day. */
export function accruedForMonths(months: number, policy: LeavePolicy): number {
  const perWeek = workingDaysPerWeek(policy);
  const early = Math.min(months, 60);
  const late = months - early;
  return (
    Math.round((early * policy.annualWeeksUnderFiveYears * perWeek * 100) / 12) +
    Math.round((late * policy.annualWeeksFromFiveYears * perWeek * 100) / 12)
  );
}

/** The service year (0 = the first) a day falls in, counted from the hire date's anniversaries. */
export const serviceYear = (hireDate: string, day: string) => Math.floor(completedMonths(hireDate, day) / 12);
