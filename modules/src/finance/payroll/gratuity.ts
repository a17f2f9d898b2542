import { daysBetween } from '@gym/events/calendar/local-date';

/**
 * End-of-service gratuity (Labour Law No. 14 of 2004, art. 54, as its text reads): due to a worker who has completed
 * one year of service or more; at least three weeks' wage for every year of service, fractions of a year in
 * proportion, on the last basic wage. Three weeks are `daysPerYear` (21) days of a basic wage divided by
 * `dayDivisor` (30). The issue's wording "after the first year" is read as the law's condition (a year completed),
 * not as leaving the first year out: once a year is completed, every year counts.
 */
export interface GratuityRules {
  readonly daysPerYear: number;
  readonly dayDivisor: number;
  readonly minimumServiceDays: number;
}

export const GRATUITY_RULES: GratuityRules = { daysPerYear: 21, dayDivisor: 30, minimumServiceDays: 365 };

export interface Gratuity {
  readonly serviceDays: number;
  readonly serviceYears: number;
  readonly eligible: boolean;
  /** Dirhams. */
  readonly amount: number;
}

/** Service counts from the hire date to the last day, both included; a year is 365 days. */
export function gratuity(
  basic: number,
  hireDate: string,
  lastDay: string,
  rules: GratuityRules = GRATUITY_RULES,
): Gratuity {
  const serviceDays = Math.max(0, daysBetween(hireDate, lastDay) + 1);
  const serviceYears = serviceDays / 365;
  const eligible = serviceDays >= rules.minimumServiceDays;
  const amount = eligible ? Math.round((basic * rules.daysPerYear * serviceDays) / (rules.dayDivisor * 365)) : 0;
  return { serviceDays, serviceYears: Math.round(serviceYears * 100) / 100, eligible, amount };
}
