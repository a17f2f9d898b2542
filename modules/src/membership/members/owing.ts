/*
 * The one definition of "owes" (issue 10, item 9). A member owes when they are not archived and money is outstanding
 * on their membership invoices or on a PT package's balance, whatever the due date. The members list's "Owes money"
 * filter, the dashboard's Past Due card and the Due Payments card's total all count members by this rule, so the
 * desk reads the same number everywhere (the list in SQL over `members`; the dashboard's projector with `owes`,
 * as it keeps who owes over time for time travel). The unit is the member: a member with three unpaid invoices and a
 * PT balance counts once.
 */

/** What a member owes in total (minor units): membership invoices plus PT balances. */
export const owedAmountSql = (alias: string) => `(${alias}.due_amount + ${alias}.pt_due_amount)`;

/** True for a member who owes (see above). */
export const owesSql = (alias: string) => `(NOT ${alias}.archived AND ${owedAmountSql(alias)} > 0)`;

/** The same rule in code, for a projector that keeps its own count of who owes (the dashboard over time). */
export const owes = (archived: boolean, owedAmount: number) => !archived && owedAmount > 0;
