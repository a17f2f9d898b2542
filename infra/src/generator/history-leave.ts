import { DomainError } from '@gym/kernel/commands/domain-error';
import { annualAvailableHundredths } from '@gym/modules/people/leave/leave-balances';
import { policyDecider } from '@gym/modules/people/leave/leave-commands';
import type { LeaveCommand, LeaveFacts } from '@gym/modules/people/leave/leave-decider';
import type { LeaveType } from '@gym/modules/people/leave/leave-days';
import { countedDays } from '@gym/modules/people/leave/leave-days';
import { LEAVE_POLICY_STREAM } from '@gym/modules/people/leave/leave-events';
import { DEFAULT_LEAVE_POLICY } from '@gym/modules/people/leave/leave-policy';
import type { Part } from './history-model.js';
import { DecidedStream } from './decided-stream.js';
import { DAY_MS, FRIDAY, dateOf, dayNumber, instantAt, monthOf, ramadanEnd, weekday } from './gym-calendar.js';
import type { HistoryContext } from './history-context.js';
import type { Employee, StaffBook } from './history-staff.js';

const REJECTIONS = [
  'Two people of the same team are already off that week; please pick other dates.',
  'Peak season at the desk (January sign-ups); please move it by two weeks.',
];
const SICK_REASONS = ['Fever', 'Flu', 'Back pain', 'Stomach bug', 'Dental surgery', 'Migraine'];
const EMERGENCY_REASONS = ['Family emergency', 'Child taken ill', 'Bereavement in the family'];
const UNPAID_REASONS = ['Travel home for a family wedding', 'Extra days after annual leave', 'Personal matters'];
const ANNUAL_REASONS = ['Annual leave: travelling home', 'Annual leave', 'Summer vacation with family'];

/**
 * Qatar's public holidays of the years the history covers, as the gym enters them in its leave rules: National Day
 * (18 December), National Sport Day (second Tuesday of February), and three days each of Eid al-Fitr (after the
 * last day of Ramadan) and Eid al-Adha (about 69 days after Eid al-Fitr), for the years whose Ramadan is known.
 */
export function qatarHolidays(firstYear: number, lastYear: number): string[] {
  const days: number[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    const february = dayNumber(`${year}-02-01`);
    const firstTuesday = february + ((2 - weekday(february) + 7) % 7);
    days.push(firstTuesday + 7, dayNumber(`${year}-12-18`));
    const end = ramadanEnd(year);
    if (end !== null) for (let i = 1; i <= 3; i++) days.push(end + i, end + 69 + i);
  }
  // The rule keeps at most 60: the latest years matter.
  return [...new Set(days)]
    .sort((a, b) => a - b)
    .slice(-60)
    .map(dateOf);
}

/**
 * Leave as the Staff page shows it: the gym's rules set on the opening day; sick days reported the morning they start
 * and approved the same day; emergency and unpaid leave now and then; annual leave once a year of service, asked
 * for weeks ahead, mostly for the summer, approved (now and then refused, or withdrawn before it starts). Requests
 * the rules refuse (a balance too small, dates that overlap) are simply not made. One request always waits for a
 * decision on the history's last day.
 */
export class LeaveBook {
  readonly policy = new DecidedStream(LEAVE_POLICY_STREAM, policyDecider);

  constructor(
    private readonly ctx: HistoryContext,
    private readonly staff: StaffBook,
  ) {}

