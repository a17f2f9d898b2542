import { z } from 'zod';
import { localDate } from '@gym/events/catalogue/common-schemas';

/**
 * The leave rules as one setting each (issue 15: every rule a tested, documented setting). Defaults follow Qatar's
 * Labour Law No. 14 of 2004 as its text reads (checked against the published English text of the articles):
 *
 * - art. 79: annual leave of at least three weeks while service is under five years and four weeks beyond, earned
 *   for fractions of a year in proportion; the entitlement starts once one continuous year is completed.
 * - art. 82: sick leave after three months of service: two weeks on full pay, four more weeks on half pay, then
 *   unpaid (up to six weeks; the employer may end the contract after the twelfth week).
 * - maternity: fifty days on full pay after a year of service; Hajj: unpaid, at most two weeks, once in service.
 * - art. 80: the employer fixes the dates of the annual leave (and may split it in at most two parts with the worker's
 *   consent) and "may, on a written application of the worker, postpone not more than half of the annual leave to
 *   the year following the year of its entitlement". `annualCarryOverMaxPercent` is that half: at most 50 (the law
 *   allows no more), 0 when the gym postpones nothing. See `annualCarryOver` (leave-balances.ts) for how
 *   balances apply it: days due and still unused above the cap are forfeited at the service-year boundary (the gym's
 *   reading of art. 80; art. 81's pay in lieu on leaving covers what is left then).
 *
 * What the law leaves to the gym: weekend days and public holidays (they do not count as leave days), emergency
 * leave days a year. A week of leave is `7 - weekendDays.length` working days (with Friday as the weekend, three
 * weeks are 18 working days): annual, emergency and compensatory leave count working days; sick, maternity, Hajj
 * and unpaid leave count calendar days (the law's weeks of illness run on; unpaid days are prorated on 30).
 */
/** A whole number from `min` to `max`, with errors a person reads (`why` says which rule a minimum comes from). */
const whole = (min: number, max: number, unit: string, why = '') => {
  const range = `Give a whole number of ${unit} from ${min} to ${max}`;
  return z
    .number({ message: range })
    .int(range)
    .min(min, why ? `At least ${min} ${unit} (${why})` : range)
    .max(max, range);
};

export const leavePolicy = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  weekendDays: z.array(z.number().int().min(0).max(6)).max(3, 'At most three weekend days a week'),
  publicHolidays: z.array(localDate).max(60, 'At most 60 public holidays'),
  annualWeeksUnderFiveYears: whole(3, 8, 'weeks', 'art. 79'),
  annualWeeksFromFiveYears: whole(4, 8, 'weeks', 'art. 79'),
  annualUsableAfterMonths: whole(0, 12, 'months'),
  sickEligibleAfterMonths: whole(0, 3, 'months'),
  sickFullPayDays: whole(14, 365, 'days', 'art. 82'),
  sickHalfPayDays: whole(0, 365, 'days'),
  sickUnpaidDays: whole(0, 365, 'days'),
  maternityDays: whole(50, 365, 'days', 'the law gives fifty'),
  maternityAfterMonths: whole(0, 12, 'months'),
  hajjMaxDays: whole(0, 30, 'days'),
  emergencyDaysPerYear: whole(0, 30, 'days'),
  /**
   * The share of a year's annual leave (in %) that may be carried, unused, into the next service year; the rest of the
   * unused days is forfeited at the service-year boundary. Art. 80 caps it at half. Policies set before the setting
   * existed read as 50 (the default), without rewriting their events.
   */
  annualCarryOverMaxPercent: z
    .number({ message: 'Give a whole percentage from 0 to 50' })
    .int('Give a whole percentage from 0 to 50')
    .min(0, 'Give a whole percentage from 0 to 50')
    .max(50, 'At most half of the annual leave may be carried over (art. 80)')
    .default(50),
});
export type LeavePolicy = z.infer<typeof leavePolicy>;

export const DEFAULT_LEAVE_POLICY: LeavePolicy = {
  weekendDays: [5],
  publicHolidays: [],
  annualWeeksUnderFiveYears: 3,
  annualWeeksFromFiveYears: 4,
  annualUsableAfterMonths: 12,
  sickEligibleAfterMonths: 3,
  sickFullPayDays: 14,
  sickHalfPayDays: 28,
  sickUnpaidDays: 42,
  maternityDays: 50,
  maternityAfterMonths: 12,
  hajjMaxDays: 14,
  emergencyDaysPerYear: 3,
  annualCarryOverMaxPercent: 50,
};

export const workingDaysPerWeek = (policy: LeavePolicy) => 7 - new Set(policy.weekendDays).size;
