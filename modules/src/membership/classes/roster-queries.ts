import type { Pool } from 'pg';
import { memberNameSql } from '../members/public.js';
import type { RosterStatus } from './occurrence-decider.js';

export interface RosterEntry {
  memberId: string;
  name: string;
  nameArabic: string | null;
  phone: string | null;
  status: RosterStatus;
  waitlistPosition: number | null;
  at: string;
}

/** Who is booked, waitlisted, checked in, a no-show or cancelled in an occurrence (waitlist in its order). */
export async function roster(pool: Pool, occurrenceId: string): Promise<RosterEntry[]> {
  const { rows } = await pool.query<RosterEntry>(
    `SELECT b.member_id AS "memberId", coalesce(${memberNameSql('m')}, '') AS name,
            nullif(m.name_arabic, '') AS "nameArabic", nullif(m.phone, '') AS phone, b.status,
            CASE WHEN b.status = 'waitlisted'
              THEN (row_number() OVER (PARTITION BY b.status = 'waitlisted' ORDER BY b.waitlist_seq))::int END
              AS "waitlistPosition",
            b.at AS at
     FROM read.class_bookings b LEFT JOIN read.members m ON m.member_id = b.member_id
     WHERE b.occurrence_id = $1
     ORDER BY CASE b.status WHEN 'checkedIn' THEN 0 WHEN 'booked' THEN 1 WHEN 'noShow' THEN 2 WHEN 'waitlisted' THEN 3
              ELSE 4 END, b.waitlist_seq NULLS FIRST, b.at`,
    [occurrenceId],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}

/** Bookings still to be judged after their occurrence ended (the no-show sweep's candidates). */
export async function occurrencesWithOpenBookings(pool: Pool, from: string, to: string): Promise<string[]> {
  const { rows } = await pool.query<{ occurrence_id: string }>(
    `SELECT DISTINCT occurrence_id FROM read.class_bookings WHERE day BETWEEN $1 AND $2 AND status = 'booked'`,
    [from, to],
  );
  return rows.map((r) => r.occurrence_id);
}

/** The members booked or waiting in a session's occurrences from a day on (told when the series ends). */
export async function sessionBookingsFrom(pool: Pool, sessionId: string, from: string) {
  const { rows } = await pool.query<{ occurrence_id: string; member_id: string; day: string }>(
    `SELECT occurrence_id, member_id, to_char(day, 'YYYY-MM-DD') AS day FROM read.class_bookings
     WHERE session_id = $1 AND day >= $2 AND status IN ('booked', 'waitlisted')`,
    [sessionId, from],
  );
  return rows;
}
