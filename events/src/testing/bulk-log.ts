import type { Pool } from 'pg';
import { readBatchSql } from '../postgres/read-batch-sql.js';

/**
 * Writes a log straight into the table, as a bulk load (the generator, a replay) leaves it: `transactions` commits of
 * `perTransaction` events each, the types taken in turn, never analysed. Far faster than appending through the store.
 */
export async function loadLogInBulk(
  pool: Pool,
  options: { transactions: number; perTransaction: number; types: readonly string[] },
): Promise<void> {
  const types = `ARRAY[${options.types.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ')}]`;
  const per = Number(options.perTransaction);
  await pool.query(
    `DO $$ BEGIN
       FOR t IN 0..${Number(options.transactions) - 1} LOOP
         INSERT INTO event_store.events (event_id, stream_id, stream_version, type, data, metadata)
         SELECT gen_random_uuid(), 'member-' || (i % 5000), i / 5000 + 1, (${types})[1 + i % ${options.types.length}],
                jsonb_build_object('memberId', 'm' || i), jsonb_build_object('at', '2026-01-01T00:00:00.000Z')
         FROM generate_series(t * ${per} + 1, t * ${per} + ${per}) i;
         COMMIT;
       END LOOP;
     END $$`,
  );
}

/** The planner's plan for the log reader's typed batch read from the start of the log. */
export async function planOfTypedRead(pool: Pool, types: readonly string[], limit: number): Promise<string> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${readBatchSql(true)}`, [
    '0',
    0,
    limit,
    [],
    types,
  ]);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
