/*
 * The leave area's public contract: payroll reads the approved days of an employee and how each is paid (to deduct
 * unpaid and half-paid days), never the area's internals.
 */
export { loadLeave } from './leave-commands.js';
export type { LeaveState } from './leave-decider.js';
export { loadFacts } from './leave-commands.js';
export { annualAvailableHundredths } from './leave-balances.js';
