import type { Pool } from 'pg';

export interface HistoryEntry {
  position: number;
  type: string;
  summary: string;
  actorName: string;
  at: string;
}

/** Newest first, paged by position (pass the last position seen to get older entries). */
export async function memberHistory(
  pool: Pool,
  memberId: string,
  before: number | null,
  limit: number,
): Promise<HistoryEntry[]> {
  const result = await pool.query<HistoryEntry>(
    `SELECT position::float8 AS position, type, summary, actor_name AS "actorName", at FROM read.member_history
     WHERE member_id = $1 AND ($2::bigint IS NULL OR position < $2) ORDER BY position DESC LIMIT $3`,
    [memberId, before, limit],
  );
  return result.rows;
}
