import type { PaymentMethod } from '@gym/events/catalogue/common-schemas';
import type { Decider } from '@gym/kernel/commands/decider';
import type { ExpenseEvent } from './expense-events.js';
import { expensesRefusals } from './expenses-refusals.js';

export type ExpenseStatus = 'pending_approval' | 'paid' | 'rejected' | 'void';

export interface ExpenseState {
  readonly recorded: boolean;
  readonly status: ExpenseStatus;
  readonly date: string;
  readonly category: string;
  readonly vendor: string;
  readonly amount: number;
  readonly method: PaymentMethod;
}

export type ExpenseCommand =
  | {
      type: 'RecordExpense';
      expenseId: string;
      date: string;
      category: string;
      vendor: string;
      amount: number;
      method: PaymentMethod;
      note: string;
      receiptUrl: string | null;
      /** In force now: the categories one may choose and the approval threshold (from ExpenseSettingsChanged). */
      settings: { categories: readonly string[]; approvalThreshold: number };
      today: string;
    }
  | { type: 'ApproveExpense'; expenseId: string; note: string }
  | { type: 'RejectExpense'; expenseId: string; reason: string }
  | { type: 'VoidExpense'; expenseId: string; reason: string; today: string };

const paid = (expenseId: string, state: Pick<ExpenseState, 'category' | 'vendor' | 'amount' | 'method' | 'date'>) =>
  ({
    type: 'ExpensePaid',
    data: {
      expenseId,
      category: state.category,
      vendor: state.vendor,
      amount: state.amount,
      method: state.method,
      paidOn: state.date,
    },
  }) as const;

/**
 * The rules of one expense: recorded once with a known category, a positive amount and a date not in the future;
 * above the approval threshold (strictly) it waits for approval; approving pays it, rejecting closes it; only a paid
 * expense can be voided (the money comes back), and a decided one cannot be decided again.
 */
export const expenseDecider: Decider<ExpenseState, ExpenseCommand, ExpenseEvent> = {
  initialState: () => ({
    recorded: false,
    status: 'pending_approval',
    date: '',
    category: '',
    vendor: '',
    amount: 0,
    method: 'cash',
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'ExpenseRecorded':
        return {
          recorded: true,
          status: 'pending_approval',
          date: event.data.date,
          category: event.data.category,
          vendor: event.data.vendor,
          amount: event.data.amount,
          method: event.data.method,
        };
      case 'ExpensePaid':
        return { ...state, status: 'paid' };
      case 'ExpenseRejected':
        return { ...state, status: 'rejected' };
      case 'ExpenseVoided':
        return { ...state, status: 'void' };
      case 'ExpenseApproved':
      case 'ExpenseSettingsChanged':
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'RecordExpense') {
      if (state.recorded) throw expensesRefusals.refuse('recorded');
      if (command.amount <= 0) throw expensesRefusals.invalid('not_positive');
      if (command.date > command.today) throw expensesRefusals.invalid('future_date');
      if (!command.settings.categories.includes(command.category))
        throw expensesRefusals.invalid('unknown_category', { category: command.category });
      const needsApproval = command.amount > command.settings.approvalThreshold;
      const recorded = {
        type: 'ExpenseRecorded',
        data: {
          expenseId: command.expenseId,
          date: command.date,
          category: command.category,
          vendor: command.vendor,
          amount: command.amount,
          method: command.method,
          note: command.note,
          receiptUrl: command.receiptUrl,
          needsApproval,
        },
      } as const;
      return needsApproval ? [recorded] : [recorded, paid(command.expenseId, command)];
    }
    if (!state.recorded) throw expensesRefusals.missing('not_found');
    switch (command.type) {
      case 'ApproveExpense':
        if (state.status !== 'pending_approval') throw expensesRefusals.refuse('not_waiting', { status: state.status });
        return [
          { type: 'ExpenseApproved', data: { expenseId: command.expenseId, note: command.note } },
          paid(command.expenseId, state),
        ];
      case 'RejectExpense':
        if (state.status !== 'pending_approval') throw expensesRefusals.refuse('not_waiting', { status: state.status });
        return [{ type: 'ExpenseRejected', data: { expenseId: command.expenseId, reason: command.reason } }];
      case 'VoidExpense':
        if (state.status !== 'paid') throw expensesRefusals.refuse('void_not_paid', { status: state.status });
        return [
          {
            type: 'ExpenseVoided',
            data: {
              expenseId: command.expenseId,
              amount: state.amount,
              method: state.method,
              reason: command.reason,
              voidedOn: command.today,
            },
          },
        ];
    }
  },
};

export const DEFAULT_EXPENSE_CATEGORIES = [
  'Rent',
  'Utilities',
  'Salaries',
  'Maintenance',
  'Equipment',
  'Marketing',
  'Supplements purchase',
  'Other',
] as const;
/** 1,000.00 QAR: larger expenses wait for an administrator. */
export const DEFAULT_APPROVAL_THRESHOLD = 100_000;
