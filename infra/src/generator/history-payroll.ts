import { draftLine, leavesWithin } from '@gym/modules/finance/payroll/draft-line';
import { DEFAULT_OVERTIME_RULES } from '@gym/modules/finance/payroll/overtime';
import { monthBounds, settingsDecider } from '@gym/modules/finance/payroll/payroll-commands';
import { runDecider } from '@gym/modules/finance/payroll/payroll-decider';
import type { RunCommand, RunState } from '@gym/modules/finance/payroll/payroll-decider';
import { PAYROLL_SETTINGS_STREAM, payrollRunStream } from '@gym/modules/finance/payroll/payroll-events';
import type { PayrollEvent, PayrollLine, PayrollSettings } from '@gym/modules/finance/payroll/payroll-events';
import { qatarIban } from '@gym/modules/people/staff/wps-identifiers';
import { annualAvailableHundredths } from '@gym/modules/people/leave/leave-balances';
import { DecidedStream } from './decided-stream.js';
import { DAY_MS, FRIDAY, dateOf, dayNumber, instantAt, isRamadan, weekday } from './gym-calendar.js';
import type { HistoryContext } from './history-context.js';
import type { ExpenseBook } from './history-expenses.js';
import type { LeaveBook } from './history-leave.js';
import type { Employee, StaffBook } from './history-staff.js';
import { qar } from './plan-catalogue.js';

/** The employer's WPS details as the manager enters them once (valid IDs and IBAN, so the SIF downloads). */
const WPS_SETTINGS: PayrollSettings = {
  employerEid: '10482736',
  payerEid: '10482736',
  payerQid: '',
  payerBankShortName: 'QNB',
  payerIban: qatarIban('QNBA', '000000000010482736001'),
  dayDivisor: 30,
  overtime: DEFAULT_OVERTIME_RULES,
};

/**
 * A year (or two) of payroll: each month drafted in the first days of the next from the staff records, the approved
 * leave and the trainers' PT sales (as the app drafts it), a few lines adjusted (an advance repaid, a Ramadan
 * allowance, the technician's overtime), sent for review, approved, and paid through the WPS file a few days later;
 * the salaries then go into the expenses. The month under way is not drafted; a month whose payday is after the
 * history's last day stays where it got to.
 */
export class PayrollBook {
  private readonly settings = new DecidedStream(PAYROLL_SETTINGS_STREAM, settingsDecider);
  private readonly runs = new Map<string, DecidedStream<RunState, RunCommand, PayrollEvent>>();

  constructor(
    private readonly ctx: HistoryContext,
    private readonly staff: StaffBook,
    private readonly leave: LeaveBook,
    private readonly expenses: ExpenseBook,
  ) {}

