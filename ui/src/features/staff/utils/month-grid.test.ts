import { describe, expect, it } from 'vitest';
import { monthWeeks, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('starts on Sunday and pads the first and last week', () => {
    const weeks = monthWeeks('2026-12'); // 1 December 2026 is a Tuesday
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks.at(-1)).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
  });
  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
