import type { Decider } from '@gym/kernel/commands/decider';
import { payLine } from './payroll-arithmetic.js';
import { payrollRefusals } from './payroll-refusals.js';
import type { PayrollEvent, PayrollLine } from './payroll-events.js';
import { DEFAULT_OVERTIME_RULES } from './overtime.js';
import type { OvertimeRules } from './overtime.js';

export type RunStatus = 'none' | 'draft' | 'review' | 'approved' | 'paid';

export interface RunState {
  readonly status: RunStatus;
  readonly daysInMonth: number;
  readonly dayDivisor: number;
  readonly overtime: OvertimeRules;
  readonly lines: readonly PayrollLine[];
}

export type RunCommand =
  | {
      type: 'DraftRun';
      month: string;
      daysInMonth: number;
      dayDivisor: number;
      overtime: OvertimeRules;
      lines: readonly PayrollLine[];
    }
  | {
      type: 'AdjustLine';
      month: string;
      employeeId: string;
      additions: number;
      advances: number;
      otherDeductions: number;
      note: string;
      /** Overtime hours of the month; absent keeps what the line has. */
      overtimeHours?: number;
      nightOvertimeHours?: number;
      restDayHours?: number;
    }
  | { type: 'SubmitRun'; month: string }
  | { type: 'ReturnRun'; month: string; reason: string }
  | { type: 'ApproveRun'; month: string }
  | { type: 'MarkPaid'; month: string; paidOn: string };

/** A line computed again from its inputs (so a stored line always agrees with the arithmetic). */
export function recomputed(
  line: PayrollLine,
  daysInMonth: number,
  dayDivisor: number,
  overtime: OvertimeRules = DEFAULT_OVERTIME_RULES,
): PayrollLine {
  const figures = payLine({
    basic: line.basic,
    housing: line.housing,
    transport: line.transport,
    otherAllowance: line.otherAllowance,
    unpaidDays: line.unpaidDays,
    halfPayDays: line.halfPayDays,
    ptSales: line.ptSales,
    commissionRate: line.commissionRate,
    additions: line.additions,
    advances: line.advances,
    otherDeductions: line.otherDeductions,
    dayDivisor,
    daysInMonth,
    overtimeHours: line.overtimeHours,
    nightOvertimeHours: line.nightOvertimeHours,
    restDayHours: line.restDayHours,
    overtimeRules: overtime,
    leaveInLieuHundredths: line.leaveInLieuHundredths,
  });
  return { ...line, ...figures };
}

/**
 * A month's payroll run: draft (adjustable, drafted again to pick up new leave or pay) → review (locked) → approved
 * (locked for good; corrections go in a later month's additions or deductions) → paid.
 */
export const runDecider: Decider<RunState, RunCommand, PayrollEvent> = {
  initialState: () => ({
    status: 'none',
    daysInMonth: 30,
    dayDivisor: 30,
    overtime: DEFAULT_OVERTIME_RULES,
    lines: [],
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'PayrollRunDrafted':
        return {
          status: 'draft',
          daysInMonth: event.data.daysInMonth,
          dayDivisor: event.data.dayDivisor,
          overtime: event.data.overtime,
          lines: event.data.lines,
        };
      case 'PayrollLineAdjusted':
        return {
          ...state,
          lines: state.lines.map((l) => (l.employeeId === event.data.line.employeeId ? event.data.line : l)),
        };
      case 'PayrollRunSubmitted':
        return { ...state, status: 'review' };
      case 'PayrollRunReturned':
        return { ...state, status: 'draft' };
      case 'PayrollRunApproved':
        return { ...state, status: 'approved' };
      case 'PayrollRunPaid':
        return { ...state, status: 'paid' };
      case 'PayrollSettingsSet':
        return state;
    }
  },
  decide(command, state) {
    const { month } = command;
    if (command.type === 'DraftRun') {
      if (state.status !== 'none' && state.status !== 'draft')
        throw payrollRefusals.refuse('locked', { month, status: state.status });
      if (command.lines.length === 0) throw payrollRefusals.refuse('nobody', { month });
      // Drafting again keeps what was adjusted by hand.
      const kept = new Map(state.lines.map((l) => [l.employeeId, l]));
      const lines = command.lines.map((line) => {
        const before = kept.get(line.employeeId);
        const merged = before
          ? {
              ...line,
              additions: before.additions,
              advances: before.advances,
              otherDeductions: before.otherDeductions,
              note: before.note,
              overtimeHours: before.overtimeHours,
              nightOvertimeHours: before.nightOvertimeHours,
              restDayHours: before.restDayHours,
            }
          : line;
        return recomputed(merged, command.daysInMonth, command.dayDivisor, command.overtime);
      });
      const negative = lines.find((l) => l.net < 0);
      if (negative) throw payrollRefusals.refuse('negative_pay', { name: negative.name });
      return [
        {
          type: 'PayrollRunDrafted',
          data: {
            month,
            daysInMonth: command.daysInMonth,
            dayDivisor: command.dayDivisor,
            overtime: command.overtime,
            lines,
          },
        },
      ];
    }
    if (state.status === 'none') throw payrollRefusals.missing('not_found', { month });
    switch (command.type) {
      case 'AdjustLine': {
        if (state.status !== 'draft') throw payrollRefusals.refuse('draft_only');
        const line = state.lines.find((l) => l.employeeId === command.employeeId);
        if (!line) throw payrollRefusals.missing('employee_missing');
        if ([command.additions, command.advances, command.otherDeductions].some((v) => v < 0))
          throw payrollRefusals.invalid('amounts_negative');
        const hours = {
          overtimeHours: command.overtimeHours ?? line.overtimeHours,
          nightOvertimeHours: command.nightOvertimeHours ?? line.nightOvertimeHours,
          restDayHours: command.restDayHours ?? line.restDayHours,
        };
        if (Object.values(hours).some((h) => h < 0 || h * 4 !== Math.round(h * 4)))
          throw payrollRefusals.invalid('overtime_hours');
        const next = recomputed(
          {
            ...line,
            additions: command.additions,
            advances: command.advances,
            otherDeductions: command.otherDeductions,
            note: command.note,
            ...hours,
          },
          state.daysInMonth,
          state.dayDivisor,
          state.overtime,
        );
        if (next.net < 0) throw payrollRefusals.refuse('deductions_over_pay', { name: line.name });
        return [{ type: 'PayrollLineAdjusted', data: { month, line: next } }];
      }
      case 'SubmitRun':
        if (state.status === 'review') return [];
        if (state.status !== 'draft') throw payrollRefusals.refuse('already', { status: state.status });
        return [{ type: 'PayrollRunSubmitted', data: { month } }];
      case 'ReturnRun':
        if (state.status !== 'review') throw payrollRefusals.refuse('return_not_review');
        return [{ type: 'PayrollRunReturned', data: { month, reason: command.reason } }];
      case 'ApproveRun': {
        if (state.status === 'approved') return [];
        if (state.status !== 'review') throw payrollRefusals.refuse('approve_not_review');
        const total = state.lines.reduce((sum, l) => sum + l.net, 0);
        return [{ type: 'PayrollRunApproved', data: { month, total, employees: state.lines.length } }];
      }
      case 'MarkPaid':
        if (state.status === 'paid') return [];
        if (state.status !== 'approved') throw payrollRefusals.refuse('pay_not_approved');
        return [{ type: 'PayrollRunPaid', data: { month, paidOn: command.paidOn } }];
    }
  },
};
