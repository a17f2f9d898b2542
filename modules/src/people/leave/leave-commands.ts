import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import type { Decider } from '@gym/kernel/commands/decider';
import { loadState } from '@gym/kernel/commands/stream-command';
import { loadEmployee, staffRefusals } from '../staff/public.js';
import { leaveDecider } from './leave-decider.js';
import type { LeaveCommand, LeaveFacts, LeaveState } from './leave-decider.js';
import { LEAVE_POLICY_STREAM, leaveStream } from './leave-events.js';
import type { LeaveEvent } from './leave-events.js';
import { DEFAULT_LEAVE_POLICY } from './leave-policy.js';
import type { LeavePolicy } from './leave-policy.js';

/** The policy stream: the latest LeavePolicySet, or the defaults. */
export const policyDecider: Decider<LeavePolicy, { type: 'SetLeavePolicy'; policy: LeavePolicy }, LeaveEvent> = {
  initialState: () => DEFAULT_LEAVE_POLICY,
  evolve: (state, event) => (event.type === 'LeavePolicySet' ? event.data : state),
  decide: (command, state) =>
    JSON.stringify(command.policy) === JSON.stringify(state) ? [] : [{ type: 'LeavePolicySet', data: command.policy }],
};

export const loadPolicy = (context: Pick<CommandContext, 'store' | 'catalogue'>) =>
  loadState(context, LEAVE_POLICY_STREAM, policyDecider);

/** The employee's hire and last day with the gym's rules: what every leave decision is taken on. */
export async function loadFacts(
  context: Pick<CommandContext, 'store' | 'catalogue'>,
  employeeId: string,
): Promise<LeaveFacts & { name: string }> {
  const [employee, policy] = await Promise.all([loadEmployee(context, employeeId), loadPolicy(context)]);
  if (!employee.state.details) throw staffRefusals.missing('not_found');
  return {
    hireDate: employee.state.details.hireDate,
    lastDay: employee.state.lastDay,
    policy: policy.state,
    name: employee.state.details.name,
  };
}

export const loadLeave = (context: Pick<CommandContext, 'store' | 'catalogue'>, employeeId: string) =>
  loadState<LeaveState, LeaveEvent>(context, leaveStream(employeeId), leaveDecider);

type WithoutFacts<C> = C extends { facts: LeaveFacts } ? Omit<C, 'facts'> : C;

/** Runs a leave command on the employee's leave stream, with the facts loaded fresh for the decision. */
export function runLeaveCommand(context: CommandContext, command: WithoutFacts<LeaveCommand>, id: string) {
  return executeCommand(context, {
    async plan() {
      const [facts, leave] = await Promise.all([
        loadFacts(context, command.employeeId),
        loadLeave(context, command.employeeId),
      ]);
      const events = leaveDecider.decide({ ...command, facts } as LeaveCommand, leave.state);
      return {
        appends: [{ streamId: leaveStream(command.employeeId), expectedVersion: leave.version, events }],
        answer: { id },
      };
    },
    replay: () => ({ id }),
  });
}
