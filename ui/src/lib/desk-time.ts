import { dayOf } from '@gym/events/calendar/local-date';
import { formatInstant as formatInstantInZone } from '@gym/kernel/contracts/format';
import { currentLocale, numberStyle } from './i18n/i18n';
import { intlLocale } from './i18n/formats';

/**
 * THE place the UI turns instants into text (issue 10, item 11). Every time shown is in the gym's time zone (the
 * Settings value, `useGymTimeZone()`), never the browser's: a desk PC, a manager's laptop abroad and the server then
 * read the same clock. Every function takes the zone; none falls back to the browser's. Days given as YYYY-MM-DD
 * (due dates, leave) are calendar days, not instants, and are shown as they are.
 *
 * In English the forms are the specification's ("Mar 10, 2026, 14:05"); in Arabic the same fields in Arabic, with
 * the gym's digits ("١٠ مارس ٢٠٢٦، ١٤:٠٥" or Latin digits), month names included (issue 46, item 3).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

type Kind = 'clock' | 'dateTime' | 'zoneName' | 'instant';

/** The Intl locale of a kind of value in the page's language: English keeps the specification's forms. */
function localeOf(kind: Kind): string {
  if (currentLocale() !== 'en') return intlLocale(numberStyle());
  return kind === 'dateTime' ? 'en-US' : 'en-GB';
}

/** Building a formatter is slow and lists format many rows: one per kind, zone and language. */
function formatter(kind: Kind, timeZone: string): Intl.DateTimeFormat {
  const locale = localeOf(kind);
  const key = `${kind}:${timeZone}:${locale}`;
  let found = formatters.get(key);
  if (!found) {
    const clock = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    found =
      kind === 'clock'
        ? new Intl.DateTimeFormat(locale, { ...clock, timeZone })
        : kind === 'dateTime'
          ? new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', ...clock, timeZone })
          : kind === 'instant'
            ? new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'medium', hourCycle: 'h23' })
            : new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    formatters.set(key, found);
  }
  return found;
}

function instant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "HH:MM" (24-hour) of an ISO instant in the zone; an unreadable value gives an empty string. */
export function formatClock(iso: string, timeZone: string): string {
  const date = instant(iso);
  return date ? formatter('clock', timeZone).format(date) : '';
}

/** "Mar 10, 2026, 14:05" in the zone; an unreadable value is shown as it came. */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = instant(iso);
  return date ? formatter('dateTime', timeZone).format(date) : iso;
}

/** "10 Mar 2026, 14:05:09": to the second, for the audit trail. */
export function formatInstant(iso: string, timeZone: string): string {
  const date = instant(iso);
  if (!date) return iso;
  return currentLocale() === 'en' ? formatInstantInZone(iso, timeZone) : formatter('instant', timeZone).format(date);
}

/**
 * The zone's short name at an instant ("GMT+3", "CET"), to label times where a reader could take them for their
 * own clock's.
 */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  const part = formatter('zoneName', timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** Today (or the day of `now`) as YYYY-MM-DD in the zone. */
export function deskToday(now: Date, timeZone: string): string {
  return dayOf(now, timeZone);
}

/** Whether an ISO instant falls on `day` in the zone. */
export function isOnDay(iso: string | null, day: string, timeZone: string): boolean {
  const date = iso ? instant(iso) : null;
  return date !== null && deskToday(date, timeZone) === day;
}

/**
 * The instant a calendar day starts in a time zone (the gym's), as ISO UTC: the audit filter's "From" day starts there
 * and its "To" day ends where the next one starts, as the desk reads its clock.
 */
export function dayStart(day: string, timeZone: string): string {
  return wallTimeToInstant(`${day}T00:00:00`, timeZone) ?? new Date(`${day}T00:00:00Z`).toISOString();
}

/** The wall clock (year to second) an instant shows in a zone, as milliseconds of the same clock read in UTC. */
function wallClockMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock time ("YYYY-MM-DDTHH:MM" or with ":SS", as a datetime-local input gives it) stands for in
 * a time zone (the gym's), as ISO UTC; undefined for an unreadable value. The browser's own zone plays no part. A
 * time skipped by a daylight-saving change is read with the offset before the change.
 */
export function wallTimeToInstant(wallTime: string, timeZone: string): string | undefined {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (hour > 23 || minute > 59 || second > 59 || new Date(wall).getUTCDate() !== day) return undefined;
  // Two rounds: the zone's offset at the first guess may differ from the one at the answer (a DST change between).
  let guess = wall - (wallClockMs(new Date(wall), timeZone) - wall);
  guess = wall - (wallClockMs(new Date(guess), timeZone) - guess);
  return new Date(guess).toISOString();
}

/** The wall clock an instant shows in a zone as "YYYY-MM-DDTHH:MM:SS", the value a datetime-local input takes. */
export function instantToWallTime(iso: string, timeZone: string): string {
  const date = instant(iso);
  return date ? new Date(wallClockMs(date, timeZone)).toISOString().slice(0, 19) : '';
}

/** The calendar day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/*
 * Calendar months by name. A YYYY-MM-DD day is already the gym's; it is read at midnight UTC and named in UTC, so no
 * zone moves it to the day before.
 */
const utcMonth = (day: string) => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, 1));

/** The Intl locale month names are written in: the page's language (English as en-US) unless one is given. */
const monthLocale = (locale?: string) => locale ?? (currentLocale() === 'en' ? 'en-US' : intlLocale(numberStyle()));

/** The month of a YYYY-MM-DD day by name, in the page's language unless a locale is given: "May", "مايو". */
export function monthName(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(monthLocale(locale), { month: 'long', timeZone: 'UTC' }).format(utcMonth(day));
}

/** A month on a chart axis: "May 2026" (or "May 26" when short), in the page's language unless a locale is given. */
export function monthLabel(day: string, { short = false, locale }: { short?: boolean; locale?: string } = {}): string {
  return new Intl.DateTimeFormat(monthLocale(locale), {
    month: 'short',
    year: short ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(utcMonth(day));
}

/** A calendar's title for a YYYY-MM month: "May 2026", "مايو ٢٠٢٦". */
export function monthTitle(month: string): string {
  return new Intl.DateTimeFormat(currentLocale() === 'en' ? 'en-GB' : intlLocale(numberStyle()), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcMonth(`${month}-01`));
}

/** How `calendarDayText` writes a day: its weekday ("Sat"), a column's heading ("Sat 5 Dec"), or in full. */
export type CalendarDayStyle = 'weekday' | 'weekdayShort' | 'heading' | 'long';

const CALENDAR_DAY_OPTIONS: Record<CalendarDayStyle, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'long' },
  weekdayShort: { weekday: 'short' },
  heading: { weekday: 'short', day: 'numeric', month: 'short' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

/**
 * A YYYY-MM-DD calendar day (already the gym's) in words, in the page's language and digits: "Saturday",
 * "Sat 5 Dec", "Saturday 5 December 2026" (the timetable's days, issue 47). Read at midnight UTC and named in UTC.
 */
export function calendarDayText(day: string, style: CalendarDayStyle): string {
  const locale = currentLocale() === 'en' ? 'en-GB' : intlLocale(numberStyle());
  return new Intl.DateTimeFormat(locale, { ...CALENDAR_DAY_OPTIONS[style], timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The days of the week by name, Sunday (0) to Saturday (6), in the page's language: "Sunday", "الأحد". */
export function weekdayNames(width: 'long' | 'short' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(monthLocale(), { weekday: width, timeZone: 'UTC' });
  // 2026-12-06 is a Sunday; a day read at midnight UTC and named in UTC stays itself.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 11, 6 + day))));
}
