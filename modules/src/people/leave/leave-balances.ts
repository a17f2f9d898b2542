import type { LeaveFacts, LeaveState } from './leave-decider.js';
import { accruedAnnualHundredths, accruedForMonths, completedMonths, serviceYear } from './leave-days.js';
import { workingDaysPerWeek } from './leave-policy.js';

const live = (status: string) => status === 'pending' || status === 'approved';

/**
 * Annual leave carried over and forfeited by `day` (art. 80), in hundredths of a day. The days earned in a service
 * year are due from its end and are to be taken in the next one; at each service-year boundary the days that were
 * due when the year began (earned the year before, plus what was carried into it) and are still unused are carried
 * into the next year up to `annualCarryOverMaxPercent` of a year's leave (as earned the year before: 18 days with
 * three weeks of six working days, so 9 at 50%); the rest is forfeited. Days taken come off the oldest days first;
 * a request counts in the service year it starts in (pending requests too, as for the balance). The days earned in
 * the year that ends are never touched: they have just become due. Hired 2023-01-01, 18 days a year, cap 50%: the
 * 18 days earned in 2023 are due during 2024; 2 taken in 2024 leave 16 on 2025-01-01, 9 carried and 7 forfeited.
 */
export function annualCarryOver(
  state: LeaveState,
  facts: LeaveFacts,
  day: string,
): { carriedOverHundredths: number; forfeitedHundredths: number } {
  const { hireDate, policy } = facts;
  const usedByYear = new Map<number, number>();
  for (const r of state.requests.values()) {
    if (r.leaveType !== 'annual' || !live(r.status)) continue;
    const year = serviceYear(hireDate, r.from);
    usedByYear.set(year, (usedByYear.get(year) ?? 0) + r.days * 100);
  }
  const earnedIn = (year: number) =>
    year < 0 ? 0 : accruedForMonths((year + 1) * 12, policy) - accruedForMonths(year * 12, policy);
  let due = 0;
  let carried = 0;
  let forfeited = 0;
  for (let year = 0; year < serviceYear(hireDate, day); year++) {
    const used = usedByYear.get(year) ?? 0;
    const oldLeft = Math.max(0, due - used);
    const newLeft = earnedIn(year) - Math.max(0, used - due);
    carried = Math.min(oldLeft, Math.floor((earnedIn(year - 1) * policy.annualCarryOverMaxPercent) / 100));
    forfeited += oldLeft - carried;
    due = carried + newLeft;
  }
  return { carriedOverHundredths: carried, forfeitedHundredths: forfeited };
}

/**
 * Annual leave earned by `day` minus every annual day approved or waiting and every day forfeited at a service-year
 * boundary (beyond the carry-over cap), in hundredths of a day.
 */
export function annualAvailableHundredths(state: LeaveState, facts: LeaveFacts, day: string): number {
  const used = [...state.requests.values()]
    .filter((r) => r.leaveType === 'annual' && live(r.status))
    .reduce((sum, r) => sum + r.days, 0);
  const { forfeitedHundredths } = annualCarryOver(state, facts, day);
  return accruedAnnualHundredths(facts.hireDate, day, facts.policy) - used * 100 - forfeitedHundredths;
}

export function emergencyUsedInYear(state: LeaveState, year: string): number {
  return [...state.requests.values()]
    .filter((r) => r.leaveType === 'emergency' && live(r.status) && r.from.startsWith(year))
    .reduce((sum, r) => sum + r.days, 0);
}

export function compensatoryAvailable(state: LeaveState): number {
  const used = [...state.requests.values()]
    .filter((r) => r.leaveType === 'compensatory' && live(r.status))
    .reduce((sum, r) => sum + r.days, 0);
  return state.compensatoryGranted - used;
}

export interface LeaveBalance {
  annual: {
    perYear: number;
    accrued: number;
    /** Unused days brought into this service year at its start (at most the carry-over cap). */
    carriedOver: number;
    /** Unused days lost at service-year boundaries, beyond the carry-over cap, over the whole service. */
    forfeited: number;
    taken: number;
    pending: number;
    available: number;
    /** The policy's cap, in % of a year's leave. */
    carryOverMaxPercent: number;
  };
  sick: { serviceYear: number; full: number; half: number; unpaid: number; fullLeft: number; halfLeft: number };
  emergency: { perYear: number; used: number; available: number };
  compensatory: { granted: number; available: number };
  unpaidDays: number;
}

/** An employee's balance sheet on a day: days, not money (annual in days with two decimals). */
export function leaveBalance(state: LeaveState, facts: LeaveFacts, day: string): LeaveBalance {
  const requests = [...state.requests.values()];
  const sum = (type: string, status: string) =>
    requests.filter((r) => r.leaveType === type && r.status === status).reduce((s, r) => s + r.days, 0);
  const { policy, hireDate } = facts;
  const years = serviceYear(hireDate, day);
  const sickThisYear = requests
    .filter((r) => r.leaveType === 'sick' && r.status === 'approved')
    .flatMap((r) => r.paidDays)
    .filter(
      (d) =>
        serviceYear(hireDate, d.day) === years && completedMonths(hireDate, d.day) >= policy.sickEligibleAfterMonths,
    );
  const count = (pay: string) => sickThisYear.filter((d) => d.pay === pay).length;
  const weeks =
    completedMonths(hireDate, day) >= 60 ? policy.annualWeeksFromFiveYears : policy.annualWeeksUnderFiveYears;
  const emergencyUsed = emergencyUsedInYear(state, day.slice(0, 4));
  const carry = annualCarryOver(state, facts, day);
  return {
    annual: {
      perYear: weeks * workingDaysPerWeek(policy),
      accrued: accruedAnnualHundredths(hireDate, day, policy) / 100,
      carriedOver: carry.carriedOverHundredths / 100,
      forfeited: carry.forfeitedHundredths / 100,
      taken: sum('annual', 'approved'),
      pending: sum('annual', 'pending'),
      available: annualAvailableHundredths(state, facts, day) / 100,
      carryOverMaxPercent: policy.annualCarryOverMaxPercent,
    },
    sick: {
      serviceYear: years,
      full: count('full'),
      half: count('half'),
      unpaid: count('unpaid'),
      fullLeft: Math.max(0, policy.sickFullPayDays - count('full')),
      halfLeft: Math.max(0, policy.sickHalfPayDays - count('half')),
    },
    emergency: {
      perYear: policy.emergencyDaysPerYear,
      used: emergencyUsed,
      available: policy.emergencyDaysPerYear - emergencyUsed,
    },
    compensatory: { granted: state.compensatoryGranted, available: compensatoryAvailable(state) },
    unpaidDays: requests
      .filter((r) => r.status === 'approved')
      .flatMap((r) => r.paidDays)
      .filter((d) => d.pay === 'unpaid').length,
  };
}
