import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { buildApp } from '@gym/command-service/app/build-app';
import { recordEndedThrottleBursts, reserveLoginAttempt } from '@gym/command-service/auth/login-throttle';
import { catalogue } from '@gym/modules/catalogue';
import { call } from '../support/api-client.js';
import { callFrom } from '../support/remote-client.js';
import { appForFile } from '../support/app-for-file.js';
import type { TestApp } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';

/*
 * The sign-in throttle holds under bursts and cannot be turned into a lockout (issue 11 item 2). Attempts from the
 * network come through `inject` with their own remote address; the real owner signs in from this computer. The
 * app's clock stands still unless a test moves it, so every wait is exact.
 */

interface SecurityEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

async function securityEvents(t: TestApp, address: string): Promise<SecurityEvent[]> {
  const result = await t.db.pool.query<SecurityEvent>(
    `SELECT type, data, metadata FROM event_store.events
     WHERE type IN ('LoginFailed', 'LoginThrottled') AND data->>'address' = $1 ORDER BY position`,
    [address],
  );
  return result.rows;
}

const wrongLogin = (t: TestApp, address: string, username: string, password = 'not-the-password') =>
  callFrom<{ message: string }>(t.app, address, 'POST', '/api/auth/login', { body: { username, password } });

describe('sign-in throttle', () => {
  const clock = new TestClock(new Date('2026-03-02T08:00:00Z'));
  const { t } = appForFile({ label: 'throttle', clock });

  it('checks at most 5 of 40 wrong passwords sent at the same moment; the rest are told when to retry', async () => {
    const attacker = '203.0.113.66';
    const answers = await Promise.all(Array.from({ length: 40 }, () => wrongLogin(t, attacker, 'admin')));
    const checked = answers.filter((a) => a.status === 401);
    const throttled = answers.filter((a) => a.status === 429);
    expect(checked).toHaveLength(5);
    expect(throttled).toHaveLength(35);
    for (const answer of throttled) {
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.body.message).toBe('Too many failed sign-in attempts. Try again in 1 second.');
    }

    const events = await securityEvents(t, attacker);
    expect(events.filter((e) => e.type === 'LoginFailed').map((e) => e.data)).toEqual(
      Array(5).fill({ username: 'admin', address: attacker, reason: 'wrong-password' }),
    );
    // The refused attempts are counted, and recorded as one event once their wait is over (below).
    expect(events.filter((e) => e.type === 'LoginThrottled')).toEqual([]);
    for (const event of events) {
      expect(JSON.stringify(event)).not.toContain('not-the-password');
      expect(event.metadata).toMatchObject({ actorId: null, actorName: 'Anonymous (sign-in attempt)' });
    }
  });

  it('holds across two command-service instances on one database', async () => {
    const second = await buildApp({
      config: { databaseUrl: t.db.url, port: 0, host: '127.0.0.1', production: false, demo: true, uiDist: '' },
      pool: t.db.pool,
      store: t.store,
      log: pino({ level: 'silent' }),
      clock,
    });
    try {
      const attacker = '203.0.113.77';
      const body = { username: 'reception', password: 'not-the-password' };
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? t.app : second).inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: attacker,
            payload: body,
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(5);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(35);
    } finally {
      await second.close();
    }
  });

  it('keeps slowing the guesser down, twice as long each time', async () => {
    const attacker = '203.0.113.67';
    for (let i = 0; i < 5; i++) expect((await wrongLogin(t, attacker, 'reception')).status).toBe(401);
    expect((await wrongLogin(t, attacker, 'reception')).headers.get('retry-after')).toBe('1');
    clock.set('2026-03-02T08:00:01Z');
    expect((await wrongLogin(t, attacker, 'reception')).status).toBe(401);
    expect((await wrongLogin(t, attacker, 'reception')).headers.get('retry-after')).toBe('2');
    clock.set('2026-03-02T08:00:03Z');
    expect((await wrongLogin(t, attacker, 'reception')).status).toBe(401);
    const third = await wrongLogin(t, attacker, 'reception');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('4');
    // Even the right password waits: a throttled attempt is not checked at all.
    const right = await callFrom(t.app, attacker, 'POST', '/api/auth/login', {
      body: { username: 'reception', password: 'reception123' },
    });
    expect(right.status).toBe(429);
  });

  it('never locks the owner out: the real admin signs in at once from their own computer', async () => {
    const owner = await call<{ user: { username: string } }>(t.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: 'admin123' },
    });
    expect(owner.status).toBe(200);
    expect(owner.body.user.username).toBe('admin');
  });

  it('spreads over many addresses: the owner still gets in, and a typo costs them at most a minute', async () => {
    clock.set('2026-03-02T09:00:00Z');
    for (let i = 1; i <= 12; i++) await wrongLogin(t, `198.51.100.${i}`, 'admin');
    const owner = await call(t.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: 'admin123' },
    });
    expect(owner.status).toBe(200);

    const typo = await call(t.baseUrl, 'POST', '/api/auth/login', { body: { username: 'admin', password: 'admin12' } });
    expect(typo.status).toBe(401);
    const held = await call<{ message: string }>(t.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: 'admin123' },
    });
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    clock.set('2026-03-02T09:01:00Z');
    expect(
      (await call(t.baseUrl, 'POST', '/api/auth/login', { body: { username: 'admin', password: 'admin123' } })).status,
    ).toBe(200);
  });

  it('slows down one address trying many usernames, without touching other desks', async () => {
    clock.set('2026-03-02T10:00:00Z');
    const sprayer = '203.0.113.99';
    for (let i = 0; i < 20; i++) expect((await wrongLogin(t, sprayer, `guess-${i}`)).status).toBe(401);
    const blocked = await wrongLogin(t, sprayer, 'guess-20');
    expect(blocked.status).toBe(429);
    // Once the wait is over, the next attempt finds the refusal counted in the log.
    clock.set('2026-03-02T10:00:01Z');
    expect((await wrongLogin(t, sprayer, 'guess-21')).status).toBe(401);
    const events = await securityEvents(t, sprayer);
    expect(events.filter((e) => e.type === 'LoginThrottled')).toMatchObject([
      {
        data: { username: null, address: sprayer, throttledBy: ['address'], retryAfterSeconds: 1, attempts: 1 },
      },
    ]);
    // Unknown usernames are not written to the log: they may be passwords typed into the wrong field.
    expect(events[0]!.data).toEqual({ username: null, address: sprayer, reason: 'unknown-user' });
    expect((await wrongLogin(t, '203.0.113.100', 'guess-20')).status).toBe(401);
  });
});

