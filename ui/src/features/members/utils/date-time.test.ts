import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './date-time';

describe('instants for the desk', () => {
  it('shows date and 24-hour time in the given time zone', () => {
    expect(formatDateTime('2026-03-10T11:05:00.000Z', 'Asia/Qatar')).toBe('Mar 10, 2026, 14:05');
    expect(formatTime('2026-03-10T21:30:00.000Z', 'Asia/Qatar')).toBe('00:30');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
