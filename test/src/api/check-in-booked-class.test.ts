import { beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createClassWithSession } from '../support/class-fixtures.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface CheckInAnswer {
  duplicate: boolean;
  classCheckIn: { occurrenceId: string; className: string; startsAt: string } | null;
}

/*
 * The desk's scan (issue 47): `bookedClass` checks a member in to the class they are booked in when it starts within
 * an hour either side of the check-in, the fingerprint reader's rule; otherwise the visit is a plain one.
 */
describe('a check-in at the desk with bookedClass', () => {
  // Wednesday 11 November 2026, 09:00 in Qatar; the class is at 18:00 that day.
  const clock = new TestClock(new Date('2026-11-11T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'check-in-booked-class', clock }, 'admin', 'desk');
  let occurrenceId: string;
  let planId: string;

  beforeAll(async () => {
    const { sessionId } = await createClassWithSession(
      t.baseUrl,
      admin,
      { weekday: 3, startTime: '18:00' },
      { name: 'Boxfit', colour: '#ea580c', defaultCapacity: 10 },
    );
    occurrenceId = `${sessionId}.2026-11-11`;
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  /** A member with a membership, booked into the 18:00 class now (09:00). */
  async function bookedMember(firstName: string) {
    clock.set('2026-11-11T09:00:00+03:00');
    const { member } = await memberWithMembership(t.baseUrl, desk, planId, { profile: { firstName } });
    await callOk(t.baseUrl, 'POST', `/api/timetable/${occurrenceId}/bookings`, {
      session: desk,
      body: { memberId: member.id },
    });
    // The booked class is looked up in the read tables, as at the reader: the booking is there by the time one arrives.
    await t.caughtUp();
    return member.id;
  }

  const checkIn = (memberId: string, at: string, body: Record<string, unknown> = { bookedClass: true }) => {
    clock.set(at);
    return callOk<CheckInAnswer>(t.baseUrl, 'POST', '/api/check-ins', { session: desk, body: { memberId, ...body } });
  };

  it('checks a member in to the class booked within the hour before or after its start', async () => {
    const early = await checkIn(await bookedMember('Early'), '2026-11-11T17:01:00+03:00');
    expect(early.classCheckIn).toEqual({
      occurrenceId,
      className: 'Boxfit',
      startsAt: '2026-11-11T15:00:00.000Z',
    });
    const late = await checkIn(await bookedMember('Late'), '2026-11-11T18:50:00+03:00');
    expect(late.classCheckIn?.occurrenceId).toBe(occurrenceId);
    await t.caughtUp();
    const roster = await callOk<{ roster: { name: string; status: string }[] }>(
      t.baseUrl,
      'GET',
      `/api/timetable/${occurrenceId}`,
      { session: desk },
    );
    expect(roster.roster.filter((entry) => entry.status === 'checkedIn')).toHaveLength(2);
  });

  it('is a plain visit further from the start, or without bookedClass', async () => {
    const tooEarly = await checkIn(await bookedMember('Tooearly'), '2026-11-11T16:58:00+03:00');
    expect(tooEarly).toMatchObject({ duplicate: false, classCheckIn: null });
    const notAsked = await checkIn(await bookedMember('Notasked'), '2026-11-11T17:55:00+03:00', {});
    expect(notAsked).toMatchObject({ duplicate: false, classCheckIn: null });
    const { member: unbooked } = await memberWithMembership(t.baseUrl, desk, planId, {
      profile: { firstName: 'Unbooked' },
    });
    expect((await checkIn(unbooked.id, '2026-11-11T17:56:00+03:00')).classCheckIn).toBeNull();
  });
});
