import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import type { ExpenseEvent } from './expense-events.js';
import { expenseDecider } from './expense-decider.js';
import { expenseSettingsDecider } from './expense-settings-decider.js';

const spec = deciderSpec(expenseDecider);
const expenseId = 'e1';
const settings = { categories: ['Rent', 'Utilities', 'Other'], approvalThreshold: 100_000 };
/** The water bill, as recorded (the amount aside). */
const bill = {
  expenseId,
  date: '2026-11-20',
  category: 'Utilities',
  vendor: 'Kahramaa',
  method: 'cash',
  note: '',
  receiptUrl: null,
} as const;
const record = (amount: number, overrides: Partial<{ date: string; category: string; method: 'cash' | 'card' }> = {}) =>
  ({ type: 'RecordExpense', ...bill, amount, settings, today: '2026-11-21', ...overrides }) as const;
const recorded = (amount: number, needsApproval: boolean): ExpenseEvent => ({
  type: 'ExpenseRecorded',
  data: { ...bill, amount, needsApproval },
});
const paid = (amount: number): ExpenseEvent => ({
  type: 'ExpensePaid',
  data: { expenseId, category: 'Utilities', vendor: 'Kahramaa', amount, method: 'cash', paidOn: '2026-11-20' },
});

describe('expense decider', () => {
  it('pays an expense at or below the threshold at once', () => {
    spec
      .given([])
      .when(record(100_000))
      .then([recorded(100_000, false), paid(100_000)]);
  });

  it('holds an expense above the threshold for approval: no money moves until approved', () => {
    spec
      .given([])
      .when(record(100_001))
      .then([recorded(100_001, true)]);
    spec
      .given([recorded(100_001, true)])
      .when({ type: 'ApproveExpense', expenseId, note: 'ok' })
      .then([{ type: 'ExpenseApproved', data: { expenseId, note: 'ok' } }, paid(100_001)]);
    spec
      .given([recorded(100_001, true)])
      .when({ type: 'RejectExpense', expenseId, reason: 'too dear' })
      .then([{ type: 'ExpenseRejected', data: { expenseId, reason: 'too dear' } }]);
  });

  it('decides an approval once', () => {
    const approved: ExpenseEvent[] = [
      recorded(200_000, true),
      { type: 'ExpenseApproved', data: { expenseId, note: '' } },
      paid(200_000),
    ];
    spec
      .given(approved)
      .when({ type: 'ApproveExpense', expenseId, note: '' })
      .thenRefused(409, /is paid, not waiting/, 'expenses.not_waiting');
    spec
      .given([recorded(200_000, true), { type: 'ExpenseRejected', data: { expenseId, reason: 'x' } }])
      .when({ type: 'ApproveExpense', expenseId, note: '' })
      .thenRefused(409, /rejected/, 'expenses.not_waiting');
    spec
      .given([])
      .when({ type: 'ApproveExpense', expenseId, note: '' })
      .thenRefused(404, /not found/, 'expenses.not_found');
  });

  it('refuses a non-positive amount, a future date and an unknown category', () => {
    spec
      .given([])
      .when(record(0))
      .thenRefused(400, /more than 0/, 'expenses.not_positive');
    spec
      .given([])
      .when(record(100, { date: '2026-11-22' }))
      .thenRefused(400, /future/, 'expenses.future_date');
    spec
      .given([])
      .when(record(100, { category: 'Parties' }))
      .thenRefused(400, /Unknown category "Parties"/, 'expenses.unknown_category');
    spec
      .given([recorded(100, false), paid(100)])
      .when(record(100))
      .thenRefused(409, /already recorded/, 'expenses.recorded');
  });

  it('voids only a paid expense, giving the money back by the same method', () => {
    spec
      .given([recorded(5000, false), paid(5000)])
      .when({ type: 'VoidExpense', expenseId, reason: 'entered twice', today: '2026-11-21' })
      .then([
        {
          type: 'ExpenseVoided',
          data: { expenseId, amount: 5000, method: 'cash', reason: 'entered twice', voidedOn: '2026-11-21' },
        },
      ]);
    spec
      .given([recorded(500_000, true)])
      .when({ type: 'VoidExpense', expenseId, reason: 'x', today: '2026-11-21' })
      .thenRefused(409, /Only a paid expense/, 'expenses.void_not_paid');
  });
});

describe('expense settings decider', () => {
  const settingsSpec = deciderSpec(expenseSettingsDecider);
  it('keeps categories trimmed and unique, at least one, and a threshold not below 0', () => {
    settingsSpec
      .given([])
      .when({ type: 'ChangeExpenseSettings', categories: [' Rent ', 'Cleaning'], approvalThreshold: 50_000 })
      .then([
        { type: 'ExpenseSettingsChanged', data: { categories: ['Rent', 'Cleaning'], approvalThreshold: 50_000 } },
      ]);
    settingsSpec
      .given([])
      .when({ type: 'ChangeExpenseSettings', categories: ['Rent', 'rent'], approvalThreshold: 0 })
      .thenRefused(400, /listed twice/, 'expenses.category_twice');
    settingsSpec
      .given([])
      .when({ type: 'ChangeExpenseSettings', categories: [' '], approvalThreshold: 0 })
      .thenRefused(400, /at least one/, 'expenses.no_category');
    settingsSpec
      .given([])
      .when({ type: 'ChangeExpenseSettings', categories: ['Rent'], approvalThreshold: -1 })
      .thenRefused(400, /negative/, 'expenses.threshold_negative');
  });
});
