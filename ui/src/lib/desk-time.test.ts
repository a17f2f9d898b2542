import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, setArabicIndicDigits } from './i18n/i18n';
import {
  dayStart,
  deskToday,
  formatClock,
  formatDateTime,
  formatInstant,
  instantToWallTime,
  isOnDay,
  monthName,
  monthTitle,
  wallTimeToInstant,
  zoneName,
} from './desk-time';

describe('desk times: always in the zone given (the gym’s), never the browser’s', () => {
  it('shows an instant as HH:MM on a 24-hour clock in the given time zone', () => {
    expect(formatClock('2025-03-04T05:07:00.000Z', 'Asia/Qatar')).toBe('08:07');
    expect(formatClock('2025-03-04T21:30:00Z', 'Asia/Qatar')).toBe('00:30');
    expect(formatClock('2025-03-04T21:30:00Z', 'America/New_York')).toBe('16:30');
    expect(formatClock('not a time', 'Asia/Qatar')).toBe('');
  });

  it('shows date and 24-hour time, and to the second for the audit trail', () => {
    expect(formatDateTime('2026-03-10T11:05:00.000Z', 'Asia/Qatar')).toBe('Mar 10, 2026, 14:05');
    expect(formatDateTime('2026-03-10T21:30:00.000Z', 'Asia/Qatar')).toBe('Mar 11, 2026, 00:30');
    expect(formatInstant('2026-03-10T11:05:09.000Z', 'Asia/Qatar')).toBe('10 Mar 2026, 14:05:09');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('soon', 'Asia/Qatar')).toBe('soon');
    expect(formatInstant('soon', 'Asia/Qatar')).toBe('soon');
  });

  it('names the zone for a label', () => {
    expect(zoneName('Asia/Qatar')).toBe('GMT+3');
    expect(zoneName('UTC')).toBe('UTC');
  });

  it('knows the day of an instant in the given time zone', () => {
    expect(deskToday(new Date('2025-03-04T21:30:00Z'), 'Asia/Qatar')).toBe('2025-03-05');
    expect(deskToday(new Date('2025-03-04T21:30:00Z'), 'UTC')).toBe('2025-03-04');
    expect(isOnDay('2025-03-04T21:30:00Z', '2025-03-05', 'Asia/Qatar')).toBe(true);
    expect(isOnDay(null, '2025-03-05', 'Asia/Qatar')).toBe(false);
  });
});

describe('wall-clock times of a zone (the "as of" picker): read in the gym’s zone, not the browser’s', () => {
  it('turns a datetime-local value into the instant it stands for in the zone, and back', () => {
    expect(wallTimeToInstant('2026-03-01T18:00', 'Asia/Qatar')).toBe('2026-03-01T15:00:00.000Z');
    expect(wallTimeToInstant('2026-03-01T18:00:09', 'Asia/Qatar')).toBe('2026-03-01T15:00:09.000Z');
    expect(wallTimeToInstant('2026-01-15T09:30', 'America/New_York')).toBe('2026-01-15T14:30:00.000Z');
    // Summer time in New York: four hours behind UTC, not five.
    expect(wallTimeToInstant('2026-07-15T09:30', 'America/New_York')).toBe('2026-07-15T13:30:00.000Z');
    expect(instantToWallTime('2026-03-01T15:00:09.000Z', 'Asia/Qatar')).toBe('2026-03-01T18:00:09');
    expect(instantToWallTime('2026-07-15T13:30:00.000Z', 'America/New_York')).toBe('2026-07-15T09:30:00');
  });

  it('reads the day a daylight-saving change moves the clock on either side of it', () => {
    // New York moved from 02:00 EST to 03:00 EDT on 8 Mar 2026.
    expect(wallTimeToInstant('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(wallTimeToInstant('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(dayStart('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(wallTimeToInstant('', 'Asia/Qatar')).toBeUndefined();
    expect(wallTimeToInstant('2026-02-30T10:00', 'Asia/Qatar')).toBeUndefined();
    expect(wallTimeToInstant('2026-03-01T24:00', 'Asia/Qatar')).toBeUndefined();
    expect(wallTimeToInstant('2026-03-01 18:00', 'Asia/Qatar')).toBeUndefined();
    expect(instantToWallTime('soon', 'Asia/Qatar')).toBe('');
  });
});

describe('times and months in Arabic (issue 46, item 3)', () => {
  afterAll(() => activateLocale('en'));

  it('writes the month in Arabic and keeps the gym’s clock, with Latin digits unless the gym chose others', async () => {
    await activateLocale('ar');
    const text = formatDateTime('2026-03-10T11:05:00Z', 'Asia/Qatar');
    expect(text).toContain('مارس');
    expect(text).toContain('14:05');
    expect(monthTitle('2026-05')).toBe('مايو 2026');
    expect(monthName('2026-05-31')).toBe('مايو');
    setArabicIndicDigits(true);
    expect(formatClock('2026-03-10T11:05:00Z', 'Asia/Qatar')).toBe('١٤:٠٥');
    setArabicIndicDigits(false);
  });
});
