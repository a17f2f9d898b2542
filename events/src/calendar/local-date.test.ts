import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOf,
  daysBetween,
  expiryFor,
  isValidDay,
  localDayAndTime,
  monthStart,
} from './local-date.js';

describe('gym-local calendar days', () => {
  it('gives the gym-local day and 24-hour wall-clock time of an instant', () => {
    // 21:05 UTC on the 31st is 00:05 on the 1st in Doha: midnight reads 00, not 24.
    expect(localDayAndTime(new Date('2026-10-31T21:05:00Z'), 'Asia/Qatar')).toEqual({
      day: '2026-11-01',
      time: '00:05',
    });
    expect(localDayAndTime(new Date('2026-10-31T21:05:00Z'), 'UTC')).toEqual({ day: '2026-10-31', time: '21:05' });
  });

  it('takes the day in the gym time zone, not UTC', () => {
    // 22:30 UTC on the 31st is already 01:30 on the 1st in Doha (UTC+3).
    expect(dayOf(new Date('2026-10-31T22:30:00Z'), 'Asia/Qatar')).toBe('2026-11-01');
    expect(dayOf(new Date('2026-10-31T22:30:00Z'), 'UTC')).toBe('2026-10-31');
  });

  it('gives the same day as Intl for every instant around midnight, whatever the offset or the seconds', () => {
    // dayOf remembers the day of each minute: the first and last second of each minute around local midnight, in
    // zones with whole-hour, :45 and DST offsets, and an instant of Doha's local mean time (an offset with seconds).
    const zones = ['Asia/Qatar', 'Asia/Kathmandu', 'Europe/London', 'America/St_Johns'];
    const starts = ['2026-03-28T20:00:00Z', '2026-11-01T02:00:00Z', '1919-12-31T20:00:00Z'];
    for (const timeZone of zones) {
      const intl = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      for (const start of starts) {
        for (let second = 0; second < 12 * 3600; second += 59) {
          const instant = new Date(Date.parse(start) + second * 1000);
          expect(dayOf(instant, timeZone)).toBe(intl.format(instant));
        }
      }
    }
  });

  it('adds days across months, leap years and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-02-10', '2026-02-01')).toBe(-9);
  });

  it('counts a month of membership as 30 days, the expiry being the last valid day', () => {
    expect(expiryFor('2026-11-01', 1, 'months')).toBe('2026-11-30');
    expect(expiryFor('2026-11-01', 12, 'months')).toBe('2027-10-26');
    expect(expiryFor('2026-11-01', 10, 'days')).toBe('2026-11-10');
  });

  it('steps months and validates days', () => {
    expect(monthStart('2026-11-21')).toBe('2026-11-01');
    expect(addMonths('2026-11-01', 2)).toBe('2027-01-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
    expect(isValidDay('2026-02-30')).toBe(false);
    expect(isValidDay('2026-2-3')).toBe(false);
    expect(isValidDay('2024-02-29')).toBe(true);
  });
});
