import type { Queryable } from '@gym/kernel/projection/queryable';
import { READ_SCHEMA } from '@gym/kernel/projection/projector';
import { addMonths, monthStart } from '@gym/events/calendar/local-date';
import { TimeTravelUnavailableError } from '@gym/kernel/projection/as-of/as-of-reader';
import type { AsOfScope } from '@gym/kernel/projection/as-of/as-of-reader';
import type { PoolClient } from 'pg';
import type { Checkpoint } from '@gym/events/store/envelope';
import type { SqlLog } from '@gym/events/store/event-store';
import { MemberCheckedIn } from '../../membership/check-ins/check-in-events.js';
import { replayJournal } from './dashboard-journal.js';
import { DASHBOARD_AGGREGATES } from './dashboard-tables.js';

/** Spec grouping (section 5): "female" wins over "male" (it contains it); other non-empty values are Other. */
export function genderGroup(gender: string | null | undefined): 'female' | 'male' | 'other' | null {
  const value = (gender ?? '').toLowerCase();
  if (!value) return null;
  if (value.includes('female')) return 'female';
  if (value.includes('male')) return 'male';
  return 'other';
}

/**
 * What the dashboard reads as of an instant (time travel): its aggregates only, from their newest snapshot plus the
 * journal's rows after it (dashboard-journal.ts) and the check-ins the log holds in between, with no event replayed.
 */
export const DASHBOARD_AS_OF: AsOfScope = {
  projectors: ['dashboard'],
  journals: {
    dashboard: async (client, after, until, log) => {
      await replayJournal(client, DASHBOARD_AGGREGATES, after, until);
      await addCheckInsFromLog(client, after, until, log);
    },
  },
};

/**
 * The day counts of the check-ins after `after` up to `until`, added to the view's `dash_daily_check_ins`: counted
 * where the log lies, as the projector's set-based rebuild counts them (a check-in's one change to the figures), by
 * the commit-order index over the interval since the snapshot.
 */
async function addCheckInsFromLog(
  client: PoolClient,
  after: Checkpoint,
  until: Checkpoint,
  log: SqlLog | null,
): Promise<void> {
  if (!log) throw new TimeTravelUnavailableError('log_elsewhere');
  await client.query(
    `INSERT INTO dash_daily_check_ins (day, n)
     SELECT (e.data->>'day')::date, count(*) FROM ${log.range} e GROUP BY (e.data->>'day')::date
     ON CONFLICT (day) DO UPDATE SET n = dash_daily_check_ins.n + EXCLUDED.n`,
    [after.commit, after.position, until.commit, until.position, [MemberCheckedIn.type]],
  );
}

export interface MembershipCounts {
  readonly active: number;
  readonly expired: number;
}

export interface DashboardFigures {
  readonly totalMembers: number;
  readonly checkInsToday: number;
  /** Payments minus refunds this calendar month, and last month (dirhams). */
  readonly collectedThisMonth: number;
  readonly collectedLastMonth: number;
  /** Members who owe and what they owe in all (`owes`, the one definition of "owes"). */
  readonly pastDueCount: number;
  readonly pastDueAmount: number;
  readonly byGender: Readonly<Record<'male' | 'female' | 'other', MembershipCounts>>;
  readonly byPlan: ReadonlyMap<string, MembershipCounts>;
  readonly totalPtAmount: number;
  readonly monthlyPtAmount: number;
  readonly trainers: readonly { trainerId: string; trainerName: string; self: number; counter: number }[];
}

type Key = string;
const keyOf = (gender: string, planId: string) => `${gender}\u0000${planId}`;

/**
 * Every dashboard figure for `today` from the aggregates: sums over days, plans and trainers, never over members or
 * check-ins. Active: holding a membership nothing stops (not cancelled, no status set by hand) that runs until today
 * or later, not frozen today. Expired: holding a membership whose expiry has passed, not frozen today (by a freeze or
 * by the status "frozen" set by hand: the spec's display rules never show a frozen member as expired).
 */