  plan(): void {
    const ctx = this.ctx;
    const manager = ctx.staff.manager;
    const firstYear = new Date(ctx.firstDay * DAY_MS).getUTCFullYear();
    const lastYear = new Date(ctx.lastDay * DAY_MS).getUTCFullYear() + 1;
    const policy = { ...DEFAULT_LEAVE_POLICY, publicHolidays: qatarHolidays(firstYear, lastYear) };
    ctx.schedule(ctx.firstDay, () =>
      ctx.officeCommand(instantAt(ctx.firstDay, 7 * 60 + 20), manager, () => [
        this.policy.decide({ type: 'SetLeavePolicy', policy }),
      ]),
    );
    for (let day = ctx.firstDay; day <= ctx.lastDay;) {
      const start = day;
      ctx.schedule(start, () => this.month(start));
      const next = new Date(day * DAY_MS);
      day = Math.round(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 1) / DAY_MS);
    }
    // Waiting for a decision on the last day, whatever day that is: asked yesterday, for about three weeks ahead.
    const askedOn = Math.max(ctx.firstDay, ctx.lastDay - 1);
    ctx.schedule(askedOn, () => {
      const employee = this.staff.inService(askedOn).find((e) => e.account !== null && e.recordDay < askedOn);
      if (employee) this.pendingRequest(employee, askedOn);
    });
  }

  /** A month of one employee's leave, drawn at its start. */
  private month(day: number): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const summer = [6, 7, 8].includes(monthOf(day));
    for (const employee of this.staff.inService(day)) {
      if (r.chance(0.18)) {
        const from = day + r.int(0, 27);
        this.ask(employee, 'sick', from, from + r.int(0, 2), r.pick(SICK_REASONS), from, 0, r.int(7 * 60, 9 * 60));
      }
      if (r.chance(0.04)) {
        const from = day + r.int(0, 27);
        const reason = r.pick(EMERGENCY_REASONS);
        this.ask(employee, 'emergency', from, from + r.int(0, 1), reason, from, 0, r.int(7 * 60, 10 * 60));
      }
      if (r.chance(0.015)) {
        const asked = day + r.int(0, 20);
        const from = asked + r.int(7, 30);
        this.ask(employee, 'unpaid', from, from + r.int(2, 9), r.pick(UNPAID_REASONS), asked, r.int(1, 3));
      }
      if (r.chance(summer ? 0.22 : 0.06)) {
        const asked = day + r.int(0, 20);
        const from = asked + r.int(14, 45);
        this.ask(employee, 'annual', from, from + r.int(11, 20), r.pick(ANNUAL_REASONS), asked, r.int(1, 3));
      }
    }
  }

  /**
   * A request on `askedOn`, by the employee when they sign in (the desk), else entered by the manager; decided
   * `decideAfter` days later by the manager (most approved; annual leave now and then refused or later withdrawn).
   */
  private ask(
    employee: Employee,
    leaveType: LeaveType,
    from: number,
    to: number,
    reason: string,
    askedOn: number,
    decideAfter: number,
    minute = 9 * 60 + this.ctx.office.int(0, 8 * 60),
  ): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const requestId = r.uuid();
    const asker = employee.account ?? ctx.staff.manager;
    ctx.schedule(askedOn, () => {
      if (employee.lastDay >= 0 && employee.lastDay < askedOn) return;
      ctx.officeCommand(instantAt(askedOn, minute), asker, () =>
        this.request(employee, {
          requestId,
          leaveType,
          from: dateOf(from),
          to: dateOf(leaveType === 'annual' ? this.fitAnnual(employee, from, to) : to),
          reason,
        }),
      );
      const decisionDay = askedOn + decideAfter;
      const decisionMinute =
        decideAfter === 0 ? Math.max(minute + 30, 12 * 60) + r.int(0, 180) : r.int(9 * 60, 13 * 60);
      const refused = leaveType === 'annual' && r.chance(0.07);
      const withdrawn = !refused && leaveType === 'annual' && r.chance(0.05) ? from - r.int(3, 8) : -1;
      ctx.schedule(decisionDay, () => {
        ctx.officeCommand(instantAt(decisionDay, decisionMinute), ctx.staff.manager, () =>
          this.decide(employee, requestId, refused ? { reject: r.pick(REJECTIONS) } : null),
        );
        if (withdrawn > decisionDay) {
          ctx.schedule(withdrawn, () =>
            ctx.officeCommand(instantAt(withdrawn, 10 * 60), asker, () => {
              const request = employee.leave.state.requests.get(requestId);
              if (!request || request.status !== 'approved') return [];
              return [
                employee.leave.decide({
                  type: 'CancelLeave',
                  requestId,
                  employeeId: employee.id,
                  today: dateOf(withdrawn),
                }),
              ];
            }),
          );
        }
      });
    });
  }

  /** The annual leave asked for, cut to what the balance allows when it is asked (none below three days). */
  private fitAnnual(employee: Employee, from: number, to: number): number {
    const facts = this.facts(employee);
    if (!facts) return to;
    const available = annualAvailableHundredths(employee.leave.state, facts, dateOf(from));
    let end = to;
    while (end >= from && countedDays('annual', dateOf(from), dateOf(end), facts.policy).length * 100 > available)
      end--;
    return countedDays('annual', dateOf(from), dateOf(end), facts.policy).length >= 3 ? end : to;
  }

  private pendingRequest(employee: Employee, askedOn: number): void {
    const ctx = this.ctx;
    const requestId = ctx.office.uuid();
    const asker = employee.account ?? ctx.staff.manager;
    ctx.officeCommand(instantAt(askedOn, 11 * 60 + 30), asker, () => {
      const requests = [...employee.leave.state.requests.values()];
      let from = askedOn + 21;
      const clash = (f: number) =>
        requests.some(
          (q) => (q.status === 'pending' || q.status === 'approved') && q.from <= dateOf(f + 6) && dateOf(f) <= q.to,
        );
      while (clash(from)) from += 7;
      const facts = this.facts(employee);
      const annual =
        facts !== null &&
        annualAvailableHundredths(employee.leave.state, facts, dateOf(from)) >= 600 &&
        weekday(from) !== FRIDAY;
      const to = annual ? this.fitAnnual(employee, from, from + 6) : from + 4;
      return this.request(employee, {
        requestId,
        leaveType: annual ? 'annual' : 'unpaid',
        from: dateOf(from),
        to: dateOf(to),
        reason: annual ? 'Annual leave: travelling home' : 'Personal matters',
      });
    });
  }

  /** The employee's hire and last day with the gym's rules, as `loadFacts` reads them. */
  private facts(employee: Employee): LeaveFacts | null {
    const details = employee.record.state.details;
    if (!details) return null;
    return { hireDate: details.hireDate, lastDay: employee.record.state.lastDay, policy: this.policy.state };
  }

  private request(
    employee: Employee,
    asked: { requestId: string; leaveType: LeaveType; from: string; to: string; reason: string },
  ): Part[] {
    const facts = this.facts(employee);
    if (!facts) return [];
    return this.decided(employee, { type: 'RequestLeave', employeeId: employee.id, ...asked, facts });
  }

  private decide(employee: Employee, requestId: string, refusal: { reject: string } | null): Part[] {
    const request = employee.leave.state.requests.get(requestId);
    const facts = this.facts(employee);
    if (!request || request.status !== 'pending' || !facts) return [];
    return this.decided(
      employee,
      refusal
        ? { type: 'RejectLeave', requestId, employeeId: employee.id, reason: refusal.reject }
        : { type: 'ApproveLeave', requestId, employeeId: employee.id, facts },
    );
  }

  /** What the rules refuse is not asked for (the person saw the refusal): nothing is appended then. */
  private decided(employee: Employee, command: LeaveCommand): Part[] {
    try {
      return [employee.leave.decide(command)];
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
  }
}
