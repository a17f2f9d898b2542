import type { Pool } from 'pg';

/** Share of the log written since the last ANALYZE above which the planner's picture of it is too old to trust. */
const STALE_SHARE = 0.1;

/**
 * Gives the planner a true picture of the event log before it is read from end to end (a rebuild, a replay's build):
 * runs ANALYZE when the log was never analysed or grew by more than a tenth since. Returns whether it did.
 *
 * A log loaded in bulk (the generator, a replay) has no statistics until autovacuum comes round, a minute or more
 * later. Without them the planner guessed that a batch read filtered by event type left few rows, and answered each
 * 40,000-event read by scanning and sorting the whole rest of the log on disk (2.1 s a read on the 20,000-member gym
 * instead of 0.3 s, and growing with the log), where the commit-order index gives the rows already sorted.
 */
export async function analyzeLogIfStale(pool: Pool): Promise<boolean> {
  const { rows } = await pool.query<{ stale: boolean }>(
    `SELECT (s.last_analyze IS NULL AND s.last_autoanalyze IS NULL)
              OR s.n_mod_since_analyze > $1 * greatest(c.reltuples, 0) AS stale
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = 'event_store' AND s.relname = 'events'`,
    [STALE_SHARE],
  );
  if (!rows[0]?.stale) return false;
  await pool.query('ANALYZE event_store.events');
  return true;
}
