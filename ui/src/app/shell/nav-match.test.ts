import { describe, expect, it } from 'vitest';
import { activeNavTarget } from './nav-match';

const ITEMS = [
  { to: '/', end: true },
  { to: '/members' },
  { to: '/classes' },
  { to: '/classes/reports' },
  { to: '/settings' },
];

describe('the sidebar entry of a page', () => {
  it('is the more specific entry when two match: the class reports, not also the timetable', () => {
    expect(activeNavTarget('/classes/reports', ITEMS)).toBe('/classes/reports');
  });

  it("keeps an entry's pages below it: an occurrence page is the timetable's", () => {
    expect(activeNavTarget('/classes', ITEMS)).toBe('/classes');
    expect(activeNavTarget('/classes/s1.2026-12-06', ITEMS)).toBe('/classes');
    expect(activeNavTarget('/members/42/edit', ITEMS)).toBe('/members');
  });

  it('matches whole path segments and honours an exact-only entry', () => {
    expect(activeNavTarget('/classes-archive', ITEMS)).toBeUndefined();
    expect(activeNavTarget('/', ITEMS)).toBe('/');
    expect(activeNavTarget('/no-such-page', ITEMS)).toBeUndefined();
  });
});
