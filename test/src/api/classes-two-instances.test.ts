import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '@gym/events/postgres/postgres-event-store';
import type { ProjectionRunner } from '@gym/projection-service/runner/projection-runner';
import { call, signInAdmin, signInReception } from '../support/api-client.js';
import { createClass, createWeeklySession, setClassRules } from '../support/class-fixtures.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { createAppDatabase, startCommandService, startProjections } from '../support/test-app.js';
import type { AppDatabase, CommandServiceInstance } from '../support/test-app.js';
import { TestClock } from '../support/test-clock.js';

/**
 * Two command-service instances on one database (issue 47): each has its own per-stream queue, as two processes
 * behind the reverse proxy do, so their bookings into one class collide in the event store and only the stream's
 * expected version keeps the seats from being overbooked.
 */
describe('classes on two app instances: bookings racing across processes never overbook (issue 47)', () => {
  // Tuesday 10 November 2026, 10:00 in Qatar; the class is on Wednesday at 18:00.
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  let database: AppDatabase;
  let runner: ProjectionRunner;
  let a: CommandServiceInstance;
  let b: CommandServiceInstance;
  beforeAll(async () => {
    database = await createAppDatabase('classes-two');
    runner = await startProjections(database);
    a = await startCommandService(database, { clock });
    // The second instance gets a store of its own over the same database: its queues and caches are its own.
    const ownStore = new PostgresEventStore({ pool: database.db.pool, pollIntervalMs: 250 });
    b = await startCommandService({ ...database, store: ownStore }, { clock });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await runner?.stop();
    await database?.drop();
  });

  it('50 bookings for 20 seats sent half to each instance: exactly 20 booked and 30 waitlisted', async () => {
    const admin = await signInAdmin(a.baseUrl);
    const deskA = await signInReception(a.baseUrl);
    const deskB = await signInReception(b.baseUrl);
    const classId = await createClass(a.baseUrl, admin);
    await setClassRules(a.baseUrl, admin);
    const sessionId = await createWeeklySession(a.baseUrl, admin, classId, { weekday: 3, startTime: '18:00' });
    const planId = (await createPlan(a.baseUrl, admin)).id;
    const members: string[] = [];
    for (let i = 0; i < 50; i++) members.push((await memberWithMembership(a.baseUrl, deskA, planId)).member.id);

    const occurrenceId = `${sessionId}.2026-11-11`;
    const answers = await Promise.all(
      members.map((memberId, i) => {
        const [baseUrl, session] = i % 2 === 0 ? [a.baseUrl, deskA] : [b.baseUrl, deskB];
        return call<{ status: string; code?: string }>(baseUrl, 'POST', `/api/timetable/${occurrenceId}/bookings`, {
          session,
          body: { memberId },
        });
      }),
    );
    // Every booking is decided (none given up as a conflict), and the stream holds 20 seats, never more.
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 201));
    expect(answers.filter((answer) => answer.body.status === 'booked')).toHaveLength(20);
    expect(answers.filter((answer) => answer.body.status === 'waitlisted')).toHaveLength(30);
    const stream = await database.store.readStream(`class-occurrence-${sessionId}-2026-11-11`);
    expect(stream.events.filter((e) => e.type === 'ClassBooked')).toHaveLength(20);
    expect(stream.events.filter((e) => e.type === 'ClassWaitlisted')).toHaveLength(30);
  });
});