describe('the log counts every throttled sign-in (issue 43, item 6)', () => {
  const clock = new TestClock(new Date('2026-04-06T08:00:00Z'));
  const { t } = appForFile({ label: 'throttle_log', clock });

  const throttled = async (address: string) =>
    (await securityEvents(t, address)).filter((e) => e.type === 'LoginThrottled');
  const counted = (events: readonly SecurityEvent[]) => events.reduce((sum, e) => sum + Number(e.data.attempts), 0);
  const burst = async (address: string, username: string, size = 40) => {
    const answers = await Promise.all(Array.from({ length: size }, () => wrongLogin(t, address, username)));
    return answers.filter((a) => a.status === 429).length;
  };

  it('records the 35 refusals of 40 wrong passwords at once as one event counting 35, when their wait is over', async () => {
    const attacker = '203.0.113.10';
    expect(await burst(attacker, 'admin')).toBe(35);
    clock.set('2026-04-06T08:00:01Z');
    expect((await wrongLogin(t, attacker, 'admin')).status).toBe(401);
    expect((await throttled(attacker)).map((e) => e.data)).toEqual([
      {
        username: 'admin',
        address: attacker,
        throttledBy: ['account-from-address'],
        retryAfterSeconds: 1,
        attempts: 35,
        firstAt: '2026-04-06T08:00:00.000Z',
        lastAt: '2026-04-06T08:00:00.000Z',
      },
    ]);
  });

  it('counts every refusal exactly over bursts that span several waits, one event per wait', async () => {
    const attacker = '203.0.113.11';
    let refused = 0;
    for (const at of ['08:10:00', '08:10:01', '08:10:03', '08:10:07']) {
      clock.set(`2026-04-06T${at}Z`);
      refused += await burst(attacker, 'reception');
    }
    expect(refused).toBe(35 + 39 + 39 + 39);
    clock.set('2026-04-06T08:40:00Z');
    expect((await wrongLogin(t, attacker, 'reception')).status).toBe(401);
    const events = await throttled(attacker);
    expect(counted(events)).toBe(refused);
    expect(events.map((e) => e.data.retryAfterSeconds)).toEqual([1, 2, 4, 8]);
  });

  it('records a burst nobody follows up once its wait is over, exactly once however many instances look', async () => {
    clock.set('2026-04-06T09:00:00Z');
    const sprayer = '203.0.113.12';
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => wrongLogin(t, sprayer, `nobody-${i}`)));
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    const deps = { pool: t.db.pool, store: t.store, catalogue };
    // Still waiting: nothing to record yet.
    await recordEndedThrottleBursts(deps, clock.now());
    expect(await throttled(sprayer)).toEqual([]);
    clock.set('2026-04-06T09:00:05Z');
    await Promise.all([1, 2, 3].map(() => recordEndedThrottleBursts(deps, clock.now())));
    await recordEndedThrottleBursts(deps, clock.now());
    expect((await throttled(sprayer)).map((e) => e.data)).toEqual([
      {
        username: null,
        address: sprayer,
        throttledBy: ['address'],
        retryAfterSeconds: 1,
        attempts: 5,
        firstAt: '2026-04-06T09:00:00.000Z',
        lastAt: '2026-04-06T09:00:00.000Z',
      },
    ]);
  });

  it('keeps the refusals a forgotten count still held when the owner signs in meanwhile', async () => {
    clock.set('2026-04-06T11:00:00Z');
    const deps = { pool: t.db.pool, store: t.store, catalogue };
    const desk = '203.0.113.14';
    const attempt = () =>
      reserveLoginAttempt(deps, { username: 'admin', address: desk, now: clock.now(), signIn: { account: 'admin' } });
    const checked = [];
    for (let i = 0; i < 5; i++) checked.push(await attempt());
    expect(checked.every((a) => a.allowed)).toBe(true);
    // While the fifth is checked, three more come and are refused; then the fifth turns out right.
    const refused = await Promise.all([attempt(), attempt(), attempt()]);
    expect(refused.every((a) => !a.allowed)).toBe(true);
    await checked[4]!.succeeded();
    expect((await throttled(desk)).map((e) => e.data)).toMatchObject([
      { username: 'admin', address: desk, throttledBy: ['account-from-address'], attempts: 3 },
    ]);
  });

  it('cannot be made to write an event per refusal: 200 refused attempts are one event', async () => {
    clock.set('2026-04-06T10:00:00Z');
    const attacker = '203.0.113.13';
    expect(await burst(attacker, 'admin', 205)).toBe(200);
    clock.set('2026-04-06T10:00:01Z');
    await recordEndedThrottleBursts({ pool: t.db.pool, store: t.store, catalogue }, clock.now());
    const events = await throttled(attacker);
    expect(events).toHaveLength(1);
    expect(counted(events)).toBe(200);
  });
});
