import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayOf, daysBetween, expiryFor, isValidDay, monthStart } from './local-date.js';

describe('gym-local calendar days', () => {
  it('takes the day in the gym time zone, not UTC', () => {
    // 22:30 UTC on the 31st is already 01:30 on the 1st in Doha (UTC+3).
    expect(dayOf(new Date('2026-10-31T22:30:00Z'), 'Asia/Qatar')).toBe('2026-11-01');
    expect(dayOf(new Date('2026-10-31T22:30:00Z'), 'UTC')).toBe('2026-10-31');
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
