import type { Pool } from 'pg';
import { toQar } from '@gym/kernel/contracts/money';
import type { TillSession, TillSessionSummary } from './till-contracts.js';

interface SessionRow {
  id: string;
  deskId: string;
  deskName: string;
  status: 'open' | 'closed';
  float: number;
  openedBy: string;
  openedAt: Date;
  closedBy: string | null;
  closedAt: Date | null;
  counted: number | null;
  expected: number | null;
  variance: number | null;
  reason: string | null;
  counts: { denomination: number; count: number }[];
  unassignedSettled: number;
  adjusted: number;
  totals: Record<string, number> | null;
  net: number;
}

const SESSION = `SELECT s.session_id AS id, s.desk_id AS "deskId", s.desk_name AS "deskName", s.status, s.float,
    s.opened_by AS "openedBy", s.opened_at AS "openedAt", s.closed_by AS "closedBy", s.closed_at AS "closedAt",
    s.counted, s.expected, s.variance, s.reason, s.counts, s.unassigned_settled AS "unassignedSettled",
    s.adjusted, t.totals, coalesce(t.net, 0)::int AS net
  FROM read.petty_cash_sessions s
  LEFT JOIN LATERAL (
    SELECT json_object_agg(kind, total) AS totals, sum(total) AS net FROM (
      SELECT kind, sum(amount)::int AS total FROM read.petty_cash_movements
      WHERE session_id = s.session_id AND NOT after_close GROUP BY kind) k
  ) t ON true`;

function toSummary(row: SessionRow): TillSessionSummary {
  const totals = Object.fromEntries(Object.entries(row.totals ?? {}).map(([k, v]) => [k, toQar(v)]));
  return {
    id: row.id,
    deskId: row.deskId,
    deskName: row.deskName,
    status: row.status,
    float: toQar(row.float),
    openedBy: row.openedBy,
    openedAt: row.openedAt.toISOString(),
    closedBy: row.closedBy,
    closedAt: row.closedAt?.toISOString() ?? null,
    totals,
    expected: toQar(row.expected ?? row.float + row.net),
    counted: row.counted === null ? null : toQar(row.counted),
    variance: row.variance === null ? null : toQar(row.variance),
    reason: row.reason,
    unassigned: toQar(row.unassignedSettled),
    adjustedAfterClose: toQar(row.adjusted),
  };
}

export async function listSessions(
  pool: Pool,
  filter: { from?: string | undefined; to?: string | undefined; status?: 'open' },
): Promise<TillSessionSummary[]> {
  const { rows } = await pool.query<SessionRow>(
    `${SESSION} WHERE ($1::date IS NULL OR s.opened_on >= $1) AND ($2::date IS NULL OR s.opened_on <= $2)
       AND ($3::text IS NULL OR s.status = $3)
     ORDER BY s.opened_at DESC LIMIT 500`,
    [filter.from ?? null, filter.to ?? null, filter.status ?? null],
  );
  return rows.map(toSummary);
}

/** One session with its movements: the X report while open, the Z report once closed. */
export async function findSession(pool: Pool, id: string): Promise<TillSession | null> {
  const [{ rows }, movements] = await Promise.all([
    pool.query<SessionRow>(`${SESSION} WHERE s.session_id = $1`, [id]),
    pool.query<{
      id: string;
      at: Date;
      kind: string;
      amount: number;
      label: string;
      by: string;
      unassigned: boolean;
      afterClose: boolean;
    }>(
      `SELECT movement_id AS id, at, kind, amount, label, by, session_id IS NULL AS unassigned,
         after_close AS "afterClose"
       FROM read.petty_cash_movements WHERE session_id = $1 OR settled_in = $1 ORDER BY at, movement_id`,
      [id],
    ),
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    ...toSummary(row),
    counts: row.counts.map((c) => ({ denomination: toQar(c.denomination), count: c.count })),
    movements: movements.rows.map((m) => ({
      ...m,
      kind: m.kind as TillSession['movements'][number]['kind'],
      at: m.at.toISOString(),
      amount: toQar(m.amount),
    })),
  };
}

/** Cash taken while no till was open, not yet settled by a close. */
export async function unassignedCash(pool: Pool): Promise<{ amount: number; count: number }> {
  const { rows } = await pool.query<{ amount: number; count: number }>(
    `SELECT coalesce(sum(amount), 0)::int AS amount, count(*)::int AS count FROM read.petty_cash_movements
     WHERE session_id IS NULL AND settled_in IS NULL`,
  );
  return { amount: toQar(rows[0]!.amount), count: rows[0]!.count };
}
