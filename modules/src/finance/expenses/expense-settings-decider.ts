import type { Decider } from '@gym/kernel/commands/decider';
import type { ExpenseEvent } from './expense-events.js';
import { expensesRefusals } from './expenses-refusals.js';
import { DEFAULT_APPROVAL_THRESHOLD, DEFAULT_EXPENSE_CATEGORIES } from './expense-decider.js';

export interface ExpenseSettingsState {
  readonly categories: readonly string[];
  readonly approvalThreshold: number;
}

export type ExpenseSettingsCommand = {
  type: 'ChangeExpenseSettings';
  categories: readonly string[];
  approvalThreshold: number;
};

/** Categories are trimmed, kept in the order given, and never two alike (ignoring case); at least one remains. */
export const expenseSettingsDecider: Decider<ExpenseSettingsState, ExpenseSettingsCommand, ExpenseEvent> = {
  initialState: () => ({ categories: DEFAULT_EXPENSE_CATEGORIES, approvalThreshold: DEFAULT_APPROVAL_THRESHOLD }),
  evolve: (state, event) =>
    event.type === 'ExpenseSettingsChanged'
      ? { categories: event.data.categories, approvalThreshold: event.data.approvalThreshold }
      : state,
  decide(command, state) {
    const categories = command.categories.map((c) => c.trim()).filter(Boolean);
    if (categories.length === 0) throw expensesRefusals.invalid('no_category');
    const seen = new Set<string>();
    for (const category of categories) {
      if (seen.has(category.toLowerCase())) throw expensesRefusals.invalid('category_twice', { category });
      seen.add(category.toLowerCase());
    }
    if (command.approvalThreshold < 0) throw expensesRefusals.invalid('threshold_negative');
    const same =
      command.approvalThreshold === state.approvalThreshold &&
      categories.length === state.categories.length &&
      categories.every((c, i) => c === state.categories[i]);
    if (same) return [];
    return [{ type: 'ExpenseSettingsChanged', data: { categories, approvalThreshold: command.approvalThreshold } }];
  },
};
