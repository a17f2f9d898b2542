import type { Pool } from 'pg';
import { addDays } from '@gym/events/calendar/local-date';
import type { Instructor, SessionGender } from './class-events.js';
import { occurrenceIdOf, occurrenceTimes, parseOccurrenceId } from './class-time.js';
import { listClosures } from './class-closure-queries.js';
import type { ClosureView } from './class-closure-queries.js';
import { listSessions, runsOn, sessionOnDay, sessionsByIds } from './class-session-queries.js';
import type { SessionView } from './class-session-queries.js';

/*
 * The occurrences of the weekly sessions, computed at read time from the sessions, closures and one-off changes
 * (the projector stores only the changes and the bookings).
 */

export interface OccurrenceView {
  occurrenceId: string;
  sessionId: string;
  classId: string;
  className: string;
  colour: string;
  day: string;
  startsAt: string;
  endsAt: string;
  startTime: string;
  durationMinutes: number;
  room: string;
  instructor: Instructor | null;
  gender: SessionGender;
  capacity: number;
  booked: number;
  waitlisted: number;
  checkedIn: number;
  noShows: number;
  status: 'scheduled' | 'cancelled' | 'closed';
  note: string;
  changed: boolean;
}

export interface OverrideRow {
  occurrence_id: string;
  cancel_reason: string | null;
  moved_start_time: string | null;
  moved_room: string | null;
  instructor: Instructor | null;
  capacity: number | null;
  booked: number;
  waitlisted: number;
  checked_in: number;
  no_shows: number;
}

/** The one-off changes and the counts of places of the occurrences `where` picks. */
async function overridesWhere(pool: Pool, where: string, values: unknown[]): Promise<Map<string, OverrideRow>> {
  const { rows } = await pool.query<OverrideRow>(
    `SELECT o.occurrence_id, o.cancel_reason, o.moved_start_time, o.moved_room, o.instructor, o.capacity,
            count(b.*) FILTER (WHERE b.status IN ('booked', 'checkedIn', 'noShow'))::int AS booked,
            count(b.*) FILTER (WHERE b.status = 'waitlisted')::int AS waitlisted,
            count(b.*) FILTER (WHERE b.status = 'checkedIn')::int AS checked_in,
            count(b.*) FILTER (WHERE b.status = 'noShow')::int AS no_shows
     FROM read.class_occurrences o LEFT JOIN read.class_bookings b ON b.occurrence_id = o.occurrence_id
     WHERE ${where} GROUP BY o.occurrence_id`,
    values,
  );
  return new Map(rows.map((r) => [r.occurrence_id, r]));
}

const overridesBetween = (pool: Pool, from: string, to: string) =>
  overridesWhere(pool, 'o.day BETWEEN $1 AND $2', [from, to]);

export function occurrenceOf(
  session: SessionView,
  day: string,
  timeZone: string,
  override: OverrideRow | undefined,
  closure: ClosureView | undefined,
  runs: boolean,
): OccurrenceView {
  const startTime = override?.moved_start_time ?? session.startTime;
  const { startsAt, endsAt } = occurrenceTimes(day, startTime, session.durationMinutes, timeZone);
  const cancelled = override?.cancel_reason != null || !runs;
  return {
    occurrenceId: occurrenceIdOf(session.id, day),
    sessionId: session.id,
    classId: session.classId,
    className: session.className,
    colour: session.colour,
    day,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    startTime,
    durationMinutes: session.durationMinutes,
    room: override?.moved_room ?? session.room,
    instructor: override?.instructor ?? session.instructor,
    gender: session.gender,
    capacity: override?.capacity ?? session.capacity,
    booked: override?.booked ?? 0,
    waitlisted: override?.waitlisted ?? 0,
    checkedIn: override?.checked_in ?? 0,
    noShows: override?.no_shows ?? 0,
    status: cancelled ? 'cancelled' : closure ? 'closed' : 'scheduled',
    note: override?.cancel_reason ?? closure?.reason ?? '',
    changed:
      override !== undefined &&
      (override.cancel_reason !== null ||
        override.moved_start_time !== null ||
        override.moved_room !== null ||
        override.instructor !== null ||
        override.capacity !== null),
  };
}

/** The occurrences of the days from `from` to `to` (sessions, closures, one-off changes), sorted by start. */
export async function timetable(pool: Pool, from: string, to: string, timeZone: string): Promise<OccurrenceView[]> {
  const [sessions, closures, overrides] = await Promise.all([
    listSessions(pool, from, to),
    listClosures(pool, from, to),
    overridesBetween(pool, from, to),
  ]);
  const occurrences: OccurrenceView[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const closure = closures.find((c) => c.from <= day && day <= c.to);
    for (const series of sessions) {
      const session = sessionOnDay(series, day);
      if (!runsOn(session, day)) continue;
      occurrences.push(
        occurrenceOf(session, day, timeZone, overrides.get(occurrenceIdOf(session.id, day)), closure, true),
      );
    }
  }
  return occurrences.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.className.localeCompare(b.className));
}

/**
 * Occurrences named by id, whatever the timetable says now: one whose series ended or no longer runs that day reads
 * as cancelled (its bookings are kept). Unknown ids are left out.
 */
export async function occurrencesByIds(
  pool: Pool,
  ids: readonly string[],
  timeZone: string,
): Promise<Map<string, OccurrenceView>> {
  const named = ids.map(parseOccurrenceId).filter((n) => n !== null);
  const found = new Map<string, OccurrenceView>();
  if (named.length === 0) return found;
  const days = named.map((n) => n.day).sort();
  const from = days[0]!;
  const to = days.at(-1)!;
  const [sessions, closures, overrides] = await Promise.all([
    sessionsByIds(pool, [...new Set(named.map((n) => n.sessionId))]),
    listClosures(pool, from, to),
    // Those named only: a pack's credits name a few occurrences over months, whose other places are not counted.
    overridesWhere(pool, 'o.occurrence_id = ANY($1)', [named.map((n) => occurrenceIdOf(n.sessionId, n.day))]),
  ]);
  const byId = new Map(sessions.map((s) => [s.id, s]));
  for (const { sessionId, day } of named) {
    const series = byId.get(sessionId);
    if (!series) continue;
    const session = sessionOnDay(series, day);
    const closure = closures.find((c) => c.from <= day && day <= c.to);
    const view = occurrenceOf(
      session,
      day,
      timeZone,
      overrides.get(occurrenceIdOf(sessionId, day)),
      closure,
      runsOn(session, day),
    );
    found.set(view.occurrenceId, view);
  }
  return found;
}
