import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` in a transaction whose unqualified table names resolve to `schema` (the live read schema, or a
 * rebuild's private one). Projector SQL never names its schema, which is what lets a rebuild build elsewhere.
 */
export async function inSchemaTransaction<T>(
  pool: Pool,
  schema: string,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    // Read tables can always be rebuilt from the log, and their checkpoint commits with them: a crash may lose the
    // last moments of progress, never consistency. Not waiting for the disk flush frees the commit path.
    // No JIT: a batch's statements touch a few thousand rows by key, but the planner's estimates over unnest() and
    // per-member subqueries often pass jit_above_cost, and compiling took 250–400 ms a statement (about as much CPU
    // as the rest of a full rebuild's member updates together). One round trip for all four statements.
    await client.query(
      `BEGIN; SET LOCAL search_path TO ${schema}, public; SET LOCAL synchronous_commit TO off; SET LOCAL jit TO off`,
    );
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
