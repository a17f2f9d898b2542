import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-05-20T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says how long ago, with a suffix', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(50), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600 + 10), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(-30), now)).toBe('just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
