import { z } from 'zod';

/*
 * Every date a route accepts is one of these types, never a bare pattern. A pattern let `0000-00-00` and `2026-02-30`
 * through; PostgreSQL refuses them in a date column, and once such a value is an event (permanent) the projector that
 * stores it cannot apply it (issue 43). So a date is a real calendar date (ISO `YYYY-MM-DD`, leap years included),
 * within bounds that fit the field, refused with a 400 naming the field. The bounds are in the OpenAPI document as
 * `x-earliest` / `x-latest` (extensions: OpenAPI has no keyword for a date's range), so integrators (and the
 * write-route fuzz test) see them.
 */

/** The days a gym's records fall on: payments, expenses, leave, hires, due dates, expiries of documents, filters. */
export const RECORD_DAYS = { earliest: '2000-01-01', latest: '2099-12-31' } as const;
/** Dates of birth: nobody alive was born before 1900, and nobody is born in the future. */
export const BIRTH_DAYS = { earliest: '1900-01-01', latest: 'today' } as const;

export interface DayBounds {
  readonly earliest: string;
  /** The last day allowed, or `today`: the latest calendar day anywhere on Earth now (UTC+14), so no zone is refused. */
  readonly latest: string;
}

export const REAL_DATE_MESSAGE = 'Use a real date, YYYY-MM-DD';

/** Today in the zone furthest ahead (Kiribati, UTC+14): a day after it is in the future for everybody. */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

const latestOf = (bounds: DayBounds) => (bounds.latest === 'today' ? latestToday() : bounds.latest);

function boundsMessage(bounds: DayBounds): string {
  return bounds.latest === 'today'
    ? `Use a date from ${bounds.earliest} to today`
    : `Use a date from ${bounds.earliest} to ${bounds.latest}`;
}

/** A calendar day `YYYY-MM-DD` that exists, within `bounds`. */
export function calendarDay(bounds: DayBounds = RECORD_DAYS) {
  return z.iso
    .date({ error: REAL_DATE_MESSAGE })
    .refine((day) => day >= bounds.earliest && day <= latestOf(bounds), { error: boundsMessage(bounds) })
    .meta({
      'x-earliest': bounds.earliest,
      ...(bounds.latest === 'today' ? {} : { 'x-latest': bounds.latest }),
    });
}

/** A date of birth: a real date from 1900 to today. */
export function birthDay() {
  return calendarDay(BIRTH_DAYS);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month `YYYY-MM` within the record days' years (payroll runs, reports, calendars). */
export function calendarMonth() {
  const [earliest, latest] = [RECORD_DAYS.earliest.slice(0, 7), RECORD_DAYS.latest.slice(0, 7)];
  return z
    .string()
    .regex(MONTH, 'Use YYYY-MM')
    .refine((month) => month >= earliest && month <= latest, { error: `Use a month from ${earliest} to ${latest}` })
    .meta({ 'x-earliest': earliest, 'x-latest': latest });
}

/** An instant (ISO 8601 with an offset) on a real calendar day within the record days. */
export function recordInstant() {
  return z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time with its offset' }).refine(
    (text) => {
      // Runs after a failed format check too (zod runs every check): an unreadable text is refused by that one.
      const ms = Date.parse(text);
      if (Number.isNaN(ms)) return true;
      const day = new Date(ms).toISOString().slice(0, 10);
      return day >= RECORD_DAYS.earliest && day <= RECORD_DAYS.latest;
    },
    { error: `Use an instant from ${RECORD_DAYS.earliest} to ${RECORD_DAYS.latest}` },
  );
}
