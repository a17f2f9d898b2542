import { describe, expect, it } from 'vitest';
import { deskToday, formatClock, formatDateTime, formatInstant, isOnDay, zoneName } from './desk-time';

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
