import { describe, expect, it } from 'vitest';
import { recordCount, RequestBudget } from './iclock-limits.js';

describe("the reader protocol's limits", () => {
  it('lets a key make its burst at once, then its rate, each key on its own', () => {
    const budget = new RequestBudget({ burst: 3, perSecond: 2 });
    const at = 1_000_000;
    expect([1, 2, 3, 4].map(() => budget.take('a', at))).toEqual([0, 0, 0, 1]);
    expect(budget.take('b', at)).toBe(0);
    // Half a second gives one request back, not a burst.
    expect(budget.take('a', at + 500)).toBe(0);
    expect(budget.take('a', at + 500)).toBe(1);
    // A long pause refills the burst, no more.
    expect([1, 2, 3, 4].map(() => budget.take('a', at + 60_000))).toEqual([0, 0, 0, 1]);
    // A clock set back does not add requests.
    expect(budget.take('a', at)).toBe(1);
  });

  it('says how long to wait at a slow rate', () => {
    const budget = new RequestBudget({ burst: 1, perSecond: 0.1 });
    expect(budget.take('a', 0)).toBe(0);
    expect(budget.take('a', 0)).toBe(10);
    expect(budget.take('a', 5_000)).toBe(5);
  });

  it('forgets the least recently used keys beyond its size, which only lets them in again', () => {
    const budget = new RequestBudget({ burst: 1, perSecond: 0.001 }, 2);
    expect(budget.take('a', 0)).toBe(0);
    expect(budget.take('a', 0)).toBeGreaterThan(0);
    expect(budget.take('b', 0)).toBe(0);
    expect(budget.take('c', 0)).toBe(0);
    // Three keys in a budget of two: 'a', used longest ago, is forgotten and let in again ('b' goes then).
    expect(budget.take('a', 0)).toBe(0);
    expect(budget.take('c', 0)).toBeGreaterThan(0);
  });

  it('counts the records of an upload: non-empty lines, whatever the line ends', () => {
    expect(recordCount('')).toBe(0);
    expect(recordCount('\n\r\n  \n')).toBe(0);
    expect(recordCount('1\t2026-11-23 09:00:00')).toBe(1);
    expect(recordCount('1\t…\r\n2\t…\n\n3\t…\n')).toBe(3);
  });
});
