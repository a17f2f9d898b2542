import type { Pool } from 'pg';
import { addMonths, monthStart } from '@gym/events/calendar/local-date';
import { percentiles } from './percentiles.js';

export interface DashboardFigures {
  totalMembers: number;
  checkInsToday: number;
  monthlyRevenue: number;
  pastDuePayments: number;
  totalDueAmount: number;
  activeMembers: number;
  expiredMembers: number;
}

/**
 * The same figures as GET /api/stats/dashboard, computed the plain way in one statement over the per-row tables
 * (every member, check-in, payment, invoice and PT package): what the dashboard would cost without its read model.
 */
export async function rawDashboard(pool: Pool, today: string): Promise<DashboardFigures> {
  const thisMonth = monthStart(today);
  const nextMonth = addMonths(thisMonth, 1);
  const result = await pool.query<{ [K in keyof DashboardFigures]: string }>(
    `WITH m AS (
       SELECT plan_id IS NOT NULL AND expiry_date IS NOT NULL AS held, cancelled_on IS NULL AND manual_status IS NULL AS live,
              expiry_date, coalesce(freeze_from <= $1 AND $1 <= freeze_until, false) AS frozen
       FROM read.members WHERE NOT archived)
     SELECT
       (SELECT count(*) FROM m) AS "totalMembers",
       (SELECT count(*) FROM read.check_ins WHERE day = $1) AS "checkInsToday",
       (SELECT coalesce(sum(amount), 0) FROM read.payments WHERE payment_date >= $2 AND payment_date < $3)
         - (SELECT coalesce(sum(amount), 0) FROM read.refunds WHERE refund_date >= $2 AND refund_date < $3) AS "monthlyRevenue",
       (SELECT count(*) FROM read.members WHERE NOT archived AND due_amount + pt_due_amount > 0) AS "pastDuePayments",
       (SELECT coalesce(sum(due_amount + pt_due_amount), 0) FROM read.members WHERE NOT archived AND due_amount + pt_due_amount > 0) AS "totalDueAmount",
       (SELECT count(*) FROM m WHERE held AND live AND expiry_date >= $1 AND NOT frozen) AS "activeMembers",
       (SELECT count(*) FROM m WHERE held AND expiry_date < $1 AND NOT frozen) AS "expiredMembers"`,
    [today, thisMonth, nextMonth],
  );
  const row = result.rows[0]!;
  return {
    totalMembers: Number(row.totalMembers),
    checkInsToday: Number(row.checkInsToday),
    monthlyRevenue: Number(row.monthlyRevenue) / 100,
    pastDuePayments: Number(row.pastDuePayments),
    totalDueAmount: Number(row.totalDueAmount) / 100,
    activeMembers: Number(row.activeMembers),
    expiredMembers: Number(row.expiredMembers),
  };
}

export interface DashboardBench {
  readonly api: { p50: number; p95: number; mean: number };
  readonly raw: { p50: number; p95: number; mean: number };
  readonly apiFigures: DashboardFigures;
  readonly rawFigures: DashboardFigures;
}

/** `rounds` sequential dashboard requests over HTTP, then as many plain aggregates, after a warm-up of each. */
export async function measureDashboard(
  baseUrl: string,
  token: string,
  pool: Pool,
  today: string,
  rounds: number,
): Promise<DashboardBench> {
  const fetchStats = async () => {
    const response = await fetch(`${baseUrl}/api/stats/dashboard?_t=${Date.now()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`dashboard answered ${response.status}`);
    return (await response.json()) as DashboardFigures;
  };
  const time = async <T>(run: () => Promise<T>, count: number) => {
    const samples: number[] = [];
    let last: T | undefined;
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      last = await run();
      samples.push(performance.now() - started);
    }
    return { stats: percentiles(samples), last: last! };
  };
  await time(fetchStats, 20);
  const api = await time(fetchStats, rounds);
  await time(() => rawDashboard(pool, today), 3);
  const raw = await time(() => rawDashboard(pool, today), Math.max(10, Math.round(rounds / 10)));
  const pick = (f: DashboardFigures): DashboardFigures => ({
    totalMembers: f.totalMembers,
    checkInsToday: f.checkInsToday,
    monthlyRevenue: f.monthlyRevenue,
    pastDuePayments: f.pastDuePayments,
    totalDueAmount: f.totalDueAmount,
    activeMembers: f.activeMembers,
    expiredMembers: f.expiredMembers,
  });
  return { api: api.stats, raw: raw.stats, apiFigures: pick(api.last), rawFigures: pick(raw.last) };
}
