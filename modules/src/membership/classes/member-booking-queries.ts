import type { Pool } from 'pg';
import { addDays } from '@gym/events/calendar/local-date';
import type { RosterStatus } from './occurrence-decider.js';
import { occurrencesByIds } from './occurrence-queries.js';
import type { OccurrenceView } from './occurrence-queries.js';

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

/** The occurrences a member holds a seat in on days around one (the overlap rule reads their times). */
export async function memberSeatsAround(
  pool: Pool,
  memberId: string,
  day: string,
  timeZone: string,
  statuses: readonly RosterStatus[] = ['booked', 'checkedIn'],
): Promise<OccurrenceView[]> {
  const { rows } = await pool.query<{ occurrence_id: string }>(
    `SELECT occurrence_id FROM read.class_bookings
     WHERE member_id = $1 AND day BETWEEN $2 AND $3 AND status = ANY($4)`,
    [memberId, addDays(day, -1), addDays(day, 1), statuses],
  );
  const views = await occurrencesByIds(
    pool,
    rows.map((r) => r.occurrence_id),
    timeZone,
  );
  return [...views.values()].filter((o) => o.status !== 'cancelled');
}
