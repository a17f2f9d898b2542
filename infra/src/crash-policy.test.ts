import { describe, expect, it } from 'vitest';
import { afterCrash } from './crash-policy.js';

describe('restarting a crashed service', () => {
  it('restarts at once at first, then backs off, doubling the delay for each crash within the minute', () => {
    const crashes: number[] = [];
    const delays: number[] = [];
    for (const at of [0, 1_000, 3_000, 7_000]) {
      const decision = afterCrash(crashes, at);
      expect(decision.action).toBe('restart');
      if (decision.action === 'restart') delays.push(decision.delayMs);
      crashes.push(at);
    }
    expect(delays).toEqual([250, 500, 1_000, 2_000]);
  });

  it('gives up at the fifth crash within a minute', () => {
    expect(afterCrash([0, 10_000, 20_000, 30_000], 59_000)).toEqual({ action: 'give-up', recentCrashes: 5 });
  });

  it('forgets crashes older than a minute, so a service that crashes now and then is always restarted quickly', () => {
    expect(afterCrash([0, 10_000, 20_000, 30_000], 80_001)).toEqual({
      action: 'restart',
      delayMs: 500,
      recentCrashes: 2,
    });
    const daily = Array.from({ length: 30 }, (_, day) => day * 86_400_000);
    expect(afterCrash(daily, 30 * 86_400_000)).toEqual({ action: 'restart', delayMs: 250, recentCrashes: 1 });
  });

  it('never waits longer than the cap', () => {
    const policy = { maxCrashes: 20, windowMs: 60_000, firstDelayMs: 250, maxDelayMs: 8_000 };
    const earlier = Array.from({ length: 10 }, (_, i) => i * 100);
    expect(afterCrash(earlier, 1_000, policy)).toEqual({ action: 'restart', delayMs: 8_000, recentCrashes: 11 });
  });
});
