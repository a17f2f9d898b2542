import { formatClock } from '../../../lib/desk-time';

/** One hour of a day and how many check-ins began in it (the gym's time zone). */
export interface HourCount {
  /** 0..23 */
  readonly hour: number;
  readonly count: number;
}

/**
 * A day's check-ins counted by the hour they began, from the first hour with a visit to the last (the hours between
 * included, at zero), so a phone shows the opening hours and not 24 bars. No visits: no hours.
 */
export function checkInsByHour(checkInTimes: readonly string[], timeZone: string): HourCount[] {
  const counts = new Map<number, number>();
  for (const time of checkInTimes) {
    const clock = formatClock(time, timeZone);
    if (clock === '') continue;
    const hour = Number(clock.slice(0, 2)) % 24;
    counts.set(hour, (counts.get(hour) ?? 0) + 1);
  }
  if (counts.size === 0) return [];
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  return Array.from({ length: last - first + 1 }, (_, i) => ({ hour: first + i, count: counts.get(first + i) ?? 0 }));
}

/** "07:00–08:00" */
export const hourSpan = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00`;
