import type { Pool } from 'pg';
import type { Instructor, SessionGender } from './class-events.js';
import { isoWeekday } from './class-time.js';

export interface SessionView {
  id: string;
  classId: string;
  className: string;
  colour: string;
  weekday: number;
  startTime: string;
  durationMinutes: number;
  capacity: number;
  instructor: Instructor | null;
  room: string;
  gender: SessionGender;
  validFrom: string;
  validUntil: string | null;
  /** The session's versions, oldest first: its values from each day on (issue 47). */
  versions?: SessionVersionView[];
}

export type SessionVersionView = Pick<
  SessionView,
  'classId' | 'weekday' | 'startTime' | 'durationMinutes' | 'capacity' | 'instructor' | 'room' | 'gender'
> & { effectiveFrom: string };

/** The session as it was or will be on a day: the last version from that day or before (the series' dates kept). */
export function sessionOnDay(session: SessionView, day: string): SessionView {
  const versions = session.versions ?? [];
  const version = versions.findLast((v) => v.effectiveFrom <= day) ?? versions[0];
  if (!version) return session;
  const { effectiveFrom: _from, ...values } = version;
  return { ...session, ...values };
}

/** The columns of a `SessionView`, from `read.class_sessions s` joined to `read.classes c`. */
export const sessionColumns = `s.session_id AS id, s.class_id AS "classId", coalesce(c.name, '') AS "className",
  coalesce(c.colour, '#2563eb') AS colour, s.weekday, s.start_time AS "startTime",
  s.duration_minutes AS "durationMinutes", s.capacity, s.instructor, s.room, s.gender,
  to_char(s.valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(s.valid_until, 'YYYY-MM-DD') AS "validUntil",
  s.versions`;

/** The weekly sessions still on the timetable today or later (or those running between two days). */
export async function listSessions(pool: Pool, from: string, to: string | null = null): Promise<SessionView[]> {
  const { rows } = await pool.query<SessionView>(
    `SELECT ${sessionColumns} FROM read.class_sessions s LEFT JOIN read.classes c ON c.class_id = s.class_id
     WHERE (s.valid_until IS NULL OR s.valid_until >= $1) AND ($2::date IS NULL OR s.valid_from <= $2)
       AND (s.valid_until IS NULL OR s.valid_until >= s.valid_from)
     ORDER BY s.weekday, s.start_time, lower(c.name)`,
    [from, to],
  );
  return rows;
}

/** Sessions by id, whatever their validity (bookings of a series that ended still name them). */
export async function sessionsByIds(pool: Pool, ids: readonly string[]): Promise<SessionView[]> {
  if (ids.length === 0) return [];
  const { rows } = await pool.query<SessionView>(
    `SELECT ${sessionColumns} FROM read.class_sessions s LEFT JOIN read.classes c ON c.class_id = s.class_id
     WHERE s.session_id = ANY($1)`,
    [ids],
  );
  return rows;
}

/** Whether a weekly session has an occurrence on a day (its weekday, within its dates). */
export const runsOn = (session: SessionView, day: string) =>
  session.weekday === isoWeekday(day) &&
  session.validFrom <= day &&
  (session.validUntil === null || day <= session.validUntil);
