import { describe, expect, it } from 'vitest';
import { fold } from '@gym/kernel/commands/decider';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { leaveBalance } from './leave-balances.js';
import { leaveDecider } from './leave-decider.js';
import type { LeaveCommand, LeaveFacts } from './leave-decider.js';
import { accruedAnnualHundredths, completedMonths, countedDays } from './leave-days.js';
import type { LeaveType } from './leave-days.js';
import type { LeaveEvent } from './leave-events.js';
import { DEFAULT_LEAVE_POLICY, leavePolicy } from './leave-policy.js';
import { leaveEvents } from './leave-events.js';
import { policyDecider } from './leave-commands.js';
import { createEventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { EventDefinition } from '@gym/events/catalogue/define-event';

const spec = deciderSpec(leaveDecider);
const policy = DEFAULT_LEAVE_POLICY; // Friday weekend: 6 working days a week
const facts = (hireDate: string): LeaveFacts => ({ hireDate, lastDay: null, policy });
const request = (
  requestId: string,
  leaveType: LeaveType,
  from: string,
  to: string,
  hireDate = '2023-01-01',
): Extract<LeaveCommand, { type: 'RequestLeave' }> => ({
  type: 'RequestLeave',
  requestId,
  employeeId: 'e1',
  leaveType,
  from,
  to,
  reason: '',
  facts: facts(hireDate),
});
/** The events of a request that was made and approved, as the decider itself decides them. */
function approved(history: LeaveEvent[], command: Extract<LeaveCommand, { type: 'RequestLeave' }>): LeaveEvent[] {
  const asked = leaveDecider.decide(command, fold(leaveDecider, history));
  const after = [...history, ...asked];
  const ok = leaveDecider.decide(
    { type: 'ApproveLeave', requestId: command.requestId, employeeId: 'e1', facts: command.facts },
    fold(leaveDecider, after),
  );
  return [...after, ...ok];
}

describe('annual leave accrual (art. 79: three weeks a year under five years of service, four weeks from five)', () => {
  it('counts whole months of service from the hire date', () => {
    expect(completedMonths('2024-03-15', '2024-04-14')).toBe(0);
    expect(completedMonths('2024-03-15', '2024-04-15')).toBe(1);
    expect(completedMonths('2024-01-31', '2025-01-31')).toBe(12);
  });

  it('earns 1.5 working days a month in the first five years (18 a year = 3 weeks of 6 days), 2 a month after', () => {
    expect(accruedAnnualHundredths('2024-01-01', '2024-02-01', policy)).toBe(150);
    expect(accruedAnnualHundredths('2024-01-01', '2025-01-01', policy)).toBe(1800);
    expect(accruedAnnualHundredths('2020-01-01', '2025-01-01', policy)).toBe(60 * 150);
    expect(accruedAnnualHundredths('2020-01-01', '2025-02-01', policy)).toBe(60 * 150 + 200);
    expect(accruedAnnualHundredths('2020-01-01', '2026-01-01', policy)).toBe(60 * 150 + 12 * 200);
  });

  it("a week is the gym's working days: with a Friday-Saturday weekend, three weeks are 15 days (1.25 a month)", () => {
    expect(accruedAnnualHundredths('2024-01-01', '2025-01-01', { ...policy, weekendDays: [5, 6] })).toBe(1500);
  });

  it('annual leave counts working days: weekends and public holidays are not taken from the balance', () => {
    // 2026-12-13 (Sun) to 2026-12-19 (Sat): Friday 18 is the weekend; 18 December is also National Day.
    expect(countedDays('annual', '2026-12-13', '2026-12-19', policy)).toHaveLength(6);
    expect(
      countedDays('annual', '2026-12-13', '2026-12-19', { ...policy, publicHolidays: ['2026-12-17'] }),
    ).toHaveLength(5);
    expect(countedDays('sick', '2026-12-13', '2026-12-19', policy)).toHaveLength(7);
  });
});

describe('leave requests', () => {
  it('records a request with the days it uses', () =>
    spec
      .given([])
      .when(request('r1', 'annual', '2026-12-13', '2026-12-19'))
      .then([
        {
          type: 'LeaveRequested',
          data: {
            requestId: 'r1',
            employeeId: 'e1',
            leaveType: 'annual',
            from: '2026-12-13',
            to: '2026-12-19',
            days: 6,
            reason: '',
          },
        },
      ]));

  it('refuses a request overlapping another pending or approved one; a rejected one frees its dates', () => {
    const first = leaveDecider.decide(request('r1', 'annual', '2026-12-13', '2026-12-19'), fold(leaveDecider, []));
    spec
      .given(first)
      .when(request('r2', 'unpaid', '2026-12-19', '2026-12-22'))
      .thenRefused(409, /overlap pending annual leave/, 'leave.overlap');
    const rejected: LeaveEvent = { type: 'LeaveRejected', data: { requestId: 'r1', employeeId: 'e1', reason: 'Busy' } };
    expect(
      leaveDecider.decide(
        request('r2', 'unpaid', '2026-12-19', '2026-12-22'),
        fold(leaveDecider, [...first, rejected]),
      ),
    ).toHaveLength(1);
  });

  it('never lets the annual balance go below zero, counting pending requests; unpaid leave is always possible', () => {
    // Hired 2025-11-01: on 2026-11-01 12 months are complete, 18 days earned.
    const hire = '2025-11-01';
    const history = approved([], request('r1', 'annual', '2026-11-01', '2026-11-14', hire)); // 12 working days
    spec
      .given(history)
      .when(request('r2', 'annual', '2026-11-15', '2026-11-22', hire))
      .thenRefused(409, /Only 6 days of annual leave are available, not 7/, 'leave.annual_balance');
    expect(
      leaveDecider.decide(request('r2', 'annual', '2026-11-15', '2026-11-21', hire), fold(leaveDecider, history)),
    ).toHaveLength(1);
    expect(
      leaveDecider.decide(request('r3', 'unpaid', '2026-11-15', '2026-12-31', hire), fold(leaveDecider, history)),
    ).toHaveLength(1);
  });

  it('annual leave only after a year of service (art. 79); before that it is unpaid leave', () =>
    spec
      .given([])
      .when(request('r1', 'annual', '2026-06-01', '2026-06-02', '2026-01-01'))
      .thenRefused(409, /after 12 months.*unpaid/, 'leave.annual_service'));

  it('refuses dates that end before they start, before the hire date, or only a weekend', () => {
    spec
      .given([])
      .when(request('r1', 'unpaid', '2026-06-02', '2026-06-01'))
      .thenRefused(400, /end before/, 'leave.end_before_start');
    spec
      .given([])
      .when(request('r1', 'unpaid', '2022-06-01', '2022-06-02'))
      .thenRefused(400, /hire date/, 'leave.before_hire');
    spec
      .given([])
      .when(request('r1', 'annual', '2026-12-18', '2026-12-18'))
      .thenRefused(400, /weekend/, 'leave.no_working_days');
  });

  it('approval and rejection: only of a pending request; a reason is needed to reject', () => {
    const asked = leaveDecider.decide(request('r1', 'unpaid', '2026-06-01', '2026-06-02'), fold(leaveDecider, []));
    spec
      .given(asked)
      .when({ type: 'RejectLeave', requestId: 'r1', employeeId: 'e1', reason: ' ' })
      .thenRefused(400, /reason/, 'leave.rejection_reason');
    spec
      .given([...asked, { type: 'LeaveRejected', data: { requestId: 'r1', employeeId: 'e1', reason: 'No' } }])
      .when({ type: 'ApproveLeave', requestId: 'r1', employeeId: 'e1', facts: facts('2023-01-01') })
      .thenRefused(409, 'This request was rejected.', 'leave.closed');
    spec
      .given([])
      .when({ type: 'ApproveLeave', requestId: 'rx', employeeId: 'e1', facts: facts('2023-01-01') })
      .thenRefused(404, /not found/, 'leave.not_found');
  });
});

describe('sick leave tiers (art. 82: after 3 months of service; 2 weeks full pay, 4 weeks half, then up to 6 weeks unpaid)', () => {
  const pays = (events: LeaveEvent[], requestId: string) => {
    const e = events.find((x) => x.type === 'LeaveApproved' && x.data.requestId === requestId);
    const days = e?.type === 'LeaveApproved' ? e.data.days : [];
    return {
      full: days.filter((d) => d.pay === 'full').length,
      half: days.filter((d) => d.pay === 'half').length,
      unpaid: days.filter((d) => d.pay === 'unpaid').length,
    };
  };

  it('moves through full, half and unpaid pay by itself across requests of one service year', () => {
    let h = approved([], request('s1', 'sick', '2026-02-01', '2026-02-10')); // 10 days
    expect(pays(h, 's1')).toEqual({ full: 10, half: 0, unpaid: 0 });
    h = approved(h, request('s2', 'sick', '2026-03-01', '2026-03-30')); // 30 days: 4 full, 26 half
    expect(pays(h, 's2')).toEqual({ full: 4, half: 26, unpaid: 0 });
    h = approved(h, request('s3', 'sick', '2026-04-01', '2026-04-10')); // 2 half, 8 unpaid
    expect(pays(h, 's3')).toEqual({ full: 0, half: 2, unpaid: 8 });
    expect(leaveBalance(fold(leaveDecider, h), facts('2023-01-01'), '2026-04-11').sick).toMatchObject({
      full: 14,
      half: 28,
      unpaid: 8,
      fullLeft: 0,
      halfLeft: 0,
    });
  });

  it('starts again in the next year of service', () => {
    const h = approved([], request('s1', 'sick', '2025-12-20', '2026-01-05')); // hired 2023-01-01: year changes on 1 January
    expect(pays(h, 's1')).toEqual({ full: 17, half: 0, unpaid: 0 });
  });

  it('is unpaid in the first three months of service', () => {
    const h = approved([], request('s1', 'sick', '2026-03-30', '2026-04-02', '2026-01-01'));
    expect(pays(h, 's1')).toEqual({ full: 2, half: 0, unpaid: 2 });
  });

  it('refuses sick leave beyond twelve weeks in a year of service', () => {
    const h = approved([], request('s1', 'sick', '2026-01-01', '2026-03-25')); // 84 days
    expect(pays(h, 's1')).toEqual({ full: 14, half: 28, unpaid: 42 });
    spec
      .given(h)
      .when(request('s2', 'sick', '2026-04-01', '2026-04-01'))
      .thenRefused(409, /at most 84 days/, 'leave.sick_max');
  });
});

describe('other leave types', () => {
  it('emergency leave: the yearly allowance; compensatory leave: the days granted', () => {
    const h = approved([], request('x1', 'emergency', '2026-05-03', '2026-05-04'));
    spec
      .given(h)
      .when(request('x2', 'emergency', '2026-06-07', '2026-06-08'))
      .thenRefused(409, /Only 1 days of emergency/, 'leave.emergency_balance');
    spec
      .given([])
      .when(request('c1', 'compensatory', '2026-05-03', '2026-05-03'))
      .thenRefused(409, /Only 0 days of compensatory/, 'leave.compensatory_balance');
    const granted: LeaveEvent = {
      type: 'CompensatoryLeaveGranted',
      data: { creditId: 'g', employeeId: 'e1', days: 2, reason: 'Worked Eid' },
    };
    expect(
      leaveDecider.decide(request('c1', 'compensatory', '2026-05-03', '2026-05-04'), fold(leaveDecider, [granted])),
    ).toHaveLength(1);
  });

  it('Hajj: unpaid, at most 14 days, once; maternity: 50 days on full pay after a year of service', () => {
    const h = approved([], request('h1', 'hajj', '2026-05-20', '2026-06-02'));
    const hajj = h.find((e) => e.type === 'LeaveApproved');
    expect(hajj?.type === 'LeaveApproved' && hajj.data.days.every((d) => d.pay === 'unpaid')).toBe(true);
    spec
      .given(h)
      .when(request('h2', 'hajj', '2027-05-20', '2027-05-21'))
      .thenRefused(409, /once/, 'leave.hajj_once');
    spec
      .given([])
      .when(request('m1', 'maternity', '2026-01-01', '2026-02-20'))
      .thenRefused(409, /at most 50 days/, 'leave.maternity_max');
    spec
      .given([])
      .when(request('m1', 'maternity', '2026-03-01', '2026-03-10', '2025-06-01'))
      .thenRefused(409, /12 months/, 'leave.maternity_service');
  });
});

describe('annual leave carry-over (art. 80: at most half of the annual leave may be postponed to the next year)', () => {
  // Hired 2023-01-01, Friday weekend: 18 working days a year. The 18 days earned in 2023 are due during 2024.
  const hire = '2023-01-01';
  const withCap = (annualCarryOverMaxPercent: number): LeaveFacts => ({
    hireDate: hire,
    lastDay: null,
    policy: { ...policy, annualCarryOverMaxPercent },
  });
  const took = (from: string, to: string, cap = 50) =>
    approved([], { ...request('a1', 'annual', from, to, hire), facts: withCap(cap) });
  const twoDays = () => took('2024-06-02', '2024-06-03'); // Sunday and Monday
  const tenDays = () => took('2024-06-02', '2024-06-12'); // Friday 7 June is the weekend
  const annual = (events: LeaveEvent[], day: string, cap = 50) =>
    leaveBalance(fold(leaveDecider, events), withCap(cap), day).annual;

  it('the requests the cases use are 2 and 10 working days', () => {
    expect(countedDays('annual', '2024-06-02', '2024-06-03', policy)).toHaveLength(2);
    expect(countedDays('annual', '2024-06-02', '2024-06-12', policy)).toHaveLength(10);
  });

  it('the default is half (50%), and a policy set before the setting existed reads as 50', () => {
    expect(DEFAULT_LEAVE_POLICY.annualCarryOverMaxPercent).toBe(50);
    const { annualCarryOverMaxPercent: _dropped, ...older } = DEFAULT_LEAVE_POLICY;
    const stored = { type: 'LeavePolicySet', schemaVersion: 1, data: { ...older, emergencyDaysPerYear: 5 } };
    const parsed = createEventCatalogue(leaveEvents as unknown as EventDefinition[]).parseEvent(stored);
    expect(parsed.data).toEqual({ ...DEFAULT_LEAVE_POLICY, emergencyDaysPerYear: 5 });
    expect(fold(policyDecider, [parsed as LeaveEvent])).toEqual({ ...DEFAULT_LEAVE_POLICY, emergencyDaysPerYear: 5 });
  });

  it('more than half a year is refused: the law allows no more', () => {
    expect(leavePolicy.safeParse({ ...DEFAULT_LEAVE_POLICY, annualCarryOverMaxPercent: 51 }).success).toBe(false);
    expect(leavePolicy.safeParse({ ...DEFAULT_LEAVE_POLICY, annualCarryOverMaxPercent: -1 }).success).toBe(false);
    expect(leavePolicy.safeParse({ ...DEFAULT_LEAVE_POLICY, annualCarryOverMaxPercent: 0 }).success).toBe(true);
  });

  it('nothing is carried or forfeited in the first year of service: the days earned then are only becoming due', () => {
    expect(annual([], '2024-01-01')).toMatchObject({ accrued: 18, carriedOver: 0, forfeited: 0, available: 18 });
    expect(annual([], '2024-12-31', 0)).toMatchObject({ accrued: 34.5, carriedOver: 0, forfeited: 0 });
  });

  it('18 days due, 2 taken, cap 50%: 16 unused, 9 carried (half of 18), 7 forfeited', () => {
    expect(annual(twoDays(), '2024-12-31')).toMatchObject({ carriedOver: 0, forfeited: 0, available: 32.5 });
    // 2025-01-01: earned 36, taken 2, forfeited 7 → 27 left (the 9 carried and the 18 earned in 2024).
    expect(annual(twoDays(), '2025-01-01')).toMatchObject({
      accrued: 36,
      carriedOver: 9,
      forfeited: 7,
      taken: 2,
      available: 27,
    });
  });

  it('18 days due, 10 taken, cap 50%: the 8 unused are under the cap of 9, all 8 carried, none forfeited', () => {
    expect(annual(tenDays(), '2025-01-01')).toMatchObject({ carriedOver: 8, forfeited: 0, available: 26 });
  });

  it('cap 0: every unused day due is forfeited at the boundary (2 taken: 16 lost)', () => {
    expect(annual(twoDays(), '2025-01-01', 0)).toMatchObject({ carriedOver: 0, forfeited: 16, available: 18 });
  });

  it('carried days do not pile up: a year later, the 9 carried and the 18 due are capped again at 9', () => {
    // 2026-01-01: 27 due during 2025, none taken → 9 carried, 18 more forfeited (25 in all); 54 − 2 − 25 = 27.
    expect(annual(twoDays(), '2026-01-01')).toMatchObject({ carriedOver: 9, forfeited: 25, available: 27 });
  });

  it('the balance check counts the forfeited days: 27 days can be asked for on 2025-01-05, not 28', () => {
    // 2025-01-05 (Sunday) to 2025-02-05: 28 working days; to 2025-02-04: 27.
    spec
      .given(twoDays())
      .when({ ...request('a2', 'annual', '2025-01-05', '2025-02-05', hire), facts: withCap(50) })
      .thenRefused(409, /Only 27 days of annual leave are available, not 28/);
    expect(
      leaveDecider.decide(
        { ...request('a2', 'annual', '2025-01-05', '2025-02-04', hire), facts: withCap(50) },
        fold(leaveDecider, twoDays()),
      ),
    ).toHaveLength(1);
    spec
      .given(twoDays())
      .when({ ...request('a2', 'annual', '2025-01-05', '2025-02-04', hire), facts: withCap(0) })
      .thenRefused(409, /Only 18 days of annual leave are available, not 27/);
  });
});
