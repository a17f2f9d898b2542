import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, delayAfter, reserveAttempt, throttleKeys } from './login-backoff.js';
import type { Reservation, ThrottleBurst, ThrottleState } from './login-backoff.js';

const T0 = new Date('2026-03-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** The throttle's stored rows, as the database keeps them between attempts, and the bursts that ended. */
class Counts {
  readonly rows = new Map<string, ThrottleState>();
  readonly ended: ThrottleBurst[] = [];
  private bursts = 0;
  attempt(username: string, address: string, now: Date, account: string | null = username): Reservation {
    const note = { username: account, address, burstId: `burst-${++this.bursts}` };
    const result = reserveAttempt(throttleKeys(username, address), this.rows, now, note);
    for (const [key, state] of result.states) this.rows.set(key, state);
    this.ended.push(...result.ended);
    return result;
  }
  /** Refused attempts counted so far: in ended bursts and in bursts still open. */
  counted(): number {
    const open = [...this.rows.values()].flatMap((state) => (state.burst ? [state.burst] : []));
    return [...this.ended, ...open].reduce((sum, burst) => sum + burst.refused, 0);
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

  it('counts every refused attempt in one burst per wait, which ends when the wait is over (issue 43, item 6)', () => {
    const counts = new Counts();
    const burst = Array.from({ length: 40 }, () => counts.attempt('admin', '203.0.113.7', T0));
    expect(burst.filter((r) => !r.allowed)).toHaveLength(35);
    expect(counts.ended).toEqual([]);
    // The next attempt once the wait is over ends the burst: one, counting all 35, under the count that held them.
    const next = counts.attempt('admin', '203.0.113.7', at(1000));
    expect(next.allowed).toBe(true);
    expect(next.ended).toEqual([
      {
        id: 'burst-6',
        scope: 'account-from-address',
        refused: 35,
        firstAt: T0,
        lastAt: T0,
        username: 'admin',
        address: '203.0.113.7',
        retryAfterSeconds: 1,
      },
    ]);
    // The next wait has a burst of its own.
    for (let i = 0; i < 5; i++) expect(counts.attempt('admin', '203.0.113.7', at(1500)).allowed).toBe(false);
    expect(counts.attempt('admin', '203.0.113.7', at(3000)).ended).toMatchObject([
      { refused: 5, retryAfterSeconds: 2 },
    ]);
    expect(counts.counted()).toBe(40);
  });

  it('counts a refusal once, under the first count that held it back, and ends bursts of forgotten keys', () => {
    const counts = new Counts();
    // 20 accounts from one address fill the address count; the 21st is held back by the address only.
    for (let i = 0; i < 20; i++) counts.attempt(`guess-${i}`, '203.0.113.9', T0, null);
    const held = counts.attempt('guess-20', '203.0.113.9', T0, null);
    expect(held).toMatchObject({ allowed: false, throttledBy: ['address'] });
    expect(counts.rows.get('address:203.0.113.9')!.burst).toMatchObject({ scope: 'address', refused: 1 });
    // Held back by both the account from the address and the address: counted once, under the first.
    const both = new Counts();
    for (let i = 0; i < 5; i++) both.attempt('admin', '203.0.113.8', T0);
    for (let i = 0; i < 15; i++) both.attempt(`guess-${i}`, '203.0.113.8', T0, null);
    expect(both.attempt('admin', '203.0.113.8', T0)).toMatchObject({
      allowed: false,
      throttledBy: ['account-from-address', 'address'],
    });
    expect(both.rows.get('account-from-address:admin|203.0.113.8')!.burst).toMatchObject({ refused: 1 });
    expect(both.rows.get('address:203.0.113.8')!.burst).toBeNull();
    // A window later every key starts again, and what they still counted comes out as ended bursts.
    const later = at(LOGIN_THROTTLE.windowMs + 3000);
    expect(counts.attempt('guess-0', '203.0.113.9', later, null).ended).toMatchObject([
      { scope: 'address', refused: 1 },
    ]);
    expect(both.attempt('admin', '203.0.113.8', later).ended).toMatchObject([{ scope: 'account-from-address' }]);
  });

  it('does not count a refusal without a note (a signed-in user confirming their password)', () => {
    const rows = new Map<string, ThrottleState>();
    const keys = throttleKeys('admin', '203.0.113.7');
    for (let i = 0; i < 6; i++) {
      const result = reserveAttempt(keys, rows, T0);
      for (const [key, state] of result.states) rows.set(key, state);
    }
    expect([...rows.values()].every((state) => state.burst === null)).toBe(true);
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