  plan(): void {
    const ctx = this.ctx;
    const start = new Date(ctx.firstDay * DAY_MS);
    for (let m = 0; ; m++) {
      const first = Math.round(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1) / DAY_MS);
      const next = Math.round(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m + 1, 1) / DAY_MS);
      if (next > ctx.lastDay) break;
      const month = dateOf(first).slice(0, 7);
      let draftDay = next + ctx.office.int(0, 2);
      if (weekday(draftDay) === FRIDAY) draftDay++;
      ctx.schedule(draftDay, () => this.runMonth(month, draftDay, m === 0));
    }
  }

  private runMonth(month: string, draftDay: number, first: boolean): void {
    const ctx = this.ctx;
    const r = ctx.office;
    const manager = ctx.staff.manager;
    const run = new DecidedStream(payrollRunStream(month), runDecider);
    this.runs.set(month, run);
    if (first) {
      ctx.officeCommand(instantAt(draftDay, 9 * 60 + 50), manager, () => [
        this.settings.decide({ type: 'SetPayrollSettings', settings: WPS_SETTINGS }),
      ]);
    }
    const draftMinute = 10 * 60 + r.int(0, 30);
    ctx.officeCommand(instantAt(draftDay, draftMinute), manager, () => [
      run.decide({
        type: 'DraftRun',
        month,
        daysInMonth: monthBounds(month).days,
        dayDivisor: this.settings.state.dayDivisor,
        overtime: this.settings.state.overtime,
        lines: this.lines(month),
      }),
    ]);

    // Adjustments the manager keys in before sending it for review.
    const { from } = monthBounds(month);
    const inMonth = this.staff.inService(dayNumber(from));
    const adjustments: { employee: Employee; change: Partial<Adjustment> }[] = [];
    const desk = inMonth.filter((e) => e.account !== null && e.details.jobTitle === 'Receptionist');
    if (desk.length > 0 && r.chance(0.3)) {
      adjustments.push({
        employee: r.pick(desk),
        change: { advances: qar(r.pick([500, 800, 1000])), note: 'Salary advance repaid' },
      });
    }
    if (isRamadan(dayNumber(from) + 14)) {
      for (const employee of desk)
        adjustments.push({ employee, change: { additions: qar(300), note: 'Ramadan late-shift allowance' } });
    }
    const technician = inMonth.find((e) => e.details.jobTitle === 'Maintenance Technician');
    if (technician && r.chance(0.4)) {
      adjustments.push({
        employee: technician,
        change: {
          overtimeHours: r.int(8, 40) / 4,
          nightOvertimeHours: r.chance(0.3) ? r.int(4, 16) / 4 : 0,
          note: 'Equipment repairs after hours',
        },
      });
    }
    adjustments.forEach(({ employee, change }, i) => {
      ctx.officeCommand(instantAt(draftDay, draftMinute + 10 + i), manager, () => {
        const line = run.state.lines.find((l) => l.employeeId === employee.id);
        if (!line) return [];
        return [
          run.decide({
            type: 'AdjustLine',
            month,
            employeeId: employee.id,
            additions: change.additions ?? line.additions,
            advances: change.advances ?? line.advances,
            otherDeductions: line.otherDeductions,
            note: change.note ?? line.note,
            ...(change.overtimeHours !== undefined ? { overtimeHours: change.overtimeHours } : {}),
            ...(change.nightOvertimeHours !== undefined ? { nightOvertimeHours: change.nightOvertimeHours } : {}),
          }),
        ];
      });
    });
    ctx.officeCommand(instantAt(draftDay, draftMinute + 40), manager, () => [run.decide({ type: 'SubmitRun', month })]);

    let approveDay = draftDay + 1;
    if (weekday(approveDay) === FRIDAY) approveDay++;
    ctx.schedule(approveDay, () =>
      ctx.officeCommand(instantAt(approveDay, 9 * 60 + 30), manager, () => [run.decide({ type: 'ApproveRun', month })]),
    );
    let payDay = approveDay + r.int(1, 3);
    if (weekday(payDay) === FRIDAY) payDay++;
    ctx.schedule(payDay, () => {
      ctx.officeCommand(instantAt(payDay, 12 * 60), manager, () => [
        run.decide({ type: 'MarkPaid', month, paidOn: dateOf(payDay) }),
      ]);
      this.expenses.salaries(payDay, month, () => run.state.lines.reduce((sum, l) => sum + l.net, 0));
    });
  }

  /** The month's lines as `draftRun` computes them from the records, leave and PT sales as they are now. */
  private lines(month: string): PayrollLine[] {
    const { from, to } = monthBounds(month);
    const lines: PayrollLine[] = [];
    const ptSales = this.ctx.ptSalesByTrainer(from, to);
    const people = this.staff.employees
      .filter((e) => {
        const details = e.record.state.details;
        const lastDay = e.record.state.lastDay;
        return details !== null && details.hireDate <= to && (lastDay === null || lastDay >= from);
      })
      .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
    for (const employee of people) {
      const d = employee.record.state.details!;
      const lastDay = employee.record.state.lastDay;
      const facts = { hireDate: d.hireDate, lastDay, policy: this.leave.policy.state };
      lines.push(
        draftLine({
          employeeId: employee.id,
          details: d,
          lastDay,
          leave: employee.leave.state,
          from,
          to,
          ptSales: d.trainerId && d.commissionRate > 0 ? (ptSales.get(d.trainerId) ?? 0) : 0,
          leaveInLieuHundredths: leavesWithin(lastDay, from, to)
            ? Math.max(0, annualAvailableHundredths(employee.leave.state, facts, lastDay!))
            : 0,
        }),
      );
    }
    return lines;
  }
}

interface Adjustment {
  readonly additions: number;
  readonly advances: number;
  readonly overtimeHours: number;
  readonly nightOvertimeHours: number;
  readonly note: string;
}
