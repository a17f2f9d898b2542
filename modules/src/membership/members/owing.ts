import type { Queryable } from '@gym/kernel/projection/queryable';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';

/*
 * The one definition of "owes" (issue 10, item 9). A member owes when they are not archived and money is outstanding
 * on their membership invoices or on a PT package's balance, whatever the due date. The members list's "Owes money"
 * filter, the dashboard's Past Due card and the Due Payments card's total all count members by this rule, so the
 * desk reads the same number everywhere. The unit is the member: a member with three unpaid invoices and a PT balance
 * counts once.
 */

/** What a member owes in total (minor units): membership invoices plus PT balances. */
export const owedAmountSql = (alias: string) => `(${alias}.due_amount + ${alias}.pt_due_amount)`;

/** True for a member who owes (see above). */
export const owesSql = (alias: string) => `(NOT ${alias}.archived AND ${owedAmountSql(alias)} > 0)`;

/** How many members owe, and how much in all (minor units). */
export async function readOwing(
  pool: Queryable,
  schema: string = READ_SCHEMA,
): Promise<{ members: number; amount: number }> {
  const result = await pool.query<{ members: number; amount: string | null }>(
    `SELECT count(*)::int AS members, sum(${owedAmountSql('m')}) AS amount FROM ${schema}.members m WHERE ${owesSql('m')}`,
  );
  return { members: result.rows[0]?.members ?? 0, amount: Number(result.rows[0]?.amount ?? 0) };
}
