import { describe, expect, it } from 'vitest';
import { GYM_WEEKDAYS, addDays, dayOfOccurrence, isoWeekday, weekDays, weekStart } from './week';

describe('the gym week', () => {
  it('starts on the Saturday on or before a day', () => {
    // 2026-12-05 is a Saturday.
    expect(isoWeekday('2026-12-05')).toBe(6);
    expect(weekStart('2026-12-05')).toBe('2026-12-05');
    expect(weekStart('2026-12-06')).toBe('2026-12-05');
    expect(weekStart('2026-12-11')).toBe('2026-12-05');
    expect(weekStart('2026-12-12')).toBe('2026-12-12');
  });

  it('lists seven days from Saturday to Friday, across a month and a year', () => {
    expect(weekDays('2027-01-01')).toEqual([
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('orders the ISO weekdays from Saturday', () => {
    expect(GYM_WEEKDAYS).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });

  it("reads an occurrence's day from its id", () => {
    expect(dayOfOccurrence('session-abc.2026-12-05')).toBe('2026-12-05');
    expect(dayOfOccurrence('nonsense')).toBeUndefined();
  });
});
