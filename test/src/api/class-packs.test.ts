import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createClass, createWeeklySession } from '../support/class-fixtures.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface Credits {
  total: number;
  used: number;
  booked: number;
  left: number;
  expiresOn: string;
}

describe('class packs: credits on the membership, used by class check-ins (issue 47, item 4)', () => {
  // Monday 9 November 2026, 09:00 in Qatar.
  const clock = new TestClock(new Date('2026-11-09T09:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'class-packs', clock }, 'admin', 'desk');
  const sessions: string[] = [];
  let packId: string;

  beforeAll(async () => {
    const classId = await createClass(t.baseUrl, admin, { name: 'Pilates', colour: '#9333ea', defaultCapacity: 12 });
    // Monday 18:00 and Tuesday 08:00 and 18:00.
    for (const [weekday, startTime] of [
      [1, '18:00'],
      [2, '08:00'],
      [2, '18:00'],
    ] as const) {
      sessions.push(await createWeeklySession(t.baseUrl, admin, classId, { weekday, startTime, durationMinutes: 50 }));
    }
  });

  it('sells a pack plan; refuses a pack without credits', async () => {
    const refused = await call<{ code: string }>(t.baseUrl, 'POST', '/api/membership-plans', {
      session: admin,
      body: { name: 'Empty pack', price: 100, duration: 30, durationUnit: 'days', kind: 'pack' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('plan.pack_credits');
    const created = await createPlan(t.baseUrl, admin, {
      name: '2 classes',
      price: 120,
      duration: 30,
      durationUnit: 'days',
      joiningFee: 0,
      kind: 'pack',
      classCredits: 2,
    });
    packId = created.id;
    const plans = await callOk<{ id: string; kind: string; classCredits: number | null }[]>(
      t.baseUrl,
      'GET',
      '/api/membership-plans',
      { session: admin, headers: { 'x-min-position': String(created.position) } },
    );
    expect(plans.find((p) => p.id === packId)).toMatchObject({ kind: 'pack', classCredits: 2 });
  });

  it('books while credits are left, refuses then, and a class check-in uses one', async () => {
    const { member } = await memberWithMembership(t.baseUrl, desk, packId);
    const book = (sessionId: string, day: string) =>
      call<{ code?: string; position: number }>(t.baseUrl, 'POST', `/api/timetable/${sessionId}.${day}/bookings`, {
        session: desk,
        body: { memberId: member.id },
      });
    const credits = async (position: number) =>
      (
        await callOk<{ credits: Credits | null }>(t.baseUrl, 'GET', `/api/members/${member.id}/class-bookings`, {
          session: desk,
          headers: { 'x-min-position': String(position) },
        })
      ).credits;

    const first = await book(sessions[0]!, '2026-11-09');
    expect(first.status).toBe(201);
    const second = await book(sessions[1]!, '2026-11-10');
    expect(second.status).toBe(201);
    expect(await credits(second.body.position)).toEqual({
      total: 2,
      used: 0,
      booked: 2,
      left: 0,
      expiresOn: '2026-12-08',
    });
    const third = await book(sessions[2]!, '2026-11-10');
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('class_booking.no_credits');

    // Monday's class: checked in, the credit is used (no longer a booking to come).
    clock.set('2026-11-09T17:50:00+03:00');
    const checkIn = await callOk<{ position: number; classCheckIn: { occurrenceId: string } | null }>(
      t.baseUrl,
      'POST',
      '/api/check-ins',
      { session: desk, body: { memberId: member.id, occurrenceId: `${sessions[0]}.2026-11-09` } },
    );
    expect(checkIn.classCheckIn?.occurrenceId).toBe(`${sessions[0]}.2026-11-09`);
    expect(await credits(checkIn.position)).toMatchObject({ used: 1, booked: 1, left: 0 });

    // Cancelling Tuesday's booking gives its credit back: Tuesday evening can be booked instead.
    const cancelled = await callOk<{ position: number }>(
      t.baseUrl,
      'DELETE',
      `/api/timetable/${sessions[1]}.2026-11-10/bookings/${member.id}`,
      { session: desk },
    );
    expect(await credits(cancelled.position)).toMatchObject({ used: 1, booked: 0, left: 1 });
    expect((await book(sessions[2]!, '2026-11-10')).status).toBe(201);
  });

  it('a pack with 1 credit and 5 bookings at once into 5 classes: exactly 1 booked, 4 refused for want of credits', async () => {
    clock.set('2026-11-10T09:00:00+03:00');
    const classId = await createClass(t.baseUrl, admin, { name: 'Boxing', colour: '#ea580c', defaultCapacity: 12 });
    // Thursday 12 November at five times that do not overlap.
    const thursday: string[] = [];
    for (const startTime of ['07:00', '09:00', '11:00', '13:00', '15:00']) {
      const id = await createWeeklySession(t.baseUrl, admin, classId, { weekday: 4, startTime, durationMinutes: 50 });
      thursday.push(`${id}.2026-11-12`);
    }
    const single = await createPlan(t.baseUrl, admin, {
      name: '1 class',
      price: 40,
      duration: 30,
      durationUnit: 'days',
      joiningFee: 0,
      kind: 'pack',
      classCredits: 1,
    });
    const { member } = await memberWithMembership(t.baseUrl, desk, single.id);
    const answers = await Promise.all(
      thursday.map((occurrenceId) =>
        call<{ code?: string; status?: string }>(t.baseUrl, 'POST', `/api/timetable/${occurrenceId}/bookings`, {
          session: desk,
          body: { memberId: member.id },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(
      Array.from({ length: 4 }, () => [409, 'class_booking.no_credits']),
    );
    // The log holds one seat for the member across the five classes, and each decision went through the ledger.
    const seats = await Promise.all(
      thursday.map(async (occurrenceId) => {
        const [sessionId, day] = occurrenceId.split('.');
        const stream = await t.store.readStream(`class-occurrence-${sessionId}-${day}`);
        return stream.events.filter((e) => e.type === 'ClassBooked').length;
      }),
    );
    expect(seats.reduce((sum, n) => sum + n, 0)).toBe(1);
    const ledger = await t.store.readStream(`class-credits-${member.id}`);
    expect(ledger.events.map((e) => e.type)).toEqual(['ClassCreditHeld']);
  });

  it("a walk-in's class check-in and a booking race for the last credit: one wins, the other is refused, 5 rounds", async () => {
    // Wednesday 11 November, 09:50: a walk-in into the 10:00 class while the desk books the 18:00 one.
    clock.set('2026-11-11T09:50:00+03:00');
    const classId = await createClass(t.baseUrl, admin, { colour: '#0891b2', defaultCapacity: 12 });
    const [walkIn, booked] = await Promise.all(
      ['10:00', '18:00'].map(async (startTime) => {
        const id = await createWeeklySession(t.baseUrl, admin, classId, { weekday: 3, startTime, durationMinutes: 50 });
        return `${id}.2026-11-11`;
      }),
    );
    const single = await createPlan(t.baseUrl, admin, {
      name: '1 class, walk-in',
      price: 40,
      duration: 30,
      durationUnit: 'days',
      joiningFee: 0,
      kind: 'pack',
      classCredits: 1,
    });
    for (let round = 1; round <= 5; round++) {
      const { member } = await memberWithMembership(t.baseUrl, desk, single.id);
      const answers = await Promise.all([
        call<{ code?: string; position?: number }>(t.baseUrl, 'POST', '/api/check-ins', {
          session: desk,
          body: { memberId: member.id, occurrenceId: walkIn },
        }),
        call<{ code?: string; position?: number }>(t.baseUrl, 'POST', `/api/timetable/${booked}/bookings`, {
          session: desk,
          body: { memberId: member.id },
        }),
      ]);
      const won = answers.filter((a) => a.status === 201);
      expect(won, `round ${round}`).toHaveLength(1);
      expect(
        answers.filter((a) => a.status !== 201).map((a) => [a.status, a.body.code]),
        `round ${round}`,
      ).toEqual([[409, 'class_booking.no_credits']]);
      // One credit taken in the log: a seat booked or a walk-in recorded, never both.
      const taken = await Promise.all(
        [walkIn!, booked!].map(async (occurrenceId) => {
          const [sessionId, day] = occurrenceId.split('.');
          const stream = await t.store.readStream(`class-occurrence-${sessionId}-${day}`);
          return stream.events.filter(
            (e) =>
              (e.type === 'ClassBooked' || e.type === 'ClassAttended') &&
              (e.data as { memberId: string }).memberId === member.id,
          ).length;
        }),
      );
      expect(
        taken.reduce((sum, n) => sum + n, 0),
        `round ${round}`,
      ).toBe(1);
      const credits = (
        await callOk<{ credits: Credits | null }>(t.baseUrl, 'GET', `/api/members/${member.id}/class-bookings`, {
          session: desk,
          headers: { 'x-min-position': String(won[0]!.body.position) },
        })
      ).credits;
      expect(credits, `round ${round}`).toMatchObject({ left: 0 });
      expect(credits!.used + credits!.booked, `round ${round}`).toBe(1);
    }
  });
});
