/*
 * The expenses area's public contract, for the areas that follow money (petty cash, reports).
 *
 * Money movements of an expense (events in expense-events.ts, stream `expense-<expenseId>`):
 * - `ExpensePaid {expenseId, category, vendor, amount, method, paidOn}`: money LEFT the gym. `method: 'cash'` means
 *   out of the desk's till. Appended with `ExpenseRecorded` when the amount is within the approval threshold, or with
 *   `ExpenseApproved` when an administrator approves it later. A rejected expense never has one.
 * - `ExpenseVoided {expenseId, amount, method, reason, voidedOn}`: a paid expense withdrawn; the amount CAME BACK by
 *   the same method (cash: into the till).
 * `ExpenseRecorded`, `ExpenseApproved` and `ExpenseRejected` are not money movements: never count them as cash.
 * Amounts are integer minor units (dirhams for QAR), always positive; the event type gives the direction.
 */
export { ExpensePaid, ExpenseVoided, expenseStream } from './expense-events.js';
