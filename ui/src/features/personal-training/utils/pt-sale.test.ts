import { describe, expect, it } from 'vitest';
import { balanceOf, numberOrUndefined } from './pt-sale';

describe('balanceOf', () => {
  it('is the price minus what is paid now, to the dirham, never negative', () => {
    expect(balanceOf(2400, 1000)).toBe(1400);
    expect(balanceOf(100.1, 0.2)).toBe(99.9);
    expect(balanceOf(100, 150)).toBe(0);
    expect(balanceOf(undefined, 10)).toBe(0);
    expect(balanceOf(500, Number.NaN)).toBe(500);
  });
});

describe('numberOrUndefined', () => {
  it('reads a number box', () => {
    expect(numberOrUndefined('12')).toBe(12);
    expect(numberOrUndefined('')).toBeUndefined();
    expect(numberOrUndefined('abc')).toBeUndefined();
    expect(numberOrUndefined(3)).toBe(3);
  });
});
