import { describe, expect, it } from 'vitest';
import { dayOfWeekday, heatHours, heatLevel, periodProblemOf } from './class-report-figures';

describe('class report page rules', () => {
  it('says what is wrong with a period before asking', () => {
    expect(periodProblemOf('2026-11-01', '2026-11-30')).toBeNull();
    expect(periodProblemOf('2026-11-30', '2026-11-01')).toBe('order');
    expect(periodProblemOf('2026-01-01', '2027-01-01')).toBeNull();
    expect(periodProblemOf('2026-01-01', '2027-01-02')).toBe('length');
    expect(periodProblemOf('', '2026-11-01')).toBe('invalid');
  });

  it('shades a cell by its share of the busiest, never shading an empty one', () => {
    expect([0, 1, 5, 6, 10, 20].map((v) => heatLevel(v, 20))).toEqual([0, 1, 1, 2, 2, 4]);
    expect(heatLevel(3, 0)).toBe(0);
  });

  it('names weekdays from a known week and lists the hours with classes', () => {
    expect(new Date(`${dayOfWeekday(1)}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${dayOfWeekday(6)}T12:00:00Z`).getUTCDay()).toBe(6);
    expect(new Date(`${dayOfWeekday(7)}T12:00:00Z`).getUTCDay()).toBe(0);
    expect(heatHours([{ hour: 18 }, { hour: 7 }, { hour: 18 }])).toEqual([7, 18]);
  });
});
