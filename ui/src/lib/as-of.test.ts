import { describe, expect, it } from 'vitest';
import { asOfQueryKey, isAsOfQueryKey, parseAsOf, withAsOf } from './as-of';

describe('as of a past instant (time travel)', () => {
  it('reads an instant with its zone and nothing else', () => {
    expect(parseAsOf('2026-03-01T15:00:00.000Z')).toBe('2026-03-01T15:00:00.000Z');
    expect(parseAsOf('2026-03-01T18:00:00+03:00')).toBe('2026-03-01T15:00:00.000Z');
    expect(parseAsOf('2026-03-01T18:00')).toBeUndefined();
    expect(parseAsOf('yesterday')).toBeUndefined();
    expect(parseAsOf('2026-13-45T99:00:00Z')).toBeUndefined();
    expect(parseAsOf(null)).toBeUndefined();
    expect(parseAsOf('')).toBeUndefined();
  });

  it('adds asOf to an address, keeping its query and fragment', () => {
    const asOf = '2026-03-01T15:00:00.000Z';
    expect(withAsOf('/members/m1', asOf)).toBe('/members/m1?asOf=2026-03-01T15%3A00%3A00.000Z');
    expect(withAsOf('/api/members?hasDueAmount=true', asOf)).toBe(
      '/api/members?hasDueAmount=true&asOf=2026-03-01T15%3A00%3A00.000Z',
    );
    expect(withAsOf('/billing#top', asOf)).toBe('/billing?asOf=2026-03-01T15%3A00%3A00.000Z#top');
    expect(withAsOf('/members/m1', undefined)).toBe('/members/m1');
  });

  it('keys a past read apart from the live one, so pushes and timers can leave it alone', () => {
    const asOf = '2026-03-01T15:00:00.000Z';
    expect(asOfQueryKey(['stats', 'dashboard'], asOf)).toEqual(['stats', 'dashboard', { asOf }]);
    expect(asOfQueryKey(['stats', 'dashboard'], undefined)).toEqual(['stats', 'dashboard']);
    expect(isAsOfQueryKey(['stats', 'dashboard', { asOf }])).toBe(true);
    expect(isAsOfQueryKey(['members', 'detail', 'm1', { asOf }])).toBe(true);
    expect(isAsOfQueryKey(['stats', 'dashboard'])).toBe(false);
    expect(isAsOfQueryKey(['personal-trainings', { hasDueAmount: true }])).toBe(false);
  });
});
