import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@gym/events/calendar/local-date';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createMember } from '../support/desk-fixtures.js';
import { ADMIN, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { PHONE, pageOverflow } from './page-layout.js';

/** The gym's day (the default zone, Asia/Qatar). */
const gymToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Qatar' }).format(new Date());
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/**
 * The class report page (issue 47, item 6): a class held two days ago, its history appended to the occurrence's
 * stream as bookings, the waitlist, check-ins and the no-show sweep append it; the page shows the figures in real
 * tables (by class with the totals, by instructor, the weekday × hour heatmap), axe clean, within a phone's width.
 */
describe('class report page: tables, heatmap, files', () => {
  const { app, browser, contexts, api, admin } = browserForFile({ label: 'e2e-class-report' }, 'admin');
  const held = addDays(gymToday(), -2);

  beforeAll(async () => {
    const classId = (
      await api<{ id: string }>('POST', '/api/classes', {
        name: 'Spinning',
        colour: '#dc2626',
        description: '',
        defaultCapacity: 4,
      })
    ).id;
    const sessionId = (
      await api<{ id: string }>('POST', '/api/class-sessions', {
        classId,
        weekday: isoWeekday(held),
        startTime: '07:00',
        durationMinutes: 60,
        capacity: 4,
        instructor: null,
        room: 'Studio 1',
        gender: 'mixed',
        validFrom: held,
      })
    ).id;
    const members: string[] = [];
    for (let i = 0; i < 5; i++) members.push((await createMember(app.baseUrl, admin, { firstName: `Rider${i}` })).id);
    const occurrenceId = `${sessionId}.${held}`;
    const on = (memberId: string) => ({ occurrenceId, memberId });
    const [a, b, c, d, e] = members as [string, string, string, string, string];
    await app.store.appendToStreams(
      [
        {
          streamId: `class-occurrence-${sessionId}-${held}`,
          expectedVersion: 'any',
          events: [
            { type: 'ClassBooked', data: { ...on(a), bookingId: randomUUID() } },
            { type: 'ClassBooked', data: { ...on(b), bookingId: randomUUID() } },
            { type: 'ClassBooked', data: { ...on(c), bookingId: randomUUID() } },
            { type: 'ClassBooked', data: { ...on(d), bookingId: randomUUID() } },
            { type: 'ClassWaitlisted', data: { ...on(e), bookingId: randomUUID() } },
            { type: 'ClassBookingCancelled', data: { ...on(d), late: true, waitlisted: false } },
            { type: 'ClassWaitlistPromoted', data: on(e) },
            { type: 'ClassAttended', data: { ...on(a), checkInId: randomUUID(), booked: true } },
            { type: 'ClassAttended', data: { ...on(b), checkInId: randomUUID(), booked: true } },
            { type: 'ClassAttended', data: { ...on(e), checkInId: randomUUID(), booked: true } },
            { type: 'ClassNoShowRecorded', data: on(c) },
          ].map((event) => ({ ...event, schemaVersion: 1 })),
        },
      ],
      {
        metadata: {
          actorId: null,
          actorName: 'Seeder',
          correlationId: randomUUID(),
          causationId: null,
          commandId: randomUUID(),
          at: new Date().toISOString(),
        },
      },
    );
    await app.caughtUp();
  });

  it('shows the figures in tables and the heatmap, axe clean, and fits a phone', async () => {
    const page = await signedInPage(browser, app.baseUrl, ADMIN, {
      contexts,
      path: '/classes/reports',
      heading: 'Class Reports',
    });
    const byClass = page.getByRole('table', { name: /^Attendance by class/ });
    const spinning = byClass.getByRole('row', { name: /^Spinning/ });
    await spinning.waitFor();
    // 4 seats, 4 taken (3 checked in, 1 no-show); no-shows 1 of 4 kept; late cancels 1 of 5 bookings; 1 waited,
    // promoted and attended.
    expect(await spinning.getByRole('cell').allInnerTexts()).toEqual([
      '1',
      '3',
      '4 / 4',
      '100%',
      '25% (1)',
      '20% (1)',
      '1',
      '1',
      '1',
    ]);
    const instructors = page.getByRole('table', { name: /^Attendance by instructor/ });
    await instructors.getByRole('row', { name: /^No instructor/ }).waitFor();
    const heatmap = page.getByRole('table', { name: /^Attendance by weekday and starting hour/ });
    const seven = heatmap.getByRole('row', { name: /^07:00/ });
    await seven.getByRole('cell', { name: /^3 members attended over 1 class$/ }).waitFor();
    expect(await heatmap.getByRole('columnheader').allInnerTexts()).toEqual([
      'Hour',
      'Sat',
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
    ]);
    await expectNoSeriousA11yViolations(page, 'class report');
    const file = page.getByRole('link', { name: 'Excel file' });
    expect(await file.getAttribute('href')).toMatch(
      /^\/api\/reports\/classes\?from=\d{4}-\d{2}-\d{2}&to=.*&format=excel$/,
    );

    await page.setViewportSize(PHONE);
    await expect.poll(() => pageOverflow(page, PHONE.width)).toBeLessThanOrEqual(0);

    await page.getByLabel('From').fill('2020-01-01');
    await page.getByRole('alert').filter({ hasText: 'Choose at most 366 days.' }).waitFor();
  });
});
