import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createClassWithSession } from '../support/class-fixtures.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { fingerprintAdmin } from '../support/fingerprint-fixtures.js';
import { TestClock } from '../support/test-clock.js';

process.env.GYM_FINGERPRINT_KEY = randomBytes(32).toString('base64');

describe('a fingerprint punch checks a member in to the class booked within the hour (issue 47, item 3)', () => {
  // Wednesday 11 November 2026, 09:00 in Qatar.
  const clock = new TestClock(new Date('2026-11-11T09:00:00+03:00'));
  const { t, admin } = appForFile({ label: 'classes-door', clock }, 'admin');
  const readers = fingerprintAdmin(t, admin);
  let sessionId: string;
  let planId: string;

  beforeAll(async () => {
    ({ sessionId } = await createClassWithSession(
      t.baseUrl,
      admin,
      { weekday: 3, startTime: '18:00', durationMinutes: 60 },
      { name: 'Boxing', colour: '#16a34a', defaultCapacity: 10 },
    ));
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  it('records the attendance with the check-in when the punch is within an hour of the start, not earlier', async () => {
    const reader = await readers.approvedReader('CLASSDOOR01', clock);
    const { member: m } = await memberWithMembership(t.baseUrl, admin, planId, { profile: { firstName: 'Noor' } });
    await t.caughtUp();
    await readers.startEnrolment(m.id, 'CLASSDOOR01');
    await reader.poll();
    expect((await reader.placeFinger(randomBytes(48).toString('base64'))).body).toBe('OK');
    const occurrenceId = `${sessionId}.2026-11-11`;
    const booked = await callOk<{ status: string; position: number }>(
      t.baseUrl,
      'POST',
      `/api/timetable/${occurrenceId}/bookings`,
      { session: admin, body: { memberId: m.id } },
    );
    expect(booked.status).toBe('booked');
    await t.caughtUp();
    const stream = `class-occurrence-${sessionId}-2026-11-11`;

    // At 12:00 the class is six hours away: a visit to the gym floor only.
    clock.set('2026-11-11T12:00:00+03:00');
    expect((await reader.punch(String(m.memberNumber)))?.body).toBe('OK');
    expect((await t.store.readStream(stream)).events.map((e) => e.type)).toEqual(['ClassBooked']);

    // At 17:20, 40 minutes before the start: checked in to the class too.
    clock.set('2026-11-11T17:20:00+03:00');
    expect((await reader.punch(String(m.memberNumber)))?.body).toBe('OK');
    const events = (await t.store.readStream(stream)).events;
    expect(events.map((e) => e.type)).toEqual(['ClassBooked', 'ClassAttended']);
    expect(events[1]!.data).toMatchObject({ memberId: m.id, booked: true });
    await t.caughtUp();
    const occurrence = await callOk<{ checkedIn: number; roster: { memberId: string; status: string }[] }>(
      t.baseUrl,
      'GET',
      `/api/timetable/${occurrenceId}`,
      { session: admin },
    );
    expect(occurrence.checkedIn).toBe(1);
    expect(occurrence.roster).toEqual([expect.objectContaining({ memberId: m.id, status: 'checkedIn' })]);
  });
});
