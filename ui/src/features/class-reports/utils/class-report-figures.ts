import { daysBetween, isValidDay } from '@gym/events/calendar/local-date';

/** The longest period the server reports at once (class-report-routes: MAX_REPORT_DAYS). */
export const MAX_REPORT_DAYS = 366;

/** What is wrong with a period before asking the server: null when it may be asked. */
export function periodProblemOf(from: string, to: string): 'invalid' | 'order' | 'length' | null {
  if (!isValidDay(from) || !isValidDay(to)) return 'invalid';
  if (to < from) return 'order';
  if (daysBetween(from, to) >= MAX_REPORT_DAYS) return 'length';
  return null;
}

/** The gym's week from its first day, Saturday (ISO weekdays: 6, 7, 1 … 5). */
export const GYM_WEEK = [6, 7, 1, 2, 3, 4, 5] as const;

/** A known day of each ISO weekday (2026-11-02 was a Monday), to name it with Intl. */
export const dayOfWeekday = (weekday: number) => `2026-11-0${weekday + 1}`;

/**
 * The heatmap's shade of a cell, 0 (nothing) to 4 (the busiest), from its attendance against the busiest cell's.
 * The figure is always written in the cell: the shade only repeats it.
 */
export function heatLevel(value: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (value <= 0 || max <= 0) return 0;
  return Math.max(1, Math.min(4, Math.ceil((value / max) * 4))) as 1 | 2 | 3 | 4;
}

/** The hours that have at least one occurrence, in order. */
export function heatHours(cells: readonly { hour: number }[]): number[] {
  return [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b);
}

/**
 * An ISO weekday by name in a locale ("Saturday", "Sat", "السبت"): a calendar day named in UTC, no instant and no
 * time zone involved (as lib/i18n/formats.ts writes calendar days).
 */
export function weekdayName(weekday: number, width: 'long' | 'short', locale: string): string {
  // eslint-disable-next-line no-restricted-syntax -- a calendar day's weekday, not an instant (see above)
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(`${dayOfWeekday(weekday)}T12:00:00Z`),
  );
}
