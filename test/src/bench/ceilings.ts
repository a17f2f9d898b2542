import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * What the check-in throughput is measured against in the same run, so that its figure means the same on a fast and
 * a slow machine of the kind (they differ 2–3× in speed): the ratio of check-ins/s to each ceiling.
 */
export interface Ceiling {
  /** Answers (HTTP) or transactions (PostgreSQL) completed per second. */
  readonly perSecond: number;
  readonly total: number;
  readonly errors: number;
}

/**
 * The HTTP ceiling: an authenticated route that does nothing over the same HTTP stack, loaded as the check-ins are
 * (autocannon, the same connections and duration, the same Bearer session). `GET /api/auth/me` is that route: it
 * passes the same hooks (authentication from the session cache, security headers, the response schema) and answers
 * the signed-in user from the session without asking the database. The services run as `npm start` runs them, from
 * their compiled code in processes of their own, so a route only for the bench would have to be in the product.
 */
export async function measureHttpNoOpCeiling(
  baseUrl: string,
  token: string,
  connections: number,
  seconds: number,
): Promise<Ceiling & { readonly p50: number; readonly p99: number }> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [{ method: 'GET', path: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }],
  });
  return {
    perSecond: result['2xx'] / (result.duration || seconds),
    total: result['2xx'],
    errors: result.errors + result.timeouts + result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * The database ceiling: `connections` connections to the same PostgreSQL, each running `BEGIN; INSERT` of one row
 * into a scratch table`; COMMIT` (three round trips, the insert with parameters, as the app sends its statements)
 * back to back for `seconds`; transactions committed per second. The table is logged, with a key, like the event
 * log; each commit waits for its WAL to be flushed as the server is set up to. Dropped afterwards.
 */
export async function measureTransactionCeiling(
  databaseUrl: string,
  connections: number,
  seconds: number,
): Promise<Ceiling & { readonly p50: number; readonly p99: number }> {
  const table = 'bench_transaction_ceiling';
  const clients = Array.from(
    { length: connections },
    () => new pg.Client({ connectionString: databaseUrl, application_name: 'bench-transaction-ceiling' }),
  );
  for (const client of clients) client.on('error', () => undefined);
  await Promise.all(clients.map((client) => client.connect()));
  try {
    await clients[0]!.query(`DROP TABLE IF EXISTS ${table}`);
    await clients[0]!.query(
      `CREATE TABLE ${table} (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, stream_id uuid NOT NULL,
         recorded_at timestamptz NOT NULL DEFAULT now(), data jsonb NOT NULL)`,
    );
    let committed = 0;
    let errors = 0;
    // Latencies in tenths of a millisecond, counted in buckets (the loop must cost the load generator little).
    const buckets = new Uint32Array(100_000);
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          const begun = performance.now();
          try {
            await client.query('BEGIN');
            const memberId = randomUUID();
            await client.query(`INSERT INTO ${table} (stream_id, data) VALUES ($1, $2)`, [
              memberId,
              JSON.stringify({ memberId }),
            ]);
            await client.query('COMMIT');
            committed++;
            buckets[Math.min(buckets.length - 1, Math.round((performance.now() - begun) * 10))]!++;
          } catch {
            errors++;
            await client.query('ROLLBACK').catch(() => undefined);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const at = (q: number) => {
      let seen = 0;
      for (let i = 0; i < buckets.length; i++) {
        seen += buckets[i]!;
        if (seen > q * committed) return i / 10;
      }
      return 0;
    };
    await clients[0]!.query(`DROP TABLE ${table}`);
    return { perSecond: committed / elapsed, total: committed, errors, p50: at(0.5), p99: at(0.99) };
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
}

/** A throughput as a share of its ceiling, to two places (0.29: 29 % of what the stack beneath it can do). */
export function ratioTo(perSecond: number, ceiling: { readonly perSecond: number }): string {
  return ceiling.perSecond > 0 ? (perSecond / ceiling.perSecond).toFixed(2) : '–';
}
