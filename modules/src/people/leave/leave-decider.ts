import type { Decider } from '@gym/kernel/commands/decider';
import { completedMonths, countedDays, daysFrom, serviceYear } from './leave-days.js';
import type { LeaveType } from './leave-days.js';
import type { DayPay, LeaveEvent } from './leave-events.js';
import type { LeavePolicy } from './leave-policy.js';
import { annualAvailableHundredths, compensatoryAvailable, emergencyUsedInYear } from './leave-balances.js';
import { leaveRefusals } from './leave-refusals.js';

export interface LeaveRequest {
  readonly requestId: string;
  readonly leaveType: LeaveType;
  readonly from: string;
  readonly to: string;
  readonly days: number;
  readonly status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  readonly paidDays: readonly { day: string; pay: DayPay }[];
}

export interface LeaveState {
  readonly requests: ReadonlyMap<string, LeaveRequest>;
  readonly compensatoryGranted: number;
}

/** What a decision needs to know of the employee, the rules and the day. */
export interface LeaveFacts {
  readonly hireDate: string;
  readonly lastDay: string | null;
  readonly policy: LeavePolicy;
}

export type LeaveCommand =
  | {
      type: 'RequestLeave';
      requestId: string;
      employeeId: string;
      leaveType: LeaveType;
      from: string;
      to: string;
      reason: string;
      facts: LeaveFacts;
    }
  | { type: 'ApproveLeave'; requestId: string; employeeId: string; facts: LeaveFacts }
  | { type: 'RejectLeave'; requestId: string; employeeId: string; reason: string }
  | { type: 'CancelLeave'; requestId: string; employeeId: string; today: string }
  | { type: 'GrantCompensatoryLeave'; creditId: string; employeeId: string; days: number; reason: string };

const live = (r: LeaveRequest) => r.status === 'pending' || r.status === 'approved';
const inDays = (hundredths: number) => Math.round(hundredths) / 100;

/** The checks every request passes at the time it is made: dates, overlap, eligibility, balance. */
function checkRequest(command: Extract<LeaveCommand, { type: 'RequestLeave' }>, state: LeaveState): number {
  const { facts, leaveType, from, to } = command;
  const { policy } = facts;
  if (to < from) throw leaveRefusals.invalid('end_before_start');
  if (from < facts.hireDate) throw leaveRefusals.invalid('before_hire', { hireDate: facts.hireDate });
  if (facts.lastDay && to > facts.lastDay) throw leaveRefusals.invalid('after_last_day', { lastDay: facts.lastDay });
  const clash = [...state.requests.values()].find((r) => live(r) && r.from <= to && from <= r.to);
  if (clash)
    throw leaveRefusals.refuse('overlap', {
      status: clash.status,
      leaveType: clash.leaveType,
      from: clash.from,
      to: clash.to,
    });
  const days = countedDays(leaveType, from, to, policy).length;
  if (days === 0) throw leaveRefusals.invalid('no_working_days');
  const months = completedMonths(facts.hireDate, from);
  switch (leaveType) {
    case 'annual': {
      if (months < policy.annualUsableAfterMonths)
        throw leaveRefusals.refuse('annual_service', { months: policy.annualUsableAfterMonths });
      const available = annualAvailableHundredths(state, facts, from);
      if (days * 100 > available) throw leaveRefusals.refuse('annual_balance', { available: inDays(available), days });
      break;
    }
    case 'emergency': {
      const used = emergencyUsedInYear(state, from.slice(0, 4));
      if (used + days > policy.emergencyDaysPerYear)
        throw leaveRefusals.refuse('emergency_balance', { left: policy.emergencyDaysPerYear - used });
      break;
    }
    case 'compensatory': {
      const available = compensatoryAvailable(state);
      if (days > available) throw leaveRefusals.refuse('compensatory_balance', { available });
      break;
    }
    case 'maternity':
      if (months < policy.maternityAfterMonths)
        throw leaveRefusals.refuse('maternity_service', { months: policy.maternityAfterMonths });
      if (days > policy.maternityDays) throw leaveRefusals.refuse('maternity_max', { days: policy.maternityDays });
      break;
    case 'hajj':
      if ([...state.requests.values()].some((r) => live(r) && r.leaveType === 'hajj'))
        throw leaveRefusals.refuse('hajj_once');
      if (days > policy.hajjMaxDays) throw leaveRefusals.refuse('hajj_max', { days: policy.hajjMaxDays });
      break;
    case 'sick': {
      const limit = policy.sickFullPayDays + policy.sickHalfPayDays + policy.sickUnpaidDays;
      const byYear = sickDaysByServiceYear(state, facts.hireDate);
      const wanted = countedDays('sick', from, to, policy);
      const over = wanted.find((day) => {
        const year = serviceYear(facts.hireDate, day);
        byYear.set(year, (byYear.get(year) ?? 0) + 1);
        return byYear.get(year)! > limit;
      });
      if (over) throw leaveRefusals.refuse('sick_max', { days: limit });
      break;
    }
    case 'unpaid':
      break;
  }
  return days;
}

