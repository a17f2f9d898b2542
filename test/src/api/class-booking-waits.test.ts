import type { PoolClient } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { STALL_MS } from '@gym/command-service/plugins/commands-see-earlier-writes';
import { call } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createClass, createWeeklySession, setClassRules } from '../support/class-fixtures.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { TestClock } from '../support/test-clock.js';

/*
 * A booking reads the member's other seats (the overlap rule) and pack credits from the classes' read tables, so it
 * waits for the classes' projector to show the writes acknowledged before it (issue 43, item 5) — and for that
 * projector only (issue 47's bench: waiting for the audit trail and the class reports to apply the desk's previous
 * booking held every booking back). Each test holds one projector back with a lock on one of its tables.
 */
describe('a class booking waits for the classes’ read tables only', () => {
  // Tuesday 10 November 2026, 10:00 in Qatar; the sessions run on Wednesdays.
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'booking-waits', clock }, 'admin', 'desk');
  const day = '2026-11-11';
  let planId: string;
  let spinning: string;
  let yoga: string;

  const session = (classId: string, startTime: string) =>
    createWeeklySession(t.baseUrl, admin, classId, { weekday: 3, startTime, room: 'Studio 1', gender: 'mixed' });
  const book = (sessionId: string, memberId: string) =>
    call<{ status?: string; code?: string }>(t.baseUrl, 'POST', `/api/timetable/${sessionId}.${day}/bookings`, {
      session: desk,
      body: { memberId },
    });
  const member = async () => (await memberWithMembership(t.baseUrl, desk, planId)).member.id;

  /** Holds back the projector of `table` until the returned function is called: its batch waits on the lock. */
  async function holdBack(table: string): Promise<() => Promise<void>> {
    const client: PoolClient = await t.db.pool.connect();
    await client.query('BEGIN');
    await client.query(`LOCK TABLE read.${table} IN EXCLUSIVE MODE`);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      await client.query('COMMIT');
      client.release();
    };
  }

  beforeAll(async () => {
    const classId = await createClass(t.baseUrl, admin);
    await setClassRules(t.baseUrl, admin);
    spinning = await session(classId, '18:00');
    yoga = await session(classId, '18:30');
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  it('refuses an overlapping booking sent right after the first, before the classes’ tables have it', async () => {
    const memberId = await member();
    await t.caughtUp();
    const release = await holdBack('class_bookings');
    try {
      expect((await book(spinning, memberId)).status).toBe(201);
      const [overlapping] = await Promise.all([
        book(yoga, memberId),
        new Promise<void>((resolve) => setTimeout(() => void release().then(resolve), 300)),
      ]);
      expect(overlapping.status, JSON.stringify(overlapping.body)).toBe(409);
      expect(overlapping.body.code).toBe('class_booking.overlap');
    } finally {
      await release();
    }
  });

  it('does not wait for the class reports to apply the booking before it', async () => {
    const [first, second] = [await member(), await member()];
    await t.caughtUp();
    const release = await holdBack('class_report_places');
    try {
      expect((await book(spinning, first)).status).toBe(201);
      const started = performance.now();
      const next = await book(spinning, second);
      const took = performance.now() - started;
      expect(next.status, JSON.stringify(next.body)).toBe(201);
      // Waiting for every projector, it would have waited until the held one stalled (STALL_MS) or was let go.
      expect(took).toBeLessThan(STALL_MS);
    } finally {
      await release();
    }
  });
});
