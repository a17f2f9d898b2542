import { defineRefusals } from '@gym/kernel/commands/refusal-codes';
import { PERIOD_PROBLEMS } from './money-report-contracts.js';

/**
 * What expenses, their settings and the monthly report refuse (issue 46, item 4). An expense's status is sent as its
 * word (`pending_approval`, `paid`, `rejected`, `void`) and named in each language by `select`; the one-word case is
 * written first, where the sentence's type does not take its word for a value's name.
 */
export const expensesRefusals = defineRefusals('expenses', {
  recorded: 'This expense was already recorded.',
  not_positive: 'An expense must be more than 0.',
  future_date: 'The expense date cannot be in the future.',
  unknown_category: 'Unknown category "{category}": choose one of the categories in Settings.',
  not_found: 'Expense not found',
  not_waiting:
    'This expense is {status, select, void {voided} pending_approval {waiting for approval} other {{status}}}, not waiting.',
  void_not_paid:
    'Only a paid expense can be voided; this one is {status, select, void {voided} pending_approval {waiting for approval} other {{status}}}.',
  no_category: 'Keep at least one expense category.',
  category_twice: 'The category "{category}" is listed twice.',
  threshold_negative: 'The approval threshold cannot be negative.',
  ...PERIOD_PROBLEMS,
});
