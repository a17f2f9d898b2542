import { CalculationMethod, Coordinates, PrayerTimes } from 'adhan';
import { localDayAndTime } from '@gym/events/calendar/local-date';
import type { DoorHours, Prayer } from './door-hours-events.js';

/**
 * The five prayer times of a gym-local day (`HH:MM`, in the gym's time zone), as the door uses them: computed for
 * the gym's coordinates with Qatar's calculation method (the `adhan` library), or the times typed by hand. Null when
 * prayer closures are off, or computed without coordinates.
 */
export function prayerTimesOn(hours: DoorHours, day: string, timeZone: string): Record<Prayer, string> | null {
  const { prayer } = hours;
  if (!prayer.enabled) return null;
  if (prayer.source === 'manual') return { ...prayer.manual };
  if (prayer.latitude === null || prayer.longitude === null) return null;
  return computedPrayerTimes(prayer.latitude, prayer.longitude, day, timeZone);
}

/** Qatar's method for a day at a place: adhan reads the date's own year, month and day, so any process zone works. */
export function computedPrayerTimes(
  latitude: number,
  longitude: number,
  day: string,
  timeZone: string,
): Record<Prayer, string> {
  const date = new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  const times = new PrayerTimes(new Coordinates(latitude, longitude), date, CalculationMethod.Qatar());
  const at = (instant: Date) => localDayAndTime(instant, timeZone).time;
  return {
    fajr: at(times.fajr),
    dhuhr: at(times.dhuhr),
    asr: at(times.asr),
    maghrib: at(times.maghrib),
    isha: at(times.isha),
  };
}
