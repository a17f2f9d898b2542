import type { Pool } from 'pg';
import { addDays, addMonths, daysBetween } from '@gym/events/calendar/local-date';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import type { Decider } from '@gym/kernel/commands/decider';
import { loadState } from '@gym/kernel/commands/stream-command';
import { annualAvailableHundredths, loadFacts, loadLeave } from '../../people/leave/public.js';
import { employeesInService, loadEmployee } from '../../people/staff/public.js';
import { runDecider } from './payroll-decider.js';
import type { RunCommand } from './payroll-decider.js';
import { PAYROLL_SETTINGS_STREAM, payrollRunStream } from './payroll-events.js';
import type { PayrollEvent, PayrollLine, PayrollSettings } from './payroll-events.js';
import { ptSalesOf, ptSessionsValueOf } from './payroll-queries.js';
import { draftLine, leavesWithin } from './draft-line.js';
import { DEFAULT_OVERTIME_RULES } from './overtime.js';

export const DEFAULT_PAYROLL_SETTINGS: PayrollSettings = {
  employerEid: '',
  payerEid: '',
  payerQid: '',
  payerBankShortName: '',
  payerIban: '',
  dayDivisor: 30,
  overtime: DEFAULT_OVERTIME_RULES,
};

export const settingsDecider: Decider<
  PayrollSettings,
  { type: 'SetPayrollSettings'; settings: PayrollSettings },
  PayrollEvent
> = {
  initialState: () => DEFAULT_PAYROLL_SETTINGS,
  evolve: (state, event) => (event.type === 'PayrollSettingsSet' ? event.data : state),
  decide: (command, state) =>
    JSON.stringify(command.settings) === JSON.stringify(state)
      ? []
      : [{ type: 'PayrollSettingsSet', data: command.settings }],
};

export const loadPayrollSettings = (context: Pick<CommandContext, 'store' | 'catalogue'>) =>
  loadState(context, PAYROLL_SETTINGS_STREAM, settingsDecider);

export const monthBounds = (month: string) => {
  const from = `${month}-01`;
  const to = addDays(addMonths(from, 1), -1);
  return { from, to, days: daysBetween(from, to) + 1 };
};

/**
 * Each employee in service during the month, with what the month's pay is computed from: the record's pay, the
 * approved leave days of the month that are unpaid or half paid, days outside their service, and the PT packages
 * their linked trainer sold, or the PT sessions they delivered, in the month (the employee's commission basis); in the month service ends, the annual leave not taken (paid in lieu,
 * Labour Law art. 81).
 */
async function linesFor(context: CommandContext, pool: Pool, month: string): Promise<PayrollLine[]> {
  const { from, to } = monthBounds(month);
  const people = await employeesInService(pool, from, to);
  const lines = await Promise.all(
    people.map(async ({ id }) => {
      const [employee, leave] = await Promise.all([loadEmployee(context, id), loadLeave(context, id)]);
      const d = employee.state.details;
      if (!d) return null;
      const lastDay = employee.state.lastDay;
      const commissionOn = d.commissionBasis === 'sessions' ? ptSessionsValueOf : ptSalesOf;
      const ptSales = d.trainerId && d.commissionRate > 0 ? await commissionOn(pool, d.trainerId, from, to) : 0;
      const leaveInLieuHundredths = leavesWithin(lastDay, from, to)
        ? Math.max(0, annualAvailableHundredths(leave.state, await loadFacts(context, id), lastDay!))
        : 0;
      return draftLine({
        employeeId: id,
        details: d,
        lastDay,
        leave: leave.state,
        from,
        to,
        ptSales,
        leaveInLieuHundredths,
      });
    }),
  );
  return lines.filter((l): l is PayrollLine => l !== null);
}

/** Drafts (or drafts again) a month's payroll from the records, leave and PT sales as they are now. */
export function draftRun(context: CommandContext, pool: Pool, month: string) {
  return executeCommand(context, {
    async plan() {
      const [run, settings, lines] = await Promise.all([
        loadState(context, payrollRunStream(month), runDecider),
        loadPayrollSettings(context),
        linesFor(context, pool, month),
      ]);
      const events = runDecider.decide(
        {
          type: 'DraftRun',
          month,
          daysInMonth: monthBounds(month).days,
          dayDivisor: settings.state.dayDivisor,
          overtime: settings.state.overtime,
          lines,
        },
        run.state,
      );
      return {
        appends: [{ streamId: payrollRunStream(month), expectedVersion: run.version, events }],
        answer: { id: month },
      };
    },
    replay: () => ({ id: month }),
  });
}

export function runCommand(context: CommandContext, command: Exclude<RunCommand, { type: 'DraftRun' }>) {
  return executeCommand(context, {
    async plan() {
      const run = await loadState(context, payrollRunStream(command.month), runDecider);
      const events = runDecider.decide(command, run.state);
      return {
        appends: [{ streamId: payrollRunStream(command.month), expectedVersion: run.version, events }],
        answer: { id: command.month },
      };
    },
    replay: () => ({ id: command.month }),
  });
}
