import { memberNameSql } from '../members/public.js';
import type { Pool } from 'pg';

export interface CheckInView {
  id: string;
  memberId: string;
  memberName: string;
  memberNumber: number;
  avatar: string | null;
  classId: string | null;
  checkInTime: string;
  checkOutTime: string | null;
  day: string;
  override: {
    byName: string;
    refusal: string;
    code?: string;
    params?: Record<string, string | number>;
    reason?: string;
  } | null;
}

const SELECT = `SELECT c.check_in_id AS id, c.member_id AS "memberId",
    coalesce(${memberNameSql('m')}, 'Unknown Member') AS "memberName",
    coalesce(m.member_number, 0) AS "memberNumber", m.avatar, c.class_id AS "classId", c.at AS "checkInTime",
    c.checked_out_at AS "checkOutTime", to_char(c.day, 'YYYY-MM-DD') AS day, c.override
  FROM read.check_ins c LEFT JOIN read.members m ON m.member_id = c.member_id`;

/** A day's check-ins with member names, newest first. */
export async function checkInsOfDay(pool: Pool, day: string, limit: number): Promise<CheckInView[]> {
  const result = await pool.query<CheckInView>(`${SELECT} WHERE c.day = $1 ORDER BY c.at DESC LIMIT $2`, [day, limit]);
  return result.rows;
}

export async function checkInsOfMember(pool: Pool, memberId: string, limit: number): Promise<CheckInView[]> {
  const result = await pool.query<CheckInView>(`${SELECT} WHERE c.member_id = $1 ORDER BY c.at DESC LIMIT $2`, [
    memberId,
    limit,
  ]);
  return result.rows;
}

/** Where a check-in lives (its member and day name its stream). */
export async function findCheckIn(pool: Pool, id: string): Promise<{ memberId: string; day: string } | null> {
  const result = await pool.query<{ memberId: string; day: string }>(
    `SELECT member_id AS "memberId", to_char(day, 'YYYY-MM-DD') AS day FROM read.check_ins WHERE check_in_id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

/** The latest check-ins of any day, newest first (the dashboard's Recent Activity). */
export async function recentCheckIns(pool: Pool, limit: number): Promise<CheckInView[]> {
  // The day follows the time, so (day, at) descending is time order and walks the day index backwards.
  const result = await pool.query<CheckInView>(`${SELECT} ORDER BY c.day DESC, c.at DESC LIMIT $1`, [limit]);
  return result.rows;
}
