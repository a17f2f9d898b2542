import { describe, expect, it } from 'vitest';
import { EMPTY_DASHBOARD_STATS, parseDashboardStats } from './stats-defaults';

describe('parseDashboardStats', () => {
  it('defaults every missing field to 0 and the trainer list to []', () => {
    expect(parseDashboardStats({})).toEqual(EMPTY_DASHBOARD_STATS);
    expect(parseDashboardStats(null)).toEqual(EMPTY_DASHBOARD_STATS);
  });

  it('keeps the fields that are there, and defaults null ones', () => {
    const stats = parseDashboardStats({ totalMembers: 12, checkInsToday: null, trainerPTStats: undefined });
    expect(stats.totalMembers).toBe(12);
    expect(stats.checkInsToday).toBe(0);
    expect(stats.trainerPTStats).toEqual([]);
  });

  it('still refuses a field of the wrong type', () => {
    expect(() => parseDashboardStats({ totalMembers: 'twelve' })).toThrow();
  });
});
