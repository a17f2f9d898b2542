import { describe, expect, it } from 'vitest';
import { DASHBOARD_POLL_MS, pollInterval } from './live';
import { monthName } from './desk-time';

describe('pollInterval', () => {
  it('polls every 3000 ms unless the socket is connected', () => {
    expect(pollInterval('connected')).toBe(false);
    expect(pollInterval('reconnecting')).toBe(DASHBOARD_POLL_MS);
    expect(pollInterval('offline')).toBe(3000);
  });
});

describe('monthName', () => {
  it('names the month of a day in the given locale', () => {
    expect(monthName('2026-05-31', 'en-US')).toBe('May');
    expect(monthName('2026-01-01', 'fr-FR')).toBe('janvier');
  });
});
