import { localDayAndTime } from '@gym/events/calendar/local-date';

/*
 * Times of the timetable (issue 47): sessions start at a wall-clock time of the gym's time zone on a day; an
 * occurrence is one session on one day, named `<sessionId>.<YYYY-MM-DD>`.
 */

const MINUTE_MS = 60_000;

/** Minutes since midnight of `HH:MM`. */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The instants last asked for, by zone, day and time: each takes two formattings with Intl, and a class's decisions
 * ask for the same few over and over (a roster, a booking, the generated sample gym's thousands of bookings).
 */
const instants = new Map<string, number>();
const REMEMBERED_INSTANTS = 4096;

/** The instant a wall-clock time of a day has in a time zone (the later one of a time repeated by a clock change). */
export function instantOf(day: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${day} ${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = computeInstant(day, time, timeZone);
    if (instants.size >= REMEMBERED_INSTANTS) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

function computeInstant(day: string, time: string, timeZone: string): number {
  const wanted = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(5, 7)) - 1,
    Number(day.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  let guess = wanted;
  // Two rounds settle any offset (the second corrects a guess that fell across a change of offset).
  for (let round = 0; round < 2; round++) {
    const local = localDayAndTime(new Date(guess), timeZone);
    const seen = Date.UTC(
      Number(local.day.slice(0, 4)),
      Number(local.day.slice(5, 7)) - 1,
      Number(local.day.slice(8, 10)),
      Number(local.time.slice(0, 2)),
      Number(local.time.slice(3, 5)),
    );
    guess += wanted - seen;
  }
  return guess;
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export const occurrenceIdOf = (sessionId: string, day: string) => `${sessionId}.${day}`;

/** The session and day an occurrence id names, or null when it names none (a malformed id). */
export function parseOccurrenceId(occurrenceId: string): { sessionId: string; day: string } | null {
  const match = /^(.+)\.(\d{4}-\d{2}-\d{2})$/.exec(occurrenceId);
  if (!match) return null;
  const day = match[2]!;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  return { sessionId: match[1]!, day };
}

/** When an occurrence starts and ends. */
export function occurrenceTimes(day: string, startTime: string, durationMinutes: number, timeZone: string) {
  const startsAt = instantOf(day, startTime, timeZone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE_MS) };
}
