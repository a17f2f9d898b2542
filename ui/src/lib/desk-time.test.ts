import { describe, expect, it } from 'vitest';
import { deskToday, formatClock, isOnDay } from './desk-time';

describe('desk times', () => {
  it('shows an instant as HH:MM on a 24-hour clock in the given time zone', () => {
    expect(formatClock('2025-03-04T05:07:00.000Z', 'Asia/Qatar')).toBe('08:07');
    expect(formatClock('2025-03-04T21:30:00Z', 'Asia/Qatar')).toBe('00:30');
    expect(formatClock('not a time', 'Asia/Qatar')).toBe('');
  });

  it('knows the day of an instant in the given time zone', () => {
    expect(deskToday(new Date('2025-03-04T21:30:00Z'), 'Asia/Qatar')).toBe('2025-03-05');
    expect(deskToday(new Date('2025-03-04T21:30:00Z'), 'UTC')).toBe('2025-03-04');
    expect(isOnDay('2025-03-04T21:30:00Z', '2025-03-05', 'Asia/Qatar')).toBe(true);
    expect(isOnDay(null, '2025-03-05', 'Asia/Qatar')).toBe(false);
  });
});
