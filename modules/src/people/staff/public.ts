/*
 * The staff area's public contract: leave and payroll read an employee's record (hire date, pay, IBAN, linked user)
 * through these, never through the area's internals.
 */
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { employeeDecider } from './employee-decider.js';
import { employeeStream } from './employee-events.js';

export type { EmployeeState } from './employee-decider.js';
export type { EmployeeDetails } from './employee-events.js';
export { employeeOfUser, employeesInService, findEmployee } from './employees-queries.js';
export { isQatarIban, isQid } from './wps-identifiers.js';

export const loadEmployee = (context: Pick<CommandContext, 'store' | 'catalogue'>, employeeId: string) =>
  loadState(context, employeeStream(employeeId), employeeDecider);
export { staffRefusals } from './staff-refusals.js';
