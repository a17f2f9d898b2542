/**
 * Days and instants of a gym in Doha. The simulation counts days as integers (days since 1970-01-01 of the gym-local
 * date): millions of check-ins make string dates and Intl far too slow for the inner loops.
 *
 * Qatar has kept UTC+3 all year, without daylight saving, since 1972, so a fixed offset is exact for every date the
 * generator can produce (the test checks each check-in's day against Intl's Asia/Qatar all the same).
 */
export const GYM_TIME_ZONE = 'Asia/Qatar';
export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const QATAR_OFFSET_MS = 3 * 3_600_000;

/** Day number of a `YYYY-MM-DD` gym-local date. */
export function dayNumber(date: string): number {
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round(ms / DAY_MS);
}

/** `YYYY-MM-DD` of a day number. */
export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The instant (epoch ms) of a gym-local time: `minute` minutes after midnight of `day` (may run past midnight). */
export function instantAt(day: number, minute: number): number {
  return day * DAY_MS + Math.round(minute * MINUTE_MS) - QATAR_OFFSET_MS;
}

/** A fingerprint reader's local time of an instant, `YYYY-MM-DD HH:MM:SS` (adms-protocol's, for Doha's fixed offset). */
export function readerTime(ms: number): string {
  return new Date(ms + QATAR_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The gym-local day number of an instant. */
export function dayOfInstant(ms: number): number {
  return Math.floor((ms + QATAR_OFFSET_MS) / DAY_MS);
}

/** 0 = Sunday … 5 = Friday, 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export const FRIDAY = 5;
export const SATURDAY = 6;

/** Today's date in Doha. */
export function qatarToday(now: Date = new Date()): string {
  return dateOf(dayOfInstant(now.getTime()));
}

/**
 * Ramadan as observed in Qatar (first and last day; the moon sighting can move either by a day, which does not
 * matter here). Gyms in Doha shorten daytime hours and fill up after iftar.
 */
const RAMADAN: readonly (readonly [string, string])[] = [
  ['2019-05-06', '2019-06-03'],
  ['2020-04-24', '2020-05-23'],
  ['2021-04-13', '2021-05-12'],
  ['2022-04-02', '2022-05-01'],
  ['2023-03-23', '2023-04-20'],
  ['2024-03-11', '2024-04-09'],
  ['2025-03-01', '2025-03-29'],
  ['2026-02-18', '2026-03-19'],
  ['2027-02-08', '2027-03-09'],
  ['2028-01-28', '2028-02-26'],
  ['2029-01-16', '2029-02-14'],
  ['2030-01-06', '2030-02-04'],
];
const ramadanDays = RAMADAN.map(([from, to]) => [dayNumber(from), dayNumber(to)] as const);

/** The last day of Ramadan in `year`, when the table knows it. */
export function ramadanEnd(year: number): number | null {
  const found = ramadanDays.find(([from]) => new Date(from * DAY_MS).getUTCFullYear() === year);
  return found ? found[1] : null;
}

export function isRamadan(day: number): boolean {
  return ramadanDays.some(([from, to]) => from <= day && day <= to);
}

/** 1 … 12. */
export function monthOf(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth() + 1;
}
