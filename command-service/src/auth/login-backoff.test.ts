import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, delayAfter, reserveAttempt, throttleKeys } from './login-backoff.js';
import type { Reservation, ThrottleState } from './login-backoff.js';

const T0 = new Date('2026-03-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The throttle's stored rows, as the database keeps them between attempts. */
class Counts {
  readonly rows = new Map<string, ThrottleState>();
  attempt(username: string, address: string, now: Date): Reservation {
    const result = reserveAttempt(throttleKeys(username, address), this.rows, now);
    for (const [key, state] of result.states) this.rows.set(key, state);
    return result;
  }
}

describe('sign-in backoff', () => {
  it('lets the free attempts through, then waits twice as long each time, up to the cap', () => {
    const rule = LOGIN_THROTTLE.rules['account-from-address'];
    expect([1, 4].map((n) => delayAfter(rule, n))).toEqual([0, 0]);
    expect([5, 6, 7, 8].map((n) => delayAfter(rule, n))).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfter(rule, 40)).toBe(rule.maxDelayMs);
    expect(delayAfter(LOGIN_THROTTLE.rules.account, 40)).toBe(60_000);
  });

  it('checks only the free attempts of a burst sent at one instant; the others are told when to come back', () => {
    const counts = new Counts();
    const results = Array.from({ length: 40 }, () => counts.attempt('admin', '203.0.113.7', T0));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const refused = results.filter((r) => !r.allowed);
    expect(refused.map((r) => r.retryAfterSeconds)).toEqual(Array(35).fill(1));
    expect(refused.every((r) => r.throttledBy.includes('account-from-address'))).toBe(true);
  });

  it('records one throttle event per wait, not one per refused attempt', () => {
    const counts = new Counts();
    const reports = Array.from({ length: 40 }, () => counts.attempt('admin', '203.0.113.7', T0)).filter(
      (r) => !r.allowed && r.report,
    );
    expect(reports).toHaveLength(1);
    // The next wait (after one more attempt once the first wait is over) is reported again, once.
    expect(counts.attempt('admin', '203.0.113.7', at(1000)).allowed).toBe(true);
    const after = Array.from({ length: 5 }, () => counts.attempt('admin', '203.0.113.7', at(1500)));
    expect(after.map((r) => !r.allowed && r.report)).toEqual([true, false, false, false, false]);
  });

  it('does not lengthen the wait for refused attempts, so hammering the door cannot keep it shut', () => {
    const counts = new Counts();
    for (let i = 0; i < 5; i++) counts.attempt('admin', '203.0.113.7', T0);
    for (let ms = 0; ms < 1000; ms += 50) expect(counts.attempt('admin', '203.0.113.7', at(ms)).allowed).toBe(false);
    expect(counts.attempt('admin', '203.0.113.7', at(1000)).allowed).toBe(true);
    // Then 2 s, 4 s: the guesser slows down.
    expect(counts.attempt('admin', '203.0.113.7', at(2999))).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(counts.attempt('admin', '203.0.113.7', at(3000)).allowed).toBe(true);
    expect(counts.attempt('admin', '203.0.113.7', at(3000))).toMatchObject({ allowed: false, retryAfterSeconds: 4 });
  });

  it('never holds back the owner at an address that has not failed, whatever happens elsewhere to the account', () => {
    const counts = new Counts();
    for (let i = 0; i < 30; i++) counts.attempt('admin', `198.51.100.${i}`, T0);
    expect(counts.attempt('admin', '192.168.1.10', T0).allowed).toBe(true);
  });

  it('holds back an address that failed for the account during such an attack for at most a minute', () => {
    const counts = new Counts();
    for (let i = 0; i < 30; i++) counts.attempt('admin', `198.51.100.${i}`, T0);
    counts.attempt('admin', '192.168.1.10', T0); // a typo at the owner's desk
    const next = counts.attempt('admin', '192.168.1.10', at(10));
    expect(next).toMatchObject({ allowed: false, throttledBy: ['account'] });
    expect(next.allowed ? 0 : next.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('slows down one address trying many accounts', () => {
    const counts = new Counts();
    const results = Array.from({ length: 25 }, (_, i) => counts.attempt(`guess-${i}`, '203.0.113.9', T0));
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    expect(results.at(-1)).toMatchObject({ allowed: false, throttledBy: ['address'] });
    // Another desk is not affected.
    expect(counts.attempt('guess-0', '192.168.1.10', T0).allowed).toBe(true);
  });

  it('treats usernames case-insensitively and forgets a key after a whole window without attempts', () => {
    const counts = new Counts();
    for (const name of ['Admin', 'ADMIN', 'admin', 'aDmin', 'admin ']) counts.attempt(name, '203.0.113.7', T0);
    expect(counts.attempt('admin', '203.0.113.7', at(10)).allowed).toBe(false);
    expect(counts.attempt('admin', '203.0.113.7', at(LOGIN_THROTTLE.windowMs + 1)).allowed).toBe(true);
    const again = Array.from({ length: 5 }, () =>
      counts.attempt('admin', '203.0.113.7', at(LOGIN_THROTTLE.windowMs + 2)),
    );
    expect(again.filter((r) => r.allowed)).toHaveLength(4);
  });
});
