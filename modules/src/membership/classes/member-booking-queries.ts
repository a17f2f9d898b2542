import type { Pool } from 'pg';
import { addDays } from '@gym/events/calendar/local-date';
import type { RosterStatus } from './occurrence-decider.js';
import { occurrenceOf, occurrencesByIds } from './occurrence-queries.js';
import type { OccurrenceView, OverrideRow } from './occurrence-queries.js';
import { runsOn, sessionColumns, sessionOnDay } from './class-session-queries.js';
import type { SessionView } from './class-session-queries.js';

export interface MemberBooking {
  occurrenceId: string;
  className: string;
  colour: string;
  startsAt: string;
  endsAt: string;
  room: string;
  instructorName: string | null;
  status: RosterStatus;
  waitlistPosition: number | null;
}

/** A member's class bookings: upcoming first (soonest first), then the last 30 days (latest first). */
export async function memberBookings(
  pool: Pool,
  memberId: string,
  options: { from: string; to: string | null; now: Date; timeZone: string },
): Promise<MemberBooking[]> {
  const { rows } = await pool.query<{ occurrence_id: string; status: RosterStatus; position: number | null }>(
    `SELECT b.occurrence_id, b.status,
            CASE WHEN b.status = 'waitlisted' THEN (SELECT count(*)::int FROM read.class_bookings w
              WHERE w.occurrence_id = b.occurrence_id AND w.status = 'waitlisted' AND w.waitlist_seq <= b.waitlist_seq)
            END AS position
     FROM read.class_bookings b WHERE b.member_id = $1 AND b.day >= $2 AND ($3::date IS NULL OR b.day <= $3)`,
    [memberId, options.from, options.to],
  );
  const views = await occurrencesByIds(
    pool,
    rows.map((r) => r.occurrence_id),
    options.timeZone,
  );
  const now = options.now.toISOString();
  const bookings = rows.flatMap((r) => {
    const o = views.get(r.occurrence_id);
    if (!o) return [];
    return [
      {
        occurrenceId: o.occurrenceId,
        className: o.className,
        colour: o.colour,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        room: o.room,
        instructorName: o.instructor?.name ?? null,
        status: r.status,
        waitlistPosition: r.position,
      },
    ];
  });
  const upcoming = bookings.filter((b) => b.endsAt > now).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = bookings.filter((b) => b.endsAt <= now).sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return [...upcoming, ...past];
}

/** An occurrence a member holds a seat in, with its times as they stand (moved or not). */
export type Seat = Pick<OccurrenceView, 'occurrenceId' | 'className' | 'startsAt' | 'endsAt'>;

/**
 * The occurrences a member holds a seat in on days around one (the overlap rule reads their times), not cancelled:
 * the places, their sessions and their one-off changes in one query (a booking and a reader's check-in wait on it).
 */
export async function memberSeatsAround(
  pool: Pool,
  memberId: string,
  day: string,
  timeZone: string,
  statuses: readonly RosterStatus[] = ['booked', 'checkedIn'],
): Promise<Seat[]> {
  const { rows } = await pool.query<
    SessionView & Pick<OverrideRow, 'occurrence_id' | 'cancel_reason' | 'moved_start_time'> & { day: string }
  >(
    `SELECT b.occurrence_id, to_char(b.day, 'YYYY-MM-DD') AS day, ${sessionColumns},
            o.cancel_reason, o.moved_start_time
     FROM read.class_bookings b
     JOIN read.class_sessions s ON s.session_id = b.session_id
     LEFT JOIN read.classes c ON c.class_id = s.class_id
     LEFT JOIN read.class_occurrences o ON o.occurrence_id = b.occurrence_id
     WHERE b.member_id = $1 AND b.day BETWEEN $2 AND $3 AND b.status = ANY($4)`,
    [memberId, addDays(day, -1), addDays(day, 1), statuses],
  );
  return rows.flatMap((row) => {
    const session = sessionOnDay(row, row.day);
    // Only what moves a seat's times or cancels it: the places' counts and the closures are not read.
    const change: OverrideRow = {
      occurrence_id: row.occurrence_id,
      cancel_reason: row.cancel_reason,
      moved_start_time: row.moved_start_time,
      moved_room: null,
      instructor: null,
      capacity: null,
      booked: 0,
      waitlisted: 0,
      checked_in: 0,
      no_shows: 0,
    };
    const view = occurrenceOf(session, row.day, timeZone, change, undefined, runsOn(session, row.day));
    if (view.status === 'cancelled') return [];
    return [
      { occurrenceId: view.occurrenceId, className: view.className, startsAt: view.startsAt, endsAt: view.endsAt },
    ];
  });
}
