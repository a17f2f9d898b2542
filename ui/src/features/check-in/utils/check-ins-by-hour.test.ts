import { describe, expect, it } from 'vitest';
import { checkInsByHour, hourSpan } from './check-ins-by-hour';

describe('check-ins by hour', () => {
  it("counts a day's check-ins by the gym's hour, with the quiet hours between at zero", () => {
    const times = ['2026-12-05T03:10:00Z', '2026-12-05T03:59:00Z', '2026-12-05T06:00:00Z'];
    // Asia/Qatar is UTC+3: 06:10, 06:59 and 09:00.
    expect(checkInsByHour(times, 'Asia/Qatar')).toEqual([
      { hour: 6, count: 2 },
      { hour: 7, count: 0 },
      { hour: 8, count: 0 },
      { hour: 9, count: 1 },
    ]);
  });

  it('has no hours for a day without visits', () => {
    expect(checkInsByHour([], 'Asia/Qatar')).toEqual([]);
  });

  it('names an hour by its span', () => {
    expect(hourSpan(7)).toBe('07:00–08:00');
    expect(hourSpan(23)).toBe('23:00–00:00');
  });
});
