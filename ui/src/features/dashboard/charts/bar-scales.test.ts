import { describe, expect, it } from 'vitest';
import { bandScale, linearScaleFromZero, tickStep } from './bar-scales';

describe('band scale', () => {
  it('places equal bands with padding between and around them, as d3 does', () => {
    // 3 bands over 100 with padding 0.2: step = 100 / (3 - 0.2 + 0.4) = 31.25, bands 25 wide, 6.25 of outer space.
    const x = bandScale(['a', 'b', 'c'], 100, 0.2);
    expect(x.bandwidth()).toBeCloseTo(25);
    expect(x('a')).toBeCloseTo(6.25);
    expect(x('b')).toBeCloseTo(37.5);
    expect(x('c')! + x.bandwidth()).toBeCloseTo(93.75);
    expect(x('missing')).toBeUndefined();
  });

  it('has no bands for no keys', () => {
    const x = bandScale([], 100, 0.2);
    expect(x.bandwidth()).toBe(0);
    expect(x('a')).toBeUndefined();
  });
});

describe('linear scale from zero', () => {
  it('rounds the top up to a tick so the highest bar meets a labelled line', () => {
    const y = linearScaleFromZero(430, 200);
    expect(y.ticks(5)).toEqual([0, 100, 200, 300, 400, 500]);
    expect(y(0)).toBe(200);
    expect(y(500)).toBe(0);
    expect(y(250)).toBe(100);
  });

  it('keeps an empty chart drawable (everything zero)', () => {
    const y = linearScaleFromZero(0, 100);
    expect(y(0)).toBe(100);
    expect(y.ticks(5).at(0)).toBe(0);
    expect(Number.isFinite(y(1))).toBe(true);
  });

  it('steps by 1, 2 or 5 times a power of ten', () => {
    expect(tickStep(10, 5)).toBe(2);
    expect(tickStep(7_000, 5)).toBe(1000);
    expect(tickStep(36_000, 5)).toBe(10_000);
    expect(tickStep(1.3, 5)).toBe(0.2);
    expect(linearScaleFromZero(0.9, 10).ticks(5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});
