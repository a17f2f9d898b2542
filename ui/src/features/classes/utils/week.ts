import { calendarDayText } from '../../../lib/desk-time';

/*
 * The timetable's calendar arithmetic on YYYY-MM-DD days (the gym's days, read at midnight UTC so no zone moves
 * them). The gym's week starts on Saturday (Qatar); weekdays are ISO (1 = Monday … 7 = Sunday) as the server keeps them.
 */

/** The gym's first day of the week: Saturday (ISO 6). */
export const GYM_FIRST_WEEKDAY = 6;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** The day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  const weekday = utc(day).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The first day (Saturday) of the gym's week holding a day. */
export function weekStart(day: string): string {
  return addDays(day, -((isoWeekday(day) - GYM_FIRST_WEEKDAY + 7) % 7));
}

/** The seven days of the gym's week holding a day, from its Saturday. */
export function weekDays(day: string): string[] {
  const start = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/** The ISO weekdays in the gym's order: Saturday, Sunday, Monday … Friday. */
export const GYM_WEEKDAYS: readonly number[] = Array.from(
  { length: 7 },
  (_, index) => ((GYM_FIRST_WEEKDAY - 1 + index) % 7) + 1,
);

/** A day's weekday by name in the page's language: "Saturday", "السبت" (short: "Sat"). */
export function weekdayName(day: string, style: 'long' | 'short' = 'long'): string {
  return calendarDayText(day, style === 'long' ? 'weekday' : 'weekdayShort');
}

/** An ISO weekday by name (1 = Monday): the weekday of a week that holds it. */
export function isoWeekdayName(weekday: number, style: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday.
  return weekdayName(addDays('2024-01-01', weekday - 1), style);
}

/** A day as a column's heading: "Sat 5 Dec", in the page's language and digits. */
export const dayHeading = (day: string) => calendarDayText(day, 'heading');

/** A day in full: "Saturday 5 December 2026". */
export const longDay = (day: string) => calendarDayText(day, 'long');

/** The day part of an occurrence's id (`<sessionId>.<YYYY-MM-DD>`), or undefined. */
export function dayOfOccurrence(occurrenceId: string): string | undefined {
  const day = occurrenceId.slice(occurrenceId.lastIndexOf('.') + 1);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}
