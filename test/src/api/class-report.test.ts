import { randomUUID } from 'node:crypto';
import { readXlsxSheet } from '@gym/kernel/export/xlsx-reader';
import { XLSX_CONTENT_TYPE } from '@gym/kernel/export/xlsx-workbook';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createClass, createWeeklySession, setClassRules } from '../support/class-fixtures.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';
import { TestClock } from '../support/test-clock.js';
import type { ReportFigures as Figures } from '@gym/modules/membership/classes/class-report';

interface Report {
  from: string;
  to: string;
  totals: Figures;
  byClass: (Figures & { classId: string; className: string })[];
  byInstructor: (Figures & { instructor: { kind: string; id: string; name: string } | null })[];
  heatmap: (Figures & { weekday: number; hour: number })[];
}

/**
 * The class report on real PostgreSQL (issue 47, item 6): a week's history made through the API (bookings, the
 * waitlist, an in-time and a late cancellation with their promotions, an occurrence the gym cancelled, the no-show
 * sweep) and attendance appended as the class check-in appends it; every figure below is counted by hand.
 */
describe('class report: attendance, fill, no-show and late-cancel rates, waitlist conversions', () => {
  // Tuesday 10 November 2026, 10:00 in Qatar.
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const { t, admin, desk } = appForFile({ label: 'class-report', clock }, 'admin', 'desk');
  const week = 'from=2026-11-09&to=2026-11-15';
  let noor: string;
  let spinning: string;
  let yoga: string;
  let wedSpin: string;
  let thuYoga: string;
  let wedYoga: string;
  const m: string[] = [];

  const ok = <T>(method: string, path: string, body?: unknown, session: Session = admin) =>
    callOk<T>(t.baseUrl, method, path, { session, body });
  const book = (occurrenceId: string, memberId: string) =>
    ok<{ status: string }>('POST', `/api/timetable/${occurrenceId}/bookings`, { memberId }, desk);
  const report = async (query = week) => {
    await t.caughtUp();
    return ok<Report>('GET', `/api/reports/classes?${query}`);
  };
  /** A class check-in's attendance, appended to the occurrence's stream as the check-in appends it. */
  async function attend(occurrenceId: string, memberId: string, booked: boolean) {
    const [sessionId, day] = occurrenceId.split('.');
    await t.store.appendToStreams(
      [
        {
          streamId: `class-occurrence-${sessionId}-${day}`,
          expectedVersion: 'any',
          events: [
            {
              type: 'ClassAttended',
              schemaVersion: 1,
              data: { occurrenceId, memberId, checkInId: randomUUID(), booked },
            },
          ],
        },
      ],
      {
        metadata: {
          actorId: null,
          actorName: 'Seeder',
          correlationId: randomUUID(),
          causationId: null,
          commandId: randomUUID(),
          at: clock.now().toISOString(),
        },
      },
    );
  }
  const session = (classId: string, weekday: number, startTime: string, minutes: number, capacity: number) =>
    createWeeklySession(t.baseUrl, admin, classId, {
      weekday,
      startTime,
      durationMinutes: minutes,
      capacity,
      instructor: classId === spinning ? { kind: 'trainer', id: noor } : null,
      room: 'Studio 1',
      gender: 'mixed',
    });

  beforeAll(async () => {
    noor = (await ok<{ id: string }>('POST', '/api/trainers', { name: 'Coach Noor Haddad' })).id;
    spinning = await createClass(t.baseUrl, admin);
    yoga = await createClass(t.baseUrl, admin, { name: 'Yoga' });
    await setClassRules(t.baseUrl, admin, { waitlistCap: 10 });
    wedSpin = `${await session(spinning, 3, '18:00', 45, 3)}.2026-11-11`;
    thuYoga = `${await session(yoga, 4, '07:00', 60, 4)}.2026-11-12`;
    wedYoga = `${await session(yoga, 3, '07:00', 60, 5)}.2026-11-11`;
    const planId = (await createPlan(t.baseUrl, admin)).id;
    for (let i = 0; i < 6; i++)
      m.push((await memberWithMembership(t.baseUrl, desk, planId, { profile: { firstName: `Rider${i}` } })).member.id);

    // Tuesday 10:00: Wednesday's Spinning fills (m0, m1, m2), m3 and m4 wait; m0 cancels in time, m3 gets the seat.
    for (const member of m.slice(0, 5)) await book(wedSpin, member);
    await ok('DELETE', `/api/timetable/${wedSpin}/bookings/${m[0]}`, undefined, desk);
    // Thursday's Yoga: m0 and m5. Wednesday's morning Yoga: m5, then the gym cancels it.
    await book(thuYoga, m[0]!);
    await book(thuYoga, m[5]!);
    await book(wedYoga, m[5]!);
    await ok('POST', `/api/timetable/${wedYoga}/cancel`, { reason: 'Instructor ill' });
  });

  it('counts nothing before an occurrence has been held (a cancelled one never counts)', async () => {
    // Wednesday 16:30: m1 cancels late (under 120 minutes before 18:00); m4 gets the seat.
    clock.set('2026-11-11T16:30:00+03:00');
    const late = await ok<{ late: boolean; promotedMemberId: string }>(
      'DELETE',
      `/api/timetable/${wedSpin}/bookings/${m[1]}`,
      undefined,
      desk,
    );
    expect(late).toMatchObject({ late: true, promotedMemberId: m[4] });
    const before = await report();
    expect(before.totals).toMatchObject({ occurrences: 0, capacity: 0, fillRate: null, noShowRate: null });
    expect(before.byClass).toEqual([]);
  });

  it('counts the week once held, by hand', async () => {
    clock.set('2026-11-11T18:05:00+03:00');
    await attend(wedSpin, m[2]!, true);
    await attend(wedSpin, m[3]!, true);
    clock.set('2026-11-12T07:05:00+03:00');
    await attend(thuYoga, m[0]!, true);
    await attend(thuYoga, m[1]!, false); // a walk-in: a seat taken, no booking
    // Thursday 09:00: the sweep makes m4 (Spinning) and m5 (Yoga) no-shows.
    clock.set('2026-11-12T09:00:00+03:00');
    await t.caughtUp();
    await t.jobs.runDue();
    await t.caughtUp();
    await t.jobs.runDue();
    const r = await report();
    expect(r.totals).toEqual({
      occurrences: 2,
      capacity: 7,
      seatsTaken: 6,
      attended: 4,
      noShows: 2,
      bookings: 7,
      lateCancels: 1,
      waitlisted: 2,
      promoted: 2,
      promotedAttended: 1,
      fillRate: 6 / 7,
      noShowRate: 2 / 5,
      lateCancelRate: 1 / 7,
    });
    expect(r.byClass).toEqual([
      expect.objectContaining({
        classId: spinning,
        className: 'Spinning',
        occurrences: 1,
        capacity: 3,
        seatsTaken: 3,
        attended: 2,
        noShows: 1,
        bookings: 5,
        lateCancels: 1,
        waitlisted: 2,
        promoted: 2,
        promotedAttended: 1,
        fillRate: 1,
        noShowRate: 1 / 3,
        lateCancelRate: 1 / 5,
      }),
      expect.objectContaining({
        classId: yoga,
        className: 'Yoga',
        occurrences: 1,
        capacity: 4,
        seatsTaken: 3,
        attended: 2,
        noShows: 1,
        bookings: 2,
        lateCancels: 0,
        waitlisted: 0,
        fillRate: 3 / 4,
        noShowRate: 1 / 2,
        lateCancelRate: 0,
      }),
    ]);
    expect(r.byInstructor.map((i) => [i.instructor?.name ?? null, i.occurrences, i.attended])).toEqual([
      ['Coach Noor Haddad', 1, 2],
      [null, 1, 2],
    ]);
    expect(r.heatmap.map((h) => [h.weekday, h.hour, h.occurrences, h.attended])).toEqual([
      [3, 18, 1, 2],
      [4, 7, 1, 2],
    ]);
  });

  it('downloads the same figures as CSV and as an .xlsx workbook', async () => {
    const csv = await fetch(`${t.baseUrl}/api/reports/classes?${week}&format=csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="class-report-2026-11-09-to-2026-11-15.csv"',
    );
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Section,Name,Occurrences held,Capacity,Seats taken,Fill rate %,Attended,Bookings,No-shows,No-show rate %,' +
        'Late cancellations,Late-cancel rate %,Waitlisted,Promoted,Promoted and attended',
    );
    expect(lines.slice(1)).toEqual([
      'Total,2026-11-09 to 2026-11-15,2,7,6,85.7,4,7,2,40,1,14.3,2,2,1',
      'Class,Spinning,1,3,3,100,2,5,1,33.3,1,20,2,2,1',
      'Class,Yoga,1,4,3,75,2,2,1,50,0,0,0,0,0',
      'Instructor,Coach Noor Haddad,1,3,3,100,2,5,1,33.3,1,20,2,2,1',
      'Instructor,No instructor,1,4,3,75,2,2,1,50,0,0,0,0,0',
      'Weekday and hour,Wednesday 18:00–19:00,1,3,3,100,2,5,1,33.3,1,20,2,2,1',
      'Weekday and hour,Thursday 07:00–08:00,1,4,3,75,2,2,1,50,0,0,0,0,0',
    ]);
    const xlsx = await fetch(`${t.baseUrl}/api/reports/classes?${week}&format=xlsx`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(xlsx.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    const sheet = await readXlsxSheet(Buffer.from(await xlsx.arrayBuffer()));
    expect(sheet.map((row) => row.map((c) => c?.value ?? '').join(','))).toEqual(lines);
    expect(sheet[1]![5]).toMatchObject({ type: 'number', value: 85.7 });
  });

  it('refuses a bad period with the code and a user without canViewMembers', async () => {
    for (const query of [
      'from=2026-11-15&to=2026-11-09',
      'from=2026-01-01&to=2027-01-02',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const answer = await call<{ code?: string }>(t.baseUrl, 'GET', `/api/reports/classes?${query}`, {
        session: admin,
      });
      expect(answer.status).toBe(400);
    }
    const long = await call<{ code: string }>(t.baseUrl, 'GET', '/api/reports/classes?from=2026-01-01&to=2027-01-02', {
      session: admin,
    });
    expect(long.body.code).toBe('class_occurrence.range');
    const money = await staffWith(t, admin, 'Money Only', ['canViewFinancials']);
    expect((await call(t.baseUrl, 'GET', `/api/reports/classes?${week}`, { session: money })).status).toBe(403);
  });
});
