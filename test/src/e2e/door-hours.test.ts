import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';

/** The gym's wall clock now, minutes since midnight in Asia/Qatar (the gym's default zone). */
function gymMinuteNow(): number {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Qatar',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return hours! * 60 + minutes!;
}
const clockOf = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

const SEARCH = 'Find a member or scan a card';

/*
 * A refusal at the door during a closed window (issue 47, item 5), in Chromium: the door closes around Maghrib, typed
 * by hand at the gym's minute now (the real clock, as the other browser tests keep it), so the desk is refused with
 * the prayer and the time the closure ends; the administrator overrides with a reason, and the day's list shows it.
 */
describe('the door hours at the desk (/check-in, /settings/door-hours)', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-door-hours' }, 'admin');
  let maghribEnds: string;
  let maghribAt: string;

  beforeAll(async () => {
    const now = gymMinuteNow();
    // Maghrib at this minute, the door closed from 5 minutes before to 30 after; the other prayers hours away.
    maghribEnds = clockOf(Math.min(now + 30, 1440));
    maghribAt = clockOf(now);
    const hours = await api<Record<string, unknown>>('GET', '/api/door-hours');
    const { today: _today, timeZone: _zone, prayerTimesToday: _times, ...current } = hours;
    await api('PUT', '/api/door-hours', {
      ...current,
      prayer: {
        enabled: true,
        beforeMinutes: 5,
        afterMinutes: 30,
        source: 'manual',
        latitude: 25.2854,
        longitude: 51.531,
        manual: {
          fajr: clockOf(now + 180),
          dhuhr: clockOf(now + 360),
          asr: clockOf(now + 540),
          maghrib: clockOf(now),
          isha: clockOf(now + 900),
        },
      },
    });
    const plan = await createPlan(app.baseUrl, admin);
    await memberWithMembership(app.baseUrl, admin, plan.id, {
      profile: { firstName: 'Mariam', lastName: 'Prayertime' },
    });
    await app.caughtUp();
  });

  async function page(path: string, heading: string): Promise<Page> {
    return signedInPage(browser, app.baseUrl, ADMIN, { contexts, path, heading });
  }

  it("shows the door hours with today's prayer times; axe finds no barrier", async () => {
    const settings = await page('/settings/door-hours', 'Door hours');
    await settings.getByRole('heading', { name: 'Opening hours' }).waitFor();
    await settings.getByRole('heading', { name: "Today's prayer times" }).waitFor();
    const today = await settings.getByRole('heading', { name: "Today's prayer times" }).locator('..').innerText();
    expect(today).toContain('Maghrib');
    expect(today).toContain(maghribAt);
    expect(await settings.getByRole('checkbox', { name: 'Close the door around the prayers' }).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(settings, 'the door hours page');
  });

  it('refuses at the door during the prayer closure with the reason and its end, then lets in with a reason', async () => {
    const desk = await page('/check-in', 'Check-In');
    await desk.getByRole('combobox', { name: SEARCH }).fill('mariam prayertime');
    await desk.getByRole('option', { name: /Mariam Prayertime/ }).waitFor();
    await desk.keyboard.press('Enter');
    const refusal = desk.getByRole('alert').filter({ hasText: 'Closed for Maghrib prayer' });
    await refusal.waitFor();
    const text = await refusal.innerText();
    expect(text).toContain(`Closed for Maghrib prayer until ${maghribEnds}`);
    expect(text).toContain('Prayer time');
    expect(text).toContain(maghribEnds);
    await expectNoSeriousA11yViolations(desk, 'the check-in page refused at the door');

    await desk.getByRole('button', { name: 'Override and check in' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Override the refusal' });
    await dialog.getByRole('textbox', { name: 'Reason for the override' }).waitFor();
    expect(await dialog.innerText()).toContain(`Closed for Maghrib prayer until ${maghribEnds}`);
    // A reason is needed.
    await dialog.getByRole('button', { name: 'Override and check in' }).click();
    await dialog.getByText('Give a reason').waitFor();
    await expectNoSeriousA11yViolations(desk, 'the override dialog');
    await dialog.getByRole('textbox', { name: 'Reason for the override' }).fill('Came for the physiotherapist');
    await dialog.getByRole('button', { name: 'Override and check in' }).click();
    await desk.getByRole('status').filter({ hasText: 'Check-in successful' }).first().waitFor();

    const row = desk.getByRole('table', { name: "Today's check-ins" }).getByRole('row', { name: /Mariam Prayertime/ });
    await row.waitFor();
    const visit = await row.innerText();
    expect(visit).toContain('Override');
    expect(visit).toContain(`Closed for Maghrib prayer until ${maghribEnds}`);
    expect(visit).toContain('reason: Came for the physiotherapist');
  });

  // Last in the file: the ladies' hours it saves would refuse the men of a later test.
  it("edits the ladies' hours in the kit's weekly window fields: whom for, from, to and the days are saved", async () => {
    const settings = await page('/settings/door-hours', 'Door hours');
    const section = settings.getByRole('region', { name: "Ladies' and men's hours" });
    await section.getByRole('button', { name: 'Add gender hours' }).click();
    const row = section.getByRole('group', { name: 'Gender hours 1' });
    await row.getByLabel('Hours for').selectOption('female');
    await row.getByLabel('From', { exact: true }).fill('07:00');
    await row.getByLabel('To', { exact: true }).fill('10:30');
    // Sunday to Thursday come ticked: Thursday off, Saturday on.
    await row.getByRole('checkbox', { name: 'Thu' }).uncheck();
    await row.getByRole('checkbox', { name: 'Sat' }).check();
    await expectNoSeriousA11yViolations(settings, 'the door hours with gender hours');
    await settings.getByRole('button', { name: 'Save door hours' }).click();
    await settings.getByRole('status').filter({ hasText: 'Door hours saved' }).first().waitFor();
    const saved = await api<{ genderHours: unknown[] }>('GET', '/api/door-hours');
    expect(saved.genderHours).toEqual([{ gender: 'female', weekdays: [0, 1, 2, 3, 6], from: '07:00', to: '10:30' }]);
  });
});
