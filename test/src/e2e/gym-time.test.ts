import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { ADMIN, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/** The gym stands in New York; the manager's laptop is set to Tokyo (14 hours apart, so no clock reads the same). */
const GYM_ZONE = 'America/New_York';
const BROWSER_ZONE = 'Asia/Tokyo';

const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );
const zoneName = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')!.value;

describe("every time shown is the gym's, whatever the browser's time zone (issue 10, item 11)", () => {
  const { app, browser, admin } = browserForFile({ label: 'e2e-gym-time' }, 'admin');
  let checkInTime: string;
  let memberName: string;

  beforeAll(async () => {
    const settings = await call<Record<string, unknown>>(app.baseUrl, 'GET', '/api/settings', { session: admin });
    const changed = await call(app.baseUrl, 'PUT', '/api/settings', {
      session: admin,
      body: { ...settings.body, timeZone: GYM_ZONE },
    });
    expect(changed.status).toBe(200);
    const plan = await createPlan(app.baseUrl, admin);
    const profile = { firstName: 'Zoned', lastName: 'Clockreader' };
    const { member } = await memberWithMembership(app.baseUrl, admin, plan.id, { profile });
    memberName = 'Zoned Clockreader';
    const checkIn = await call<{ checkInTime: string }>(app.baseUrl, 'POST', '/api/check-ins', {
      session: admin,
      body: { memberId: member.id },
    });
    expect(checkIn.status).toBe(201);
    checkInTime = checkIn.body.checkInTime;
    await app.caughtUp();
  });

  it(
    'shows a check-in at the gym’s time on the check-in page and in Recent Activity, labelled with its zone',
    { timeout: 120_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: BROWSER_ZONE });
      const page = await context.newPage();
      try {
        // The browser really runs on Tokyo time.
        expect(await page.evaluate<string>('Intl.DateTimeFormat().resolvedOptions().timeZone')).toBe(BROWSER_ZONE);
        const gymClock = clockIn(checkInTime, GYM_ZONE);
        const browserClock = clockIn(checkInTime, BROWSER_ZONE);
        expect(gymClock).not.toBe(browserClock);

        await signInAt(page, app.baseUrl, ADMIN, `/check-in`);
        await page.getByRole('heading', { name: 'Check-In', level: 1 }).waitFor();
        const row = page.getByRole('row', { name: new RegExp(memberName) });
        await row.waitFor({ timeout: 30_000 });
        await expect
          .poll(() => row.locator('time').first().innerText({ timeout: 5_000 }), {
            timeout: 30_000,
            message: 'check-in list',
          })
          .toBe(gymClock);
        await page.getByRole('columnheader', { name: `Time (${zoneName(GYM_ZONE)})` }).waitFor();

        await page.goto(`${app.baseUrl}/`);
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        const recent = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: memberName }) });
        await recent.waitFor({ timeout: 30_000 });
        await expect
          .poll(() => recent.locator('time').innerText({ timeout: 5_000 }), {
            timeout: 30_000,
            message: 'recent activity',
          })
          .toContain(`${gymClock} ${zoneName(GYM_ZONE)}`);
        expect(await recent.locator('time').innerText()).not.toContain(browserClock);
      } finally {
        await context.close();
      }
    },
  );
});
