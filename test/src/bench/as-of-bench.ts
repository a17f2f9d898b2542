import type { Pool } from 'pg';
import { percentiles } from './percentiles.js';

export interface AsOfBench {
  readonly api: { p50: number; p95: number; mean: number };
  readonly requests: number;
  /** Snapshots kept for time travel, and the space they take, by projector. */
  readonly snapshots: readonly { projector: string; count: number; bytes: number }[];
  /** The dashboard's journal (its figures' changes, event by event), with its index. */
  readonly journalBytes: number;
}

/** DESIGN section 8: the dashboard, the due payments or a member as of a past instant, p95 at 100,000 members. */
export const AS_OF_P95_BUDGET_MS = 2_000;

/** What the as-of bench asks for: the dashboard's figures, or the dashboard's Due Payments card (members). */
export const AS_OF_PATHS = {
  dashboard: '/api/stats/dashboard',
  duePayments: '/api/members?hasDueAmount=true&pageSize=50&sort=-dueAmount',
} as const;

/**
 * Time travel (issue 13, item 7): `rounds` sequential GETs of `path` with `asOf=` at instants spread at random over the
 * whole history, so every distance from a snapshot is sampled, after a short warm-up. The dashboard's past is its
 * snapshot plus its journal; the due payments' is members' snapshot plus every event after it, replayed.
 */
export async function measureAsOf(
  baseUrl: string,
  token: string,
  pool: Pool,
  rounds: number,
  path: string,
): Promise<AsOfBench> {
  const range = await pool.query<{ first: string }>(
    `SELECT metadata->>'at' AS first FROM event_store.events ORDER BY metadata->>'at' LIMIT 1`,
  );
  const first = Date.parse(range.rows[0]!.first);
  const now = Date.now();
  // A fixed sequence (not Math.random) so two runs sample the same instants.
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const fetchAt = async (instant: number) => {
    const asOf = encodeURIComponent(new Date(instant).toISOString());
    const response = await fetch(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}asOf=${asOf}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${path} as of ${asOf} answered ${response.status}: ${await response.text()}`);
    await response.json();
  };
  for (let i = 0; i < 3; i++) await fetchAt(first + next() * (now - first));
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const instant = first + next() * (now - first);
    const started = performance.now();
    await fetchAt(instant);
    samples.push(performance.now() - started);
  }
  const space = await pool.query<{ projector: string; count: number; bytes: string | null }>(
    `SELECT s.projector, count(*)::int AS count,
            sum((SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                  WHERE n.nspname = 'asof_snap_' || s.snapshot_id AND c.relkind = 'r'))::text AS bytes
     FROM projection.as_of_snapshots s GROUP BY 1 ORDER BY 1`,
  );
  const journal = await pool.query<{ bytes: string | null }>(
    `SELECT pg_total_relation_size(to_regclass('read.dash_journal'))::text AS bytes`,
  );
  return {
    api: percentiles(samples),
    requests: rounds,
    snapshots: space.rows.map((r) => ({ projector: r.projector, count: r.count, bytes: Number(r.bytes ?? 0) })),
    journalBytes: Number(journal.rows[0]?.bytes ?? 0),
  };
}
