import type { Pool } from 'pg';
import type { HistoryParams } from './history-line-contracts.js';

export interface HistoryEntry {
  position: number;
  type: string;
  summary: string;
  code: string;
  params: HistoryParams;
  actorName: string;
  at: string;
}

/**
 * A visit's two lines, from its row of the check-ins (which keeps each one's position and actor): the check-in, and
 * its check-out once there is one. A visit is a row there, so a second check-out of one visit shows as its last.
 * An override's refusal is the English sentence the check-in recorded, with its code and values (`refusalCode`, and
 * `refusalParams` as JSON text) when recorded (issue 46/47: the page words it in its language; older check-ins keep
 * their sentence), and the reason the desk typed (`checkedInOverrideReason`).
 */
const VISIT_LINES = `SELECT l.position, l.type, l.summary, l.code, l.params, l.actor_name, l.at
  FROM read.check_ins c CROSS JOIN LATERAL (VALUES
    (c.position, 'MemberCheckedIn',
     CASE WHEN c.override IS NULL THEN 'Checked in'
          WHEN c.override->>'reason' IS NULL THEN 'Checked in (override of: ' || (c.override->>'refusal') || ')'
          ELSE 'Checked in (override of: ' || (c.override->>'refusal') || '; reason: ' || (c.override->>'reason') || ')'
     END,
     CASE WHEN c.override IS NULL THEN 'checkedIn'
          WHEN c.override->>'reason' IS NULL THEN 'checkedInOverride' ELSE 'checkedInOverrideReason' END,
     CASE WHEN c.override IS NULL THEN '{}'::jsonb
          ELSE jsonb_strip_nulls(jsonb_build_object('refusal', c.override->>'refusal',
            'refusalCode', c.override->>'code', 'refusalParams', (c.override->'params')::text,
            'reason', c.override->>'reason')) END,
     c.recorded_by, c.at),
    (c.checked_out_position, 'MemberCheckedOut', 'Checked out', 'checkedOut', '{}'::jsonb, c.checked_out_by,
     c.checked_out_at)
  ) AS l(position, type, summary, code, params, actor_name, at)
  WHERE c.member_id = $1 AND l.position IS NOT NULL AND ($2::bigint IS NULL OR l.position < $2)`;

/**
 * Newest first, paged by position (pass the last position seen to get older entries): the member's history lines
 * and their visits' lines, in log order.
 */
export async function memberHistory(
  pool: Pool,
  memberId: string,
  before: number | null,
  limit: number,
): Promise<HistoryEntry[]> {
  const result = await pool.query<HistoryEntry>(
    `SELECT position::float8 AS position, type, summary, code, params, actor_name AS "actorName", at FROM (
       (SELECT position, type, summary, code, params, actor_name, at FROM read.member_history
        WHERE member_id = $1 AND ($2::bigint IS NULL OR position < $2) ORDER BY position DESC LIMIT $3)
       UNION ALL (${VISIT_LINES})
     ) lines ORDER BY position DESC LIMIT $3`,
    [memberId, before, limit],
  );
  return result.rows;
}