export async function readDashboard(
  pool: Queryable,
  today: string,
  schema: string = READ_SCHEMA,
): Promise<DashboardFigures> {
  const thisMonth = monthStart(today);
  const lastMonth = addMonths(thisMonth, -1);
  const nextMonth = addMonths(thisMonth, 1);
  const [totals, held, running, frozen, visits, money, owed, pt] = await Promise.all([
    pool.query<{ gender: string; n: number }>(`SELECT gender, n FROM ${schema}.dash_member_totals`),
    pool.query<{ gender: string; plan_id: string; live: boolean; n: number }>(
      `SELECT gender, plan_id, live, n FROM ${schema}.dash_memberships`,
    ),
    pool.query<{ gender: string; plan_id: string; live: boolean; n: number }>(
      `SELECT gender, plan_id, live, sum(n)::int AS n FROM ${schema}.dash_expiry WHERE expiry_date >= $1 GROUP BY 1, 2, 3`,
      [today],
    ),
    pool.query<{ gender: string; plan_id: string; live: boolean; past: boolean; n: number }>(
      `SELECT gender, plan_id, live, expiry_date < $1 AS past, sum(n)::int AS n FROM ${schema}.dash_freezes
       WHERE freeze_until >= $1 AND freeze_from <= $1 GROUP BY 1, 2, 3, 4`,
      [today],
    ),
    pool.query<{ n: number }>(`SELECT n FROM ${schema}.dash_daily_check_ins WHERE day = $1`, [today]),
    pool.query<{ this_month: string | null; last_month: string | null }>(
      `SELECT sum(amount) FILTER (WHERE day >= $2) AS this_month, sum(amount) FILTER (WHERE day < $2) AS last_month
       FROM ${schema}.dash_daily_collections WHERE day >= $1 AND day < $3`,
      [lastMonth, thisMonth, nextMonth],
    ),
    // Members who owe, by the one definition the members list and the Due Payments card use too (`owes`).
    pool.query<{ members: number; amount: string }>(`SELECT members, amount FROM ${schema}.dash_owing`),
    pool.query<{ trainer_id: string; trainer_name: string; source: string; month: string; amount: string }>(
      `SELECT trainer_id, trainer_name, source, to_char(month, 'YYYY-MM-DD') AS month, amount FROM ${schema}.dash_pt_sales`,
    ),
  ]);

  const counts = new Map<
    Key,
    { held: number; running: number; runningLive: number; frozenLiveRunning: number; frozenPast: number }
  >();
  const entry = (gender: string, planId: string) => {
    const key = keyOf(gender, planId);
    let value = counts.get(key);
    if (!value) counts.set(key, (value = { held: 0, running: 0, runningLive: 0, frozenLiveRunning: 0, frozenPast: 0 }));
    return value;
  };
  for (const row of held.rows) entry(row.gender, row.plan_id).held += row.n;
  for (const row of running.rows) {
    const e = entry(row.gender, row.plan_id);
    e.running += row.n;
    if (row.live) e.runningLive += row.n;
  }
  for (const row of frozen.rows) {
    const e = entry(row.gender, row.plan_id);
    if (row.past) e.frozenPast += row.n;
    else if (row.live) e.frozenLiveRunning += row.n;
  }

  const byGender = {
    male: { active: 0, expired: 0 },
    female: { active: 0, expired: 0 },
    other: { active: 0, expired: 0 },
  };
  const byPlan = new Map<string, { active: number; expired: number }>();
  for (const [key, e] of counts) {
    const [gender, planId] = key.split('\u0000') as [string, string];
    const active = e.runningLive - e.frozenLiveRunning;
    // Freezes push the expiry past their end, so frozenPast counts the members frozen by hand with an expiry passed.
    const expired = e.held - e.running - e.frozenPast;
    const group = genderGroup(gender);
    if (group) {
      byGender[group].active += active;
      byGender[group].expired += expired;
    }
    const plan = byPlan.get(planId) ?? { active: 0, expired: 0 };
    byPlan.set(planId, { active: plan.active + active, expired: plan.expired + expired });
  }

  const trainers = new Map<string, { trainerId: string; trainerName: string; self: number; counter: number }>();
  let totalPtAmount = 0;
  let monthlyPtAmount = 0;
  for (const row of pt.rows) {
    const amount = Number(row.amount);
    totalPtAmount += amount;
    if (row.month !== thisMonth) continue;
    monthlyPtAmount += amount;
    const trainer = trainers.get(row.trainer_id) ?? {
      trainerId: row.trainer_id,
      trainerName: row.trainer_name,
      self: 0,
      counter: 0,
    };
    if (row.source === 'self') trainer.self += amount;
    else trainer.counter += amount;
    trainers.set(row.trainer_id, trainer);
  }

  return {
    totalMembers: totals.rows.reduce((sum, row) => sum + row.n, 0),
    checkInsToday: visits.rows[0]?.n ?? 0,
    collectedThisMonth: Number(money.rows[0]?.this_month ?? 0),
    collectedLastMonth: Number(money.rows[0]?.last_month ?? 0),
    pastDueCount: owed.rows[0]?.members ?? 0,
    pastDueAmount: Number(owed.rows[0]?.amount ?? 0),
    byGender,
    byPlan,
    totalPtAmount,
    monthlyPtAmount,
    trainers: [...trainers.values()],
  };
}

/** Registrations by month, gender and nationality (the growth, gender and nationality charts). */
export async function readJoins(
  pool: Queryable,
  fromMonth: string | null,
  schema: string = READ_SCHEMA,
): Promise<{ month: string; gender: string; nationality: string | null; n: number }[]> {
  const result = await pool.query<{ month: string; gender: string; nationality: string; n: number }>(
    `SELECT to_char(month, 'YYYY-MM-DD') AS month, gender, nationality, n FROM ${schema}.dash_joins
     WHERE $1::date IS NULL OR month >= $1 ORDER BY month, gender, nationality`,
    [fromMonth],
  );
  return result.rows.map((row) => ({ ...row, nationality: row.nationality || null }));
}
