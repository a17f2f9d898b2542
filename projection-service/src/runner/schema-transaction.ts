import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';

/**
 * Runs `work` in a transaction whose unqualified table names resolve to `schema` (the live read schema, or a
 * rebuild's private one). Projector SQL never names its schema, which is what lets a rebuild build elsewhere.
 */
export async function inSchemaTransaction<T>(
  pool: Pool,
  schema: string,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  return onClient(pool, (client) => inSchemaTransactionOn(client, schema, work));
}

/** `inSchemaTransaction` on a connection the caller holds (and releases); what `work` throws rolls it back. */
export async function inSchemaTransactionOn<T>(
  client: PoolClient,
  schema: string,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  return rollingBack(client, async () => {
    // One round trip for the four statements.
    await client.query(beginIn(schema));
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  });
}

/**
 * `inSchemaTransaction` with the transaction's first and last statements sent along with BEGIN and COMMIT: `opening`
 * runs right after BEGIN in the same round trip (`work` gets its rows), and the `closing` statement `work` returns
 * runs just before COMMIT in the same round trip. Both are SQL without parameters (values as literals). A projector's
 * batch locks and saves its checkpoint this way: four round trips fewer per batch and projector, which was most of
 * a small batch's cost (each costs a write and a wake-up on both sides of the socket).
 */
export async function inFusedSchemaTransaction<T>(
  pool: Pool,
  schema: string,
  opening: string,
  work: (client: PoolClient, opened: QueryResultRow[]) => Promise<{ result: T; closing: string | null }>,
): Promise<T> {
  return onClient(pool, (client) =>
    rollingBack(client, async () => {
      // Several statements in one simple query come back as one result each; the opening's is the last.
      const results = (await client.query(`${beginIn(schema)}; ${opening}`)) as unknown as QueryResult[];
      const { result, closing } = await work(client, results.at(-1)!.rows);
      // An error in `closing` ends the string there: COMMIT is not run and the transaction is rolled back.
      await client.query(closing ? `${closing}; COMMIT` : 'COMMIT');
      return result;
    }),
  );
}

/** Runs `work` in a plain transaction (the connection's own search path) on a pooled connection. */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return onClient(pool, (client) =>
    rollingBack(client, async () => {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    }),
  );
}

/** Runs `work` on a pooled connection, returned to the pool afterwards. */
async function onClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/** Runs `work`, a transaction on `client`; whatever it throws rolls the transaction back first. */
export async function rollingBack<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * Read tables can always be rebuilt from the log, and their checkpoint commits with them: a crash may lose the last
 * moments of progress, never consistency. Not waiting for the disk flush frees the commit path.
 * No JIT: a batch's statements touch a few thousand rows by key, but the planner's estimates over unnest() and
 * per-member subqueries often pass jit_above_cost, and compiling took 250–400 ms a statement (about as much CPU as the
 * rest of a full rebuild's member updates together).
 */
function beginIn(schema: string): string {
  return `BEGIN; SET LOCAL search_path TO ${schema}, public; SET LOCAL synchronous_commit TO off; SET LOCAL jit TO off`;
}
