import type { Pool } from 'pg';
import type { MonthSum } from './money-report.js';

/** The months' sums of a period (`YYYY-MM` to `YYYY-MM`, both included), minor units. */
export async function readMonthSums(pool: Pool, from: string, to: string): Promise<MonthSum[]> {
  const result = await pool.query<MonthSum>(
    `SELECT to_char(month, 'YYYY-MM') AS month, kind, key, amount::float8 AS amount FROM read.money_months
     WHERE month >= $1::date AND month <= $2::date`,
    [`${from}-01`, `${to}-01`],
  );
  return result.rows;
}
