import type { Pool } from 'pg';
import { timetable } from './occurrence-queries.js';
import type { ReportOccurrence, ReportPlace } from './class-report.js';

/** The occurrences of the days from `from` to `to` as the timetable computes them (one-off changes included). */
export async function reportOccurrences(
  pool: Pool,
  from: string,
  to: string,
  timeZone: string,
): Promise<ReportOccurrence[]> {
  return (await timetable(pool, from, to, timeZone)).map((o) => ({
    occurrenceId: o.occurrenceId,
    classId: o.classId,
    className: o.className,
    colour: o.colour,
    day: o.day,
    startTime: o.startTime,
    endsAt: o.endsAt,
    instructor: o.instructor,
    capacity: o.capacity,
    status: o.status,
  }));
}

/** Every member's place in the occurrences of those days, with its history (class_report_places). */
export async function reportPlaces(pool: Pool, from: string, to: string): Promise<ReportPlace[]> {
  const { rows } = await pool.query<ReportPlace>(
    `SELECT occurrence_id AS "occurrenceId", status, seated, waitlisted, promoted
     FROM read.class_report_places WHERE day BETWEEN $1 AND $2`,
    [from, to],
  );
  return rows;
}
