import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials (spec section 5)', () => {
  it('takes the first letters of at most two words, upper-cased', () => {
    expect(initials('gym administrator')).toBe('GA');
    expect(initials('Mona Al Thani')).toBe('MA');
    expect(initials('  reception   desk ')).toBe('RD');
  });

  it('gives one letter for one word, and nothing for an empty name', () => {
    expect(initials('User')).toBe('U');
    expect(initials('')).toBe('');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initials('𝒜lice')).toBe('𝒜');
  });
});