/** Sick days already asked for or approved, per service year. */
function sickDaysByServiceYear(state: LeaveState, hireDate: string): Map<number, number> {
  const byYear = new Map<number, number>();
  for (const r of state.requests.values()) {
    if (!live(r) || r.leaveType !== 'sick') continue;
    for (const day of daysFrom(r.from, r.to)) {
      const year = serviceYear(hireDate, day);
      byYear.set(year, (byYear.get(year) ?? 0) + 1);
    }
  }
  return byYear;
}

/**
 * How each day of an approved request is paid. Sick leave (art. 82): unpaid in the first months of service; then,
 * per year of service, the first `sickFullPayDays` approved sick days on full pay, the next `sickHalfPayDays` on
 * half pay, the rest unpaid. Unpaid and Hajj leave are unpaid; every other type is on full pay.
 */
export function payOfDays(
  request: Pick<LeaveRequest, 'leaveType' | 'from' | 'to'>,
  state: LeaveState,
  facts: LeaveFacts,
): { day: string; pay: DayPay }[] {
  const days = countedDays(request.leaveType, request.from, request.to, facts.policy);
  if (request.leaveType === 'unpaid' || request.leaveType === 'hajj')
    return days.map((day) => ({ day, pay: 'unpaid' }));
  if (request.leaveType !== 'sick') return days.map((day) => ({ day, pay: 'full' }));
  const { policy, hireDate } = facts;
  const taken = new Map<number, number>();
  for (const r of state.requests.values()) {
    if (r.status !== 'approved' || r.leaveType !== 'sick') continue;
    for (const { day } of r.paidDays) {
      if (completedMonths(hireDate, day) < policy.sickEligibleAfterMonths) continue;
      const year = serviceYear(hireDate, day);
      taken.set(year, (taken.get(year) ?? 0) + 1);
    }
  }
  return days.map((day) => {
    if (completedMonths(hireDate, day) < policy.sickEligibleAfterMonths) return { day, pay: 'unpaid' as const };
    const year = serviceYear(hireDate, day);
    const index = taken.get(year) ?? 0;
    taken.set(year, index + 1);
    const pay: DayPay =
      index < policy.sickFullPayDays
        ? 'full'
        : index < policy.sickFullPayDays + policy.sickHalfPayDays
          ? 'half'
          : 'unpaid';
    return { day, pay };
  });
}

export const leaveDecider: Decider<LeaveState, LeaveCommand, LeaveEvent> = {
  initialState: () => ({ requests: new Map(), compensatoryGranted: 0 }),
  evolve(state, event) {
    const requests = new Map(state.requests);
    switch (event.type) {
      case 'LeaveRequested': {
        const { requestId, leaveType, from, to, days } = event.data;
        requests.set(requestId, { requestId, leaveType, from, to, days, status: 'pending', paidDays: [] });
        return { ...state, requests };
      }
      case 'LeaveApproved': {
        const r = requests.get(event.data.requestId);
        if (r) requests.set(r.requestId, { ...r, status: 'approved', paidDays: event.data.days });
        return { ...state, requests };
      }
      case 'LeaveRejected':
      case 'LeaveCancelled': {
        const r = requests.get(event.data.requestId);
        const status = event.type === 'LeaveRejected' ? 'rejected' : 'cancelled';
        if (r) requests.set(r.requestId, { ...r, status });
        return { ...state, requests };
      }
      case 'CompensatoryLeaveGranted':
        return { ...state, compensatoryGranted: state.compensatoryGranted + event.data.days };
      case 'LeavePolicySet':
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'GrantCompensatoryLeave') {
      if (command.days <= 0 || command.days > 30) throw leaveRefusals.invalid('grant_days');
      const { type: _type, ...data } = command;
      return [{ type: 'CompensatoryLeaveGranted', data }];
    }
    if (command.type === 'RequestLeave') {
      if (state.requests.has(command.requestId)) throw leaveRefusals.refuse('exists');
      const days = checkRequest(command, state);
      const { requestId, employeeId, leaveType, from, to, reason } = command;
      return [{ type: 'LeaveRequested', data: { requestId, employeeId, leaveType, from, to, days, reason } }];
    }
    const request = state.requests.get(command.requestId);
    if (!request) throw leaveRefusals.missing('not_found');
    const { requestId, employeeId } = command;
    switch (command.type) {
      case 'ApproveLeave':
        if (request.status === 'approved') return [];
        if (request.status !== 'pending') throw leaveRefusals.refuse('closed', { status: request.status });
        return [
          { type: 'LeaveApproved', data: { requestId, employeeId, days: payOfDays(request, state, command.facts) } },
        ];
      case 'RejectLeave':
        if (request.status === 'rejected') return [];
        if (request.status !== 'pending') throw leaveRefusals.refuse('cannot_reject', { status: request.status });
        if (!command.reason.trim()) throw leaveRefusals.invalid('rejection_reason');
        return [{ type: 'LeaveRejected', data: { requestId, employeeId, reason: command.reason } }];
      case 'CancelLeave':
        if (request.status === 'cancelled') return [];
        if (!live(request)) throw leaveRefusals.refuse('closed', { status: request.status });
        if (request.from <= command.today) throw leaveRefusals.refuse('started');
        return [{ type: 'LeaveCancelled', data: { requestId, employeeId } }];
    }
  },
};
