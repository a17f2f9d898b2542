/**
 * Calendar days as `YYYY-MM-DD` strings in the gym's time zone. Days are plain values here (no time, no zone):
 * membership expiry, invoice due dates and check-in days are days, not instants.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

const MINUTE_MS = 60_000;
/**
 * Since 1972 every time zone's offset is a whole number of minutes (Monrovia's −0:44:30 was the last exception), so
 * every instant of one UTC minute falls on the same local day. Before that, local mean times had seconds in them.
 */
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1972, 6, 1);
/** The day of the minutes last asked, per time zone (a check-in asks for now and ten minutes ago). */
const daysByMinute = new Map<string, Map<number, string>>();
const REMEMBERED_MINUTES = 256;

/** The gym-local day of an instant. */
export function dayOf(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  if (!(time >= WHOLE_MINUTE_OFFSETS_SINCE)) return formatDay(instant, timeZone);
  // Formatting with Intl cost more than the rest of a check-in's decision: the answer is kept per minute.
  const minute = Math.floor(time / MINUTE_MS);
  let days = daysByMinute.get(timeZone);
  if (!days) daysByMinute.set(timeZone, (days = new Map()));
  let day = days.get(minute);
  if (day === undefined) {
    day = formatDay(instant, timeZone);
    if (days.size >= REMEMBERED_MINUTES) days.clear();
    days.set(minute, day);
  }
  return day;
}

function formatDay(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

const dayAndTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The gym-local day and wall-clock time (`HH:MM`, 00:00–23:59) of an instant. */
export function localDayAndTime(instant: Date, timeZone: string): { day: string; time: string } {
  // One formatter per zone: making one took far longer than formatting (a class booking's times need four).
  let formatter = dayAndTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dayAndTimeFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

const toUtcMidnight = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

export function addDays(day: string, days: number): string {
  return new Date(toUtcMidnight(day) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / 86_400_000);
}

export function isValidDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  return new Date(toUtcMidnight(day)).toISOString().slice(0, 10) === day;
}

/** First day of the day's month. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** First day of the month `months` later (negative for earlier). */
export function addMonths(monthFirstDay: string, months: number): string {
  const year = Number(monthFirstDay.slice(0, 4));
  const month = Number(monthFirstDay.slice(5, 7)) - 1 + months;
  return new Date(Date.UTC(year + Math.floor(month / 12), ((month % 12) + 12) % 12, 1)).toISOString().slice(0, 10);
}

/** Days a membership plan runs: months count 30 days each (spec section 5). */
export function planDays(duration: number, unit: 'months' | 'days'): number {
  return unit === 'months' ? duration * 30 : duration;
}

/**
 * The last day a membership starting on `startDate` is valid: a 30-day membership from the 1st is valid through the
 * 30th, and "expired" from the 31st (expiry in the past).
 */
export function expiryFor(startDate: string, duration: number, unit: 'months' | 'days'): string {
  return addDays(startDate, planDays(duration, unit) - 1);
}
