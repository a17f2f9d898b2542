import type { LeaveFacts, LeaveState } from './leave-decider.js';
import { accruedAnnualHundredths, completedMonths, serviceYear } from './leave-days.js';
import { workingDaysPerWeek } from './leave-policy.js';

const live = (status: string) => status === 'pending' || status === 'approved';

/** Annual leave earned by `day` minus every annual day approved or waiting, in hundredths of a day. */
export function annualAvailableHundredths(state: LeaveState, facts: LeaveFacts, day: string): number {
  const used = [...state.requests.values()]
    .filter((r) => r.leaveType === 'annual' && live(r.status))
    .reduce((sum, r) => sum + r.days, 0);
  return accruedAnnualHundredths(facts.hireDate, day, facts.policy) - used * 100;
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
  annual: { perYear: number; accrued: number; taken: number; pending: number; available: number };
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
  return {
    annual: {
      perYear: weeks * workingDaysPerWeek(policy),
      accrued: accruedAnnualHundredths(hireDate, day, policy) / 100,
      taken: sum('annual', 'approved'),
      pending: sum('annual', 'pending'),
      available: annualAvailableHundredths(state, facts, day) / 100,
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
