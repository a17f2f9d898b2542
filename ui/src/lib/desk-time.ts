import { dayOf } from '@gym/events/calendar/local-date';

/**
 * Times and days as the desk reads them. The desk PC stands in the gym, so its own time zone is the gym's; the
 * server still decides which day a check-in belongs to (the gym's time zone setting).
 */
const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = clockFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    clockFormatters.set(key, formatter);
  }
  return formatter;
}

/** "HH:MM" (24-hour) of an ISO instant; an unreadable value gives an empty string. */
export function formatClock(iso: string, timeZone?: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : clockFormatter(timeZone).format(instant);
}

/** Today as YYYY-MM-DD in the desk's time zone (or the one given). */
export function deskToday(now: Date = new Date(), timeZone?: string): string {
  return dayOf(now, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Whether an ISO instant falls on `day` in the desk's time zone (or the one given). */
export function isOnDay(iso: string | null, day: string, timeZone?: string): boolean {
  if (!iso) return false;
  const instant = new Date(iso);
  return !Number.isNaN(instant.getTime()) && deskToday(instant, timeZone) === day;
}
