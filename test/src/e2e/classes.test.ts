import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Clock } from '@gym/kernel/time/clock';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { ADMIN, RECEPTION, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/** The gym's zone in this test (the default, Asia/Qatar): UTC+3 all year, no daylight saving. */
const QATAR_OFFSET_MS = 3 * 3_600_000;
const MINUTE = 60_000;

/** An instant's wall clock in Qatar: the day and "HH:MM". */
function qatarClock(at: number): { day: string; time: string; hour: number } {
  const wall = new Date(at + QATAR_OFFSET_MS).toISOString();
  return { day: wall.slice(0, 10), time: wall.slice(11, 16), hour: Number(wall.slice(11, 13)) };
}

/** The day `days` after a YYYY-MM-DD day (before, when negative). */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD day. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/**
 * The server's clock runs `offset` ahead of the real one: the morning stays a morning whatever hour the test runs at
 * (a class 40 minutes from now must start and end on the same day), and the end of the class is reached by moving
 * it on, for the no-show sweep.
 */
let offset = 0;
const clock: Clock = { now: () => new Date(Date.now() + offset) };

/** A morning at the gym: before 06:00 or from 20:00 (Qatar) the server's clock moves on to 09:00. */
function atTheGymsDaytime() {
  const server = qatarClock(clock.now().getTime());
  if (server.hour >= 20 || server.hour < 6) {
    const morning = Date.parse(`${server.day}T09:00:00+03:00`) + (server.hour >= 20 ? 24 * 3_600_000 : 0);
    offset = morning - Date.now();
  }
}

describe('a desk morning with classes (issue 47): book, waitlist, promote, class check-in, no-show', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-classes', clock }, 'admin');

  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();
  const rosterRow = (page: Page, name: string) =>
    page.getByRole('table', { name: 'Roster' }).getByRole('row', { name: new RegExp(name) });

  it('runs a class from the timetable to the no-show', { timeout: 240_000 }, async () => {
    atTheGymsDaytime();
    // The class starts 40 to 45 minutes from the server's now, on the five minutes, and lasts 30 minutes.
    const startAt = Math.ceil((clock.now().getTime() + 40 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
    const { day, time: startTime } = qatarClock(startAt);
    // Booking closes at the start; any cancellation from now on is a late one; up to 5 wait.
    await api('PUT', '/api/class-rules', {
      opensDaysBefore: 7,
      closesMinutesBefore: 0,
      cancelDeadlineMinutes: 120,
      waitlistCap: 5,
    });
    const plan = await createPlan(app.baseUrl, admin, { name: 'Classes included' });
    const [huda, mariam, noor] = await Promise.all([
      memberWithMembership(app.baseUrl, admin, plan.id, { profile: { firstName: 'Huda', lastName: 'Yogini' } }),
      memberWithMembership(app.baseUrl, admin, plan.id, { profile: { firstName: 'Mariam', lastName: 'Yogini' } }),
      memberWithMembership(app.baseUrl, admin, plan.id, { profile: { firstName: 'Noor', lastName: 'Yogini' } }),
    ]);
    await app.caughtUp();

    // The manager adds the class and its weekly session in the timetable's dialogs.
    const manager = await signedInPage(browser, app.baseUrl, ADMIN, {
      contexts,
      path: `/classes?day=${day}`,
      heading: 'Classes',
    });
    await manager.getByRole('button', { name: 'Add class' }).click();
    const classDialog = manager.getByRole('dialog', { name: 'Add class' });
    await classDialog.getByLabel('Class name').fill('Yoga Flow');
    await classDialog.getByLabel('Green').check();
    await classDialog.getByLabel('Default capacity').fill('2');
    await expectNoSeriousA11yViolations(manager, 'the class dialog');
    await classDialog.getByRole('button', { name: 'Add class' }).click();
    await toast(manager, 'Yoga Flow saved').waitFor();
    await manager
      .getByRole('table', { name: 'Classes offered' })
      .getByRole('row', { name: /Yoga Flow/ })
      .waitFor();

    await manager.getByRole('button', { name: 'Add weekly session' }).click();
    const sessionDialog = manager.getByRole('dialog', { name: 'Add weekly session' });
    await sessionDialog.getByLabel('Class', { exact: true }).selectOption({ label: 'Yoga Flow' });
    await sessionDialog.getByLabel('Day of the week').selectOption(String(isoWeekday(day)));
    await sessionDialog.getByLabel('Starts at').fill(startTime);
    await sessionDialog.getByLabel('Duration (minutes)').fill('30');
    await expect.poll(() => sessionDialog.getByLabel('Capacity').inputValue()).toBe('2');
    await sessionDialog.getByLabel('Room').fill('Studio 2');
    await sessionDialog.getByLabel('From', { exact: true }).fill(day);
    await sessionDialog.getByRole('button', { name: 'Add session' }).click();
    await toast(manager, 'Weekly session saved').waitFor();

    // The week shows the class as a block: time, class, room, places.
    const block = manager.getByRole('link', { name: new RegExp(`${startTime}.*Yoga Flow.*Studio 2.*0 / 2 booked`) });
    await block.first().waitFor();
    await expectNoSeriousA11yViolations(manager, 'the timetable with a class');
    const href = await block.first().getAttribute('href');
    expect(href).toMatch(new RegExp(`^/classes/.+\\.${day}$`));
    const occurrenceId = decodeURIComponent(href!.slice('/classes/'.length));

    // Mariam booked by phone earlier; the desk books Huda, then Noor, who finds the class full: the waitlist.
    await api('POST', `/api/timetable/${encodeURIComponent(occurrenceId)}/bookings`, { memberId: mariam.member.id });
    const desk = await signedInPage(browser, app.baseUrl, RECEPTION, {
      contexts,
      path: `/classes/${encodeURIComponent(occurrenceId)}`,
    });
    await desk.getByRole('heading', { name: /^Yoga Flow, / }).waitFor();
    await rosterRow(desk, 'Mariam Yogini').getByText('Booked').waitFor();
    const book = async (name: string) => {
      await desk.getByRole('button', { name: 'Book a member' }).click();
      const dialog = desk.getByRole('dialog', { name: 'Book a member' });
      await dialog.getByRole('combobox', { name: 'Member' }).fill(name);
      await desk.getByRole('option', { name: new RegExp(name) }).click();
      await dialog.getByRole('button', { name: 'Book', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await book('Huda Yogini');
    await toast(desk, 'Booked').waitFor();
    await rosterRow(desk, 'Huda Yogini').getByText('Booked').waitFor();
    await book('Noor Yogini');
    await expect
      .poll(() => toast(desk, 'On the waitlist').innerText())
      .toContain('The class is full: Noor Yogini is number 1 on the waitlist.');
    await rosterRow(desk, 'Noor Yogini').getByText('Waitlisted (1)').waitFor();
    await desk.getByText('2 / 2 booked · 1 waiting').waitFor();
    await expectNoSeriousA11yViolations(desk, 'the roster with a waitlist');

    // Mariam cancels within the deadline: a late cancellation, and Noor moves up from the waitlist.
    await rosterRow(desk, 'Mariam Yogini')
      .getByRole('button', { name: /Cancel booking/ })
      .click();
    await desk
      .getByRole('dialog', { name: 'Cancel this booking?' })
      .getByRole('button', { name: 'Cancel booking' })
      .click();
    await expect
      .poll(() => toast(desk, 'Late cancellation').innerText())
      .toContain('Noor Yogini moved up from the waitlist and is told.');
    await rosterRow(desk, 'Mariam Yogini').getByText('Late cancellation').waitFor();
    await rosterRow(desk, 'Noor Yogini').getByText('Booked').waitFor();
    const roster = await api<{ roster: { memberId: string; status: string }[] }>(
      'GET',
      `/api/timetable/${encodeURIComponent(occurrenceId)}`,
    );
    expect(Object.fromEntries(roster.roster.map((entry) => [entry.memberId, entry.status]))).toEqual({
      [huda.member.id]: 'booked',
      [mariam.member.id]: 'lateCancelled',
      [noor.member.id]: 'booked',
    });

    // Huda arrives, her class starting within the hour: the desk's scan checks her in to it, nothing to choose.
    const checkInDesk = await signedInPage(browser, app.baseUrl, RECEPTION, {
      contexts,
      path: '/check-in',
      heading: 'Check-In',
    });
    await checkInDesk.getByRole('combobox', { name: 'Find a member or scan a card' }).fill('Huda Yogini');
    await checkInDesk.getByRole('option', { name: /Huda Yogini/ }).click();
    await expect
      .poll(() => toast(checkInDesk, `Checked in to Yoga Flow at ${startTime}`).innerText())
      .toContain('Check-in successful');
    const outcome = checkInDesk.getByRole('region', { name: 'Last check-in' });
    await outcome.getByText(`For Yoga Flow at ${startTime}.`).waitFor();
    // In a class already: nothing more to offer.
    expect(await outcome.getByRole('button', { name: 'Check in to a class' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(checkInDesk, 'the desk after a class check-in');
    // The roster, open at the other screen, follows at once.
    await rosterRow(desk, 'Huda Yogini').getByText('Checked in').waitFor();

    // The class ends; the sweep marks Noor, booked and never checked in, a no-show.
    offset = startAt + 31 * MINUTE - Date.now();
    await app.jobs.runDue();
    await app.caughtUp();
    await rosterRow(desk, 'Noor Yogini').getByText('No-show').waitFor({ timeout: 15_000 });
    await desk.getByText('Checked in: 1 · No-shows: 1').waitFor();
    await expectNoSeriousA11yViolations(desk, 'the roster after the class');
  });

  it(
    'sells a pack made in the plan form; a walk-in is checked in to a class and uses a credit; her page books the next class',
    { timeout: 180_000 },
    async () => {
      atTheGymsDaytime();
      // The manager makes a pack of 5 classes in the plan form.
      const manager = await signedInPage(browser, app.baseUrl, ADMIN, { contexts, path: '/settings' });
      const plans = manager.getByRole('region', { name: 'Membership plans' });
      await plans.getByRole('button', { name: 'New plan' }).click();
      const form = manager.getByRole('dialog', { name: 'New membership plan' });
      await form.getByLabel('Plan name').fill('Five classes');
      await form.getByLabel('Price (QAR)').fill('150');
      await form.getByLabel('Duration', { exact: true }).fill('30');
      await form.getByLabel('Duration unit').selectOption('days');
      // The credits field comes with the kind: a time-based plan has none.
      expect(await form.getByLabel('Classes in the pack').count()).toBe(0);
      await form.getByLabel('Kind of plan').selectOption('pack');
      await form.getByLabel('Classes in the pack').fill('5');
      // An access window in the kit's weekly window fields: every day, the whole day (the desk below is not refused).
      await form.getByRole('button', { name: 'Add a window' }).click();
      const accessWindow = form.getByRole('group', { name: 'Window 1' });
      await accessWindow.getByLabel('Label (said at the door)').fill('All week');
      await accessWindow.getByLabel('From', { exact: true }).fill('00:00');
      await accessWindow.getByLabel('To', { exact: true }).fill('24:00');
      await accessWindow.getByRole('checkbox', { name: 'Fri' }).check();
      await accessWindow.getByRole('checkbox', { name: 'Sat' }).check();
      await expectNoSeriousA11yViolations(manager, 'the plan form of a pack');
      await form.getByRole('button', { name: 'Create plan' }).click();
      await toast(manager, 'Plan created').waitFor();
      await plans.getByRole('row').filter({ hasText: 'Five classes' }).waitFor();
      const pack = (
        await api<{ id: string; name: string; kind: string; classCredits: number | null }[]>(
          'GET',
          '/api/membership-plans',
        )
      ).find((plan) => plan.name === 'Five classes');
      expect(pack).toMatchObject({
        kind: 'pack',
        classCredits: 5,
        accessWindows: [{ label: 'All week', weekdays: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00' }],
      });

      // A class 20 to 25 minutes from now, no one booked in it; Salma holds the pack and comes without a booking.
      const startAt = Math.ceil((clock.now().getTime() + 20 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
      const { day, time: startTime } = qatarClock(startAt);
      const spin = await api<{ id: string }>('POST', '/api/classes', {
        name: 'Spin Walk-in',
        colour: '#dc2626',
        description: '',
        defaultCapacity: 10,
      });
      await api('POST', '/api/class-sessions', {
        classId: spin.id,
        weekday: isoWeekday(day),
        startTime,
        durationMinutes: 30,
        instructor: null,
        validFrom: day,
      });
      const { member: salma } = await memberWithMembership(app.baseUrl, admin, pack!.id, {
        profile: { firstName: 'Salma', lastName: 'Walkin' },
      });
      await app.caughtUp();

      // No booking: the scan is the spec's plain check-in, and the outcome offers a class.
      const checkInDesk = await signedInPage(browser, app.baseUrl, RECEPTION, {
        contexts,
        path: '/check-in',
        heading: 'Check-In',
      });
      await checkInDesk.getByRole('combobox', { name: 'Find a member or scan a card' }).fill('Salma Walkin');
      await checkInDesk.getByRole('option', { name: /Salma Walkin/ }).click();
      await expect
        .poll(() => toast(checkInDesk, 'Check-in successful').innerText())
        .toContain('Member has been checked in.');
      const outcome = checkInDesk.getByRole('region', { name: 'Last check-in' });
      await outcome.getByText(/^Checked in at \d\d:\d\d$/).waitFor();
      await outcome.getByRole('button', { name: 'Check in to a class' }).click();
      const walkIn = checkInDesk.getByRole('dialog', { name: 'Check Salma Walkin in to a class' });
      const choice = walkIn.getByLabel("Today's class");
      await choice
        .getByRole('option', { name: `${startTime} Spin Walk-in (0 / 10 booked)` })
        .waitFor({ state: 'attached' });
      await expectNoSeriousA11yViolations(checkInDesk, 'the walk-in class dialog');
      await choice.selectOption({ label: `${startTime} Spin Walk-in (0 / 10 booked)` });
      await walkIn.getByRole('button', { name: 'Check in to the class' }).click();
      await walkIn.waitFor({ state: 'detached' });
      await expect
        .poll(() => toast(checkInDesk, `Checked in to Spin Walk-in at ${startTime}`).innerText())
        .toContain('Check-in successful');
      await outcome.getByText(`For Spin Walk-in at ${startTime}.`).waitFor();
      // The same visit, now in the class: one row in the day's list.
      expect(
        await checkInDesk
          .getByRole('table', { name: "Today's check-ins" })
          .getByRole('row', { name: /Salma Walkin/ })
          .count(),
      ).toBe(1);

      // The member's page counts the class: 4 of the pack's 5 left.
      const memberPage = await signedInPage(browser, app.baseUrl, RECEPTION, {
        contexts,
        path: `/members/${salma.id}`,
      });
      await expect
        .poll(() => memberPage.getByTestId('class-credits').innerText())
        .toContain('Class credits left: 4 of 5 (1 used, 0 booked).');
      await expectNoSeriousA11yViolations(memberPage, "the member's page with a pack");

      // Booked from her page into tomorrow's Pilates: the dialog offers the coming classes, a credit is held for it.
      const tomorrow = qatarClock(startAt + 24 * 60 * MINUTE).day;
      const pilates = await api<{ id: string }>('POST', '/api/classes', {
        name: 'Pilates Booked',
        colour: '#2563eb',
        description: '',
        defaultCapacity: 10,
      });
      await api('POST', '/api/class-sessions', {
        classId: pilates.id,
        weekday: isoWeekday(tomorrow),
        startTime,
        durationMinutes: 30,
        instructor: null,
        validFrom: day,
      });
      await app.caughtUp();
      await memberPage.getByRole('button', { name: 'Book a class' }).click();
      const book = memberPage.getByRole('dialog', { name: 'Book a class' });
      const offered = book.getByLabel('Class', { exact: true });
      const option = offered.getByRole('option', { name: /Pilates Booked \(0\/10\)$/ });
      await option.waitFor({ state: 'attached' });
      await expectNoSeriousA11yViolations(memberPage, 'the book-a-class dialog on the member page');
      await offered.selectOption({ label: (await option.textContent())!.trim() });
      await book.getByRole('button', { name: 'Book', exact: true }).click();
      await book.waitFor({ state: 'detached' });
      await toast(memberPage, 'Booked into Pilates Booked.').waitFor();
      await expect
        .poll(() => memberPage.getByTestId('class-credits').innerText())
        .toContain('Class credits left: 3 of 5 (1 used, 1 booked).');
    },
  );

  it(
    'edits a weekly session from a later day: the class before keeps its time, a past day is refused',
    { timeout: 120_000 },
    async () => {
      atTheGymsDaytime();
      // Tomorrow's class keeps 07:00; the change applies from the day after, so the class a week later is at 08:30.
      const today = qatarClock(clock.now().getTime()).day;
      const before = plusDays(today, 1);
      const after = plusDays(today, 8);
      const pilates = await api<{ id: string }>('POST', '/api/classes', {
        name: 'Pilates Edit',
        colour: '#2563eb',
        description: '',
        defaultCapacity: 8,
      });
      await api('POST', '/api/class-sessions', {
        classId: pilates.id,
        weekday: isoWeekday(before),
        startTime: '07:00',
        durationMinutes: 45,
        instructor: null,
        room: 'Studio 5',
        validFrom: today,
      });
      await app.caughtUp();
      const block = (page: Page, time: string) =>
        page.getByRole('link', { name: new RegExp(`${time}.*Pilates Edit.*Studio 5`) });

      const manager = await signedInPage(browser, app.baseUrl, ADMIN, {
        contexts,
        path: `/classes?day=${before}`,
        heading: 'Classes',
      });
      await manager.getByRole('button', { name: /^Edit Pilates Edit on .+ at 07:00$/ }).click();
      const dialog = manager.getByRole('dialog', { name: 'Edit weekly session' });
      await dialog.getByLabel('Starts at').fill('08:30');
      // A day already gone: refused with the catalogue's reason, the dialog stays open.
      await dialog.getByLabel('Change applies from').fill(plusDays(today, -1));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog
        .getByText('A change applies from today or a later day: classes held before keep what they were.')
        .waitFor();
      await expectNoSeriousA11yViolations(manager, 'the session edit dialog with a refusal');
      await dialog.getByLabel('Change applies from').fill(plusDays(before, 1));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(manager, 'Weekly session saved').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await app.caughtUp();

      // The week after the change shows the new time; the class before it kept its own.
      await manager.goto(`${app.baseUrl}/classes?day=${after}`);
      await block(manager, '08:30').first().waitFor();
      expect(await block(manager, '07:00').count()).toBe(0);
      await manager.goto(`${app.baseUrl}/classes?day=${before}`);
      await block(manager, '07:00').first().waitFor();
      expect(await block(manager, '08:30').count()).toBe(0);
    },
  );
});
