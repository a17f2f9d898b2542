import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createClass, createWeeklySession, setClassRules } from '../support/class-fixtures.js';
import { createMember, createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface Occurrence {
  occurrenceId: string;
  startsAt: string;
  capacity: number;
  booked: number;
  waitlisted: number;
  checkedIn: number;
  noShows: number;
  status: string;
  roster?: { memberId: string; status: string; waitlistPosition: number | null }[];
}
interface Booking {
  id: string;
  status: 'booked' | 'waitlisted';
  waitlistPosition: number | null;
  position: number;
}

describe('classes: the timetable and bookings that never overbook (issue 47)', () => {
  // Tuesday 10 November 2026, 10:00 in Qatar.
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'classes', clock }, 'admin', 'desk');
  let classId: string;
  let sessionId: string;
  let planId: string;
  /** Wednesday 11 November at 18:00: inside the booking window. */
  const day = '2026-11-11';
  const occurrenceId = () => `${sessionId}.${day}`;

  const ok = <T>(method: string, path: string, body?: unknown, session = admin) =>
    callOk<T>(t.baseUrl, method, path, { session, body });
  const fresh = <T>(path: string, position: number, session = admin) =>
    callOk<T>(t.baseUrl, 'GET', path, { session, headers: { 'x-min-position': String(position) } });

  beforeAll(async () => {
    classId = await createClass(t.baseUrl, admin, { description: 'Forty-five minutes on the bike' });
    await setClassRules(t.baseUrl, admin);
    sessionId = await createWeeklySession(t.baseUrl, admin, classId, {
      weekday: 3,
      startTime: '18:00',
      room: 'Studio 1',
      gender: 'mixed',
    });
    planId = (await createPlan(t.baseUrl, admin)).id;
  });

  it('lists the class with its colour and the weekly session with the capacity the class gives', async () => {
    const { position } = await ok<{ position: number }>('PUT', `/api/classes/${classId}`, {
      name: 'Spinning',
      colour: '#dc2626',
      description: 'Forty-five minutes on the bike',
      defaultCapacity: 20,
    });
    const classes = await fresh<{ id: string; colour: string; defaultCapacity: number }[]>('/api/classes', position);
    expect(classes).toContainEqual(expect.objectContaining({ id: classId, colour: '#dc2626', defaultCapacity: 20 }));
    const sessions = await fresh<{ id: string; capacity: number; className: string }[]>('/api/class-sessions', 0);
    expect(sessions).toContainEqual(expect.objectContaining({ id: sessionId, capacity: 20, className: 'Spinning' }));
    const week = await ok<Occurrence[]>('GET', '/api/timetable?from=2026-11-09&to=2026-11-22');
    expect(week.map((o) => o.occurrenceId)).toEqual([`${sessionId}.2026-11-11`, `${sessionId}.2026-11-18`]);
    expect(week[0]).toMatchObject({ startsAt: '2026-11-11T15:00:00.000Z', capacity: 20, status: 'scheduled' });
  });

  it('refuses a class still used by a session, a range longer than 42 days, an unknown occurrence', async () => {
    const inUse = await call<{ code: string }>(t.baseUrl, 'DELETE', `/api/classes/${classId}`, { session: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('class.in_use');
    const long = await call<{ code: string }>(t.baseUrl, 'GET', '/api/timetable?from=2026-11-01&to=2026-12-31', {
      session: admin,
    });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('class_occurrence.range');
    const member = await createMember(t.baseUrl, desk);
    const unknown = await call<{ code: string }>(t.baseUrl, 'POST', `/api/timetable/${sessionId}.2026-11-12/bookings`, {
      session: desk,
      body: { memberId: member.id },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('class_occurrence.not_found');
  });

  it('refuses with the reason and records nothing: no membership, outside the window', async () => {
    const member = await createMember(t.baseUrl, desk);
    const noMembership = await call<{ code: string }>(t.baseUrl, 'POST', `/api/timetable/${occurrenceId()}/bookings`, {
      session: desk,
      body: { memberId: member.id },
    });
    expect(noMembership.status).toBe(409);
    expect(noMembership.body.code).toBe('check_in.no_membership');
    const { member: holder } = await memberWithMembership(t.baseUrl, desk, planId);
    const tooEarly = await call<{ code: string; message: string }>(
      t.baseUrl,
      'POST',
      `/api/timetable/${sessionId}.2026-11-18/bookings`,
      { session: desk, body: { memberId: holder.id } },
    );
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body).toMatchObject({
      code: 'class_booking.not_open',
      message: 'Booking opens on 2026-11-11 at 18:00.',
    });
    const events = await t.store.readStream(`class-occurrence-${sessionId}-2026-11-18`);
    expect(events.events).toHaveLength(0);
  });

  it('50 members racing for 20 seats: exactly 20 booked and 30 waitlisted; a cancellation promotes exactly one', async () => {
    const members: string[] = [];
    for (let i = 0; i < 50; i++) {
      members.push(
        (await memberWithMembership(t.baseUrl, desk, planId, { profile: { firstName: `Racer${i}` } })).member.id,
      );
    }
    const answers = await Promise.all(
      members.map((memberId) =>
        call<Booking>(t.baseUrl, 'POST', `/api/timetable/${occurrenceId()}/bookings`, {
          session: desk,
          body: { memberId },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(members.map(() => 201));
    const booked = answers.filter((a) => a.body.status === 'booked');
    const waiting = answers.filter((a) => a.body.status === 'waitlisted');
    expect(booked).toHaveLength(20);
    expect(waiting).toHaveLength(30);
    expect(waiting.map((a) => a.body.waitlistPosition).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    // The stream itself: 20 seats taken, never more.
    const stream = await t.store.readStream(`class-occurrence-${sessionId}-${day}`);
    expect(stream.events.filter((e) => e.type === 'ClassBooked')).toHaveLength(20);
    expect(stream.events.filter((e) => e.type === 'ClassWaitlisted')).toHaveLength(30);

    const last = Math.max(...answers.map((a) => a.body.position));
    const occurrence = await fresh<Occurrence>(`/api/timetable/${occurrenceId()}`, last);
    expect(occurrence).toMatchObject({ booked: 20, waitlisted: 30, capacity: 20 });
    const firstWaiting = occurrence.roster!.find((r) => r.waitlistPosition === 1)!;
    const aBooked = occurrence.roster!.find((r) => r.status === 'booked')!;

    // A seat cancelled in time (more than 120 minutes before) goes to the first on the waitlist, who is told.
    const cancelled = await ok<{ late: boolean; promotedMemberId: string | null; position: number }>(
      'DELETE',
      `/api/timetable/${occurrenceId()}/bookings/${aBooked.memberId}`,
      undefined,
      desk,
    );
    expect(cancelled).toMatchObject({ late: false, promotedMemberId: firstWaiting.memberId });
    const after = await fresh<Occurrence>(`/api/timetable/${occurrenceId()}`, cancelled.position);
    expect(after).toMatchObject({ booked: 20, waitlisted: 29 });
    const again = await t.store.readStream(`class-occurrence-${sessionId}-${day}`);
    expect(again.events.filter((e) => e.type === 'ClassWaitlistPromoted')).toHaveLength(1);
    await t.caughtUp();
    const { rows } = await t.db.pool.query<{ body: string; language: string }>(
      `SELECT body, language FROM read.marketing_messages WHERE member_id = $1`,
      [firstWaiting.memberId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toContain('a seat in Spinning on 2026-11-11 at 18:00 is now yours');

    // The member's page lists the booking; the dashboard counts today's (tomorrow's here: none today).
    const mine = await fresh<{ bookings: { occurrenceId: string; status: string }[] }>(
      `/api/members/${firstWaiting.memberId}/class-bookings`,
      cancelled.position,
    );
    expect(mine.bookings).toEqual([expect.objectContaining({ occurrenceId: occurrenceId(), status: 'booked' })]);

    // A late cancellation (under 120 minutes before) is recorded as such.
    clock.set('2026-11-11T16:30:00+03:00');
    const second = occurrence.roster!.filter((r) => r.status === 'booked')[1]!;
    const late = await ok<{ late: boolean; promotedMemberId: string | null }>(
      'DELETE',
      `/api/timetable/${occurrenceId()}/bookings/${second.memberId}`,
      undefined,
      desk,
    );
    expect(late.late).toBe(true);
    expect(late.promotedMemberId).not.toBeNull();

    // At the desk, a booked member is checked in to the class: the check-in carries the class, the roster counts it.
    const arriving = occurrence.roster!.filter((r) => r.status === 'booked')[2]!;
    const checkIn = await call<{
      id: string;
      position: number;
      classCheckIn: { occurrenceId: string; className: string; startsAt: string } | null;
    }>(t.baseUrl, 'POST', '/api/check-ins', {
      session: desk,
      body: { memberId: arriving.memberId, occurrenceId: occurrenceId() },
    });
    expect(checkIn.status).toBe(201);
    expect(checkIn.body.classCheckIn).toEqual({
      occurrenceId: occurrenceId(),
      className: 'Spinning',
      startsAt: '2026-11-11T15:00:00.000Z',
    });
    const visits = await fresh<{ id: string; classId: string | null }[]>(
      `/api/check-ins?date=${day}`,
      checkIn.body.position,
      desk,
    );
    expect(visits.find((v) => v.id === checkIn.body.id)?.classId).toBe(classId);
    // A member with no booking in the full class is refused, and nothing is recorded (no visit either).
    const { member: walkIn } = await memberWithMembership(t.baseUrl, desk, planId);
    const refused = await call<{ code: string }>(t.baseUrl, 'POST', '/api/check-ins', {
      session: desk,
      body: { memberId: walkIn.id, occurrenceId: occurrenceId() },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('class_booking.full_no_booking');
    expect((await t.store.readStream(`check-ins-${walkIn.id}-${day}`)).events).toHaveLength(0);

    // After the end, the booked members who never checked in become no-shows, once.
    const today = await ok<{ occurrenceId: string; booked: number }[]>('GET', '/api/dashboard/today-classes');
    expect(today).toEqual([expect.objectContaining({ occurrenceId: occurrenceId(), booked: 20, capacity: 20 })]);
    clock.set('2026-11-11T19:00:00+03:00');
    await t.jobs.runDue();
    await t.caughtUp();
    await t.jobs.runDue();
    await t.caughtUp();
    const ended = await ok<Occurrence>('GET', `/api/timetable/${occurrenceId()}`);
    expect(ended).toMatchObject({ noShows: 19, checkedIn: 1, booked: 20 });
    const final = await t.store.readStream(`class-occurrence-${sessionId}-${day}`);
    expect(final.events.filter((e) => e.type === 'ClassNoShowRecorded')).toHaveLength(19);
    expect(final.events.filter((e) => e.type === 'ClassAttended')).toHaveLength(1);
  });
  it('one-off changes tell the members booked; closures and a series ended refuse bookings', async () => {
    clock.set('2026-11-11T20:00:00+03:00');
    const early = (
      await ok<{ id: string }>('POST', '/api/class-sessions', {
        classId,
        weekday: 4,
        startTime: '07:00',
        durationMinutes: 45,
        capacity: 4,
        instructor: null,
        room: 'Studio 2',
        gender: 'mixed',
      })
    ).id;
    const thursday = `${early}.2026-11-12`;
    const members: string[] = [];
    for (const firstName of ['Mariam', 'Salma']) {
      const { member } = await memberWithMembership(t.baseUrl, desk, planId, { profile: { firstName } });
      members.push(member.id);
      await ok('POST', `/api/timetable/${thursday}/bookings`, { memberId: member.id }, desk);
    }
    const below = await call<{ code: string; message: string }>(
      t.baseUrl,
      'POST',
      `/api/timetable/${thursday}/capacity`,
      {
        session: admin,
        body: { capacity: 1 },
      },
    );
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({
      code: 'class_occurrence.capacity_below_booked',
      message: '2 members are booked: the capacity cannot be lower.',
    });
    await ok('POST', `/api/timetable/${thursday}/move`, { startTime: '08:00' });
    const cancelled = await ok<{ position: number }>('POST', `/api/timetable/${thursday}/cancel`, {
      reason: 'The coach is ill',
    });
    const shown = await fresh<Occurrence & { note: string; startTime: string; changed: boolean }>(
      `/api/timetable/${thursday}`,
      cancelled.position,
    );
    expect(shown).toMatchObject({ status: 'cancelled', note: 'The coach is ill', startTime: '08:00', changed: true });
    await t.caughtUp();
    const { rows } = await t.db.pool.query<{ body: string }>(
      'SELECT body FROM read.marketing_messages WHERE member_id = ANY($1) ORDER BY queued_at, body',
      [members],
    );
    const bodies = rows.map((r) => r.body);
    expect(bodies.filter((b) => b.includes('Spinning on 2026-11-12 is now at 08:00 in Studio 2'))).toHaveLength(2);
    expect(
      bodies.filter((b) => b.includes('Spinning on 2026-11-12 at 08:00 is cancelled: The coach is ill')),
    ).toHaveLength(2);
    const late = await call<{ code: string }>(t.baseUrl, 'POST', `/api/timetable/${thursday}/bookings`, {
      session: desk,
      body: { memberId: members[0] },
    });
    expect(late.body.code).toBe('class_booking.cancelled');

    // A closure: the day shows closed, a booking is refused with its reason.
    const closure = await ok<{ id: string; position: number }>('POST', '/api/class-closures', {
      from: '2026-11-18',
      to: '2026-11-19',
      reason: 'Gym repairs',
    });
    const closedWeek = await fresh<Occurrence[]>('/api/timetable?from=2026-11-18&to=2026-11-19', closure.position);
    expect(closedWeek.map((o) => o.status)).toEqual(['closed', 'closed']);
    const closedBooking = await call<{ code: string; message: string }>(
      t.baseUrl,
      'POST',
      `/api/timetable/${early}.2026-11-19/bookings`,
      { session: desk, body: { memberId: members[1] } },
    );
    expect(closedBooking.body).toMatchObject({
      code: 'class_booking.closed',
      message: 'Classes are closed that day: Gym repairs',
    });

    // The series ends: later days are no longer on the timetable.
    const ended = await ok<{ position: number }>('DELETE', `/api/class-sessions/${early}`);
    const later = await fresh<Occurrence[]>('/api/timetable?from=2026-11-12&to=2026-11-26', ended.position);
    expect(later.filter((o) => o.occurrenceId.startsWith(early))).toEqual([]);
  });

  it('ending a series cancels its later occurrences, releases the places (a pack credit comes back) and tells the members', async () => {
    clock.set('2026-11-11T20:00:00+03:00');
    const friday = (
      await ok<{ id: string }>('POST', '/api/class-sessions', {
        classId,
        weekday: 5,
        startTime: '09:00',
        durationMinutes: 45,
        capacity: 1,
        instructor: null,
        room: 'Studio 3',
        gender: 'mixed',
      })
    ).id;
    const occurrence = `${friday}.2026-11-13`;
    const pack = await createPlan(t.baseUrl, admin, {
      name: '2 classes',
      price: 100,
      duration: 30,
      durationUnit: 'days',
      joiningFee: 0,
      kind: 'pack',
      classCredits: 2,
    });
    const { member: seated } = await memberWithMembership(t.baseUrl, desk, pack.id, { profile: { firstName: 'Huda' } });
    const { member: waiting } = await memberWithMembership(t.baseUrl, desk, planId, { profile: { firstName: 'Noor' } });
    expect(
      (await ok<Booking>('POST', `/api/timetable/${occurrence}/bookings`, { memberId: seated.id }, desk)).status,
    ).toBe('booked');
    const second = await ok<Booking>('POST', `/api/timetable/${occurrence}/bookings`, { memberId: waiting.id }, desk);
    expect(second.status).toBe('waitlisted');
    const credits = async (position: number) =>
      (await fresh<{ credits: { left: number } }>(`/api/members/${seated.id}/class-bookings`, position, desk)).credits;
    expect(await credits(second.position)).toMatchObject({ left: 1 });

    const ended = await ok<{ position: number }>('DELETE', `/api/class-sessions/${friday}`);
    const stream = await t.store.readStream(`class-occurrence-${friday}-2026-11-13`);
    expect(stream.events.slice(-3).map((e) => [e.type, (e.data as { memberId?: string }).memberId])).toEqual([
      ['ClassOccurrenceCancelled', undefined],
      ['ClassBookingCancelled', seated.id],
      ['ClassBookingCancelled', waiting.id],
    ]);
    const roster = await fresh<Occurrence>(`/api/timetable/${occurrence}`, ended.position);
    expect(roster.roster!.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(await credits(ended.position)).toMatchObject({ left: 2, booked: 0 });
    const mine = await fresh<{ bookings: { occurrenceId: string; status: string }[] }>(
      `/api/members/${waiting.id}/class-bookings`,
      ended.position,
      desk,
    );
    expect(mine.bookings).toEqual([expect.objectContaining({ occurrenceId: occurrence, status: 'cancelled' })]);
    // Both are told, each once, through the marketing outbox.
    await t.caughtUp();
    const { rows } = await t.db.pool.query<{ member_id: string; body: string }>(
      'SELECT member_id, body FROM read.marketing_messages WHERE member_id = ANY($1)',
      [[seated.id, waiting.id]],
    );
    expect(rows.map((r) => r.member_id).sort()).toEqual([seated.id, waiting.id].sort());
    for (const row of rows) expect(row.body).toContain('your booking on 2026-11-13 at 09:00 is cancelled');
    // Nothing to book any more.
    const refused = await call<{ code: string }>(t.baseUrl, 'POST', `/api/timetable/${occurrence}/bookings`, {
      session: desk,
      body: { memberId: waiting.id },
    });
    expect(refused.status).toBe(404);
  });

  it('a change to a weekly session applies from a day: classes held keep what they were, booked members are told', async () => {
    // Friday 13 November at 10:00: today's 09:00 class has started.
    clock.set('2026-11-13T10:00:00+03:00');
    const body = {
      classId,
      weekday: 5,
      startTime: '09:00',
      durationMinutes: 45,
      capacity: 5,
      instructor: null,
      room: 'Studio 4',
      gender: 'mixed',
      validFrom: '2026-11-01',
    };
    const morning = (await ok<{ id: string }>('POST', '/api/class-sessions', body)).id;
    const { member } = await memberWithMembership(t.baseUrl, desk, planId, { profile: { firstName: 'Reem' } });
    await ok('POST', `/api/timetable/${morning}.2026-11-20/bookings`, { memberId: member.id }, desk);

    const past = await call<{ code: string }>(t.baseUrl, 'PUT', `/api/class-sessions/${morning}`, {
      session: admin,
      body: { ...body, startTime: '11:00', effectiveFrom: '2026-11-12' },
    });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('class_session.effective_past');

    const changed = await ok<{ effectiveFrom: string | null; position: number }>(
      'PUT',
      `/api/class-sessions/${morning}`,
      { ...body, startTime: '11:00', capacity: 8 },
    );
    expect(changed.effectiveFrom).toBe('2026-11-14');
    const shown = await fresh<Occurrence[]>('/api/timetable?from=2026-11-06&to=2026-11-20', changed.position);
    const ofMorning = shown
      .filter((o) => o.occurrenceId.startsWith(`${morning}.`))
      .map((o) => [o.occurrenceId.slice(-10), o.startsAt, o.capacity]);
    expect(ofMorning).toEqual([
      ['2026-11-06', '2026-11-06T06:00:00.000Z', 5],
      ['2026-11-13', '2026-11-13T06:00:00.000Z', 5],
      ['2026-11-20', '2026-11-20T08:00:00.000Z', 8],
    ]);
    await t.caughtUp();
    const { rows } = await t.db.pool.query<{ body: string }>(
      'SELECT body FROM read.marketing_messages WHERE member_id = $1',
      [member.id],
    );
    expect(rows.map((r) => r.body)).toEqual([
      expect.stringContaining('Spinning on 2026-11-20 is now at 11:00 in Studio 4'),
    ]);

    // Another weekday from the 16th: the booking on Friday the 20th is released and the member told.
    const moved = await ok<{ effectiveFrom: string | null; position: number }>(
      'PUT',
      `/api/class-sessions/${morning}`,
      {
        ...body,
        weekday: 6,
        startTime: '11:00',
        capacity: 8,
        effectiveFrom: '2026-11-16',
      },
    );
    expect(moved.effectiveFrom).toBe('2026-11-16');
    const mine = await fresh<{ bookings: { occurrenceId: string; status: string }[] }>(
      `/api/members/${member.id}/class-bookings`,
      moved.position,
      desk,
    );
    expect(mine.bookings).toEqual([
      expect.objectContaining({ occurrenceId: `${morning}.2026-11-20`, status: 'cancelled' }),
    ]);
    const week = await fresh<Occurrence[]>('/api/timetable?from=2026-11-13&to=2026-11-21', moved.position);
    expect(week.filter((o) => o.occurrenceId.startsWith(`${morning}.`)).map((o) => o.occurrenceId.slice(-10))).toEqual([
      '2026-11-13',
      '2026-11-21',
    ]);
  });

  it('ending a series while bookings arrive: no booking stays active on a cancelled occurrence (5 rounds)', async () => {
    // Saturday 14 November at 10:00: Monday the 16th is inside the booking window, nobody booked yet.
    clock.set('2026-11-14T10:00:00+03:00');
    const members = await Promise.all(
      ['Aisha', 'Maryam', 'Fatima', 'Sara'].map(
        async (firstName) => (await memberWithMembership(t.baseUrl, desk, planId, { profile: { firstName } })).member,
      ),
    );
    for (const [round, startTime] of ['08:00', '10:00', '12:00', '14:00', '16:00'].entries()) {
      const series = (
        await ok<{ id: string }>('POST', '/api/class-sessions', {
          classId,
          weekday: 1,
          startTime,
          durationMinutes: 45,
          capacity: 2,
          instructor: null,
          room: 'Studio 2',
          gender: 'mixed',
          validFrom: '2026-11-01',
        })
      ).id;
      const occurrence = `${series}.2026-11-16`;
      const [ended, ...bookings] = await Promise.all([
        call<{ position: number }>(t.baseUrl, 'DELETE', `/api/class-sessions/${series}`, { session: admin }),
        ...members.map((member) =>
          call<{ code?: string }>(t.baseUrl, 'POST', `/api/timetable/${occurrence}/bookings`, {
            session: desk,
            body: { memberId: member.id },
          }),
        ),
      ]);
      expect(ended!.status, `round ${round}`).toBe(200);
      // Each booking either landed before the end (and was released by it) or was refused.
      for (const answer of bookings) {
        expect([201, 404, 409], `round ${round}`).toContain(answer.status);
        if (answer.status === 409) expect(answer.body.code, `round ${round}`).toBe('class_booking.series_ended');
        if (answer.status === 404) expect(answer.body.code, `round ${round}`).toBe('class_occurrence.not_found');
      }
      // The log: the occurrence is cancelled and nobody holds a seat or a place on its waitlist.
      const stream = await t.store.readStream(`class-occurrence-${series}-2026-11-16`);
      const place = new Map<string, string>();
      for (const event of stream.events) {
        const memberId = (event.data as { memberId?: string }).memberId;
        if (memberId) place.set(memberId, event.type);
      }
      expect(
        [...place.values()].filter((type) => type !== 'ClassBookingCancelled'),
        `round ${round}`,
      ).toEqual([]);
      expect(
        stream.events.map((e) => e.type),
        `round ${round}`,
      ).toContain('ClassOccurrenceCancelled');
      // The read side agrees: the roster shows nobody booked or waiting.
      const roster = await fresh<Occurrence>(`/api/timetable/${occurrence}`, ended!.body.position);
      expect(
        roster.roster!.filter((r) => r.status === 'booked' || r.status === 'waitlisted'),
        `round ${round}`,
      ).toEqual([]);
    }
  });

  it('moving a series while bookings arrive: every member booked at the old time is told (5 rounds)', async () => {
    clock.set('2026-11-14T10:00:00+03:00');
    const members = await Promise.all(
      ['Noor', 'Hessa', 'Latifa', 'Moza'].map(
        async (firstName) => (await memberWithMembership(t.baseUrl, desk, planId, { profile: { firstName } })).member,
      ),
    );
    const rounds = [
      ['07:00', '08:00'],
      ['09:00', '10:00'],
      ['11:00', '12:00'],
      ['13:00', '14:00'],
      ['15:00', '16:00'],
    ] as const;
    for (const [round, [before, after]] of rounds.entries()) {
      const session = {
        classId,
        weekday: 1,
        startTime: before,
        durationMinutes: 45,
        capacity: 4,
        instructor: null,
        room: 'Studio 2',
        gender: 'mixed',
        validFrom: '2026-11-01',
      };
      const series = (await ok<{ id: string }>('POST', '/api/class-sessions', session)).id;
      const [changed, ...bookings] = await Promise.all([
        call(t.baseUrl, 'PUT', `/api/class-sessions/${series}`, {
          session: admin,
          body: { ...session, startTime: after },
        }),
        ...members.map((member) =>
          call(t.baseUrl, 'POST', `/api/timetable/${series}.2026-11-16/bookings`, {
            session: desk,
            body: { memberId: member.id },
          }),
        ),
      ]);
      expect(changed!.status, `round ${round}`).toBe(200);
      expect(
        bookings.map((b) => b.status),
        `round ${round}`,
      ).toEqual([201, 201, 201, 201]);
      // The log orders them: who booked before the occurrence followed its session knew only the old time.
      const stream = await t.store.readStream(`class-occurrence-${series}-2026-11-16`);
      const types = stream.events.map((e) => e.type);
      expect(
        types.filter((type) => type === 'ClassOccurrenceRetimed'),
        `round ${round}`,
      ).toHaveLength(1);
      const retimedAt = types.indexOf('ClassOccurrenceRetimed');
      const bookedBefore = stream.events
        .slice(0, retimedAt)
        .filter((e) => e.type === 'ClassBooked')
        .map((e) => (e.data as { memberId: string }).memberId);
      await t.caughtUp();
      const { rows } = await t.db.pool.query<{ member_id: string }>(
        'SELECT member_id FROM read.marketing_messages WHERE body LIKE $1',
        [`%Spinning on 2026-11-16 is now at ${after} in Studio 2%`],
      );
      expect(rows.map((r) => r.member_id).sort(), `round ${round}`).toEqual([...bookedBefore].sort());
    }
  });
});
