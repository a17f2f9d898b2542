import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatInstant, formatMoney } from '@gym/kernel/contracts/format';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createPlan, memberWithMembership, PAID_IN_CASH } from '../support/desk-fixtures.js';
import { ADMIN, signIn } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/** The gym's zone is the default, Qatar; the browser runs on Tokyo time, so reading the picker in it would be wrong. */
const GYM_ZONE = 'Asia/Qatar';
const BROWSER_ZONE = 'Asia/Tokyo';

/**
 * The wall clock of an instant in a zone as a datetime-local input takes it, "YYYY-MM-DDTHH:MM:SS": Swedish writes a
 * date and time that way, with a space for the T.
 */
const wallTime = (instant: Date, timeZone: string) => instant.toLocaleString('sv-SE', { timeZone }).replace(' ', 'T');

/**
 * Waits until the clock has passed `instant` (at most a second here). Not a wait for the app: events recorded after it
 * are after the chosen instant whatever the machine's speed, which no shorter wait would promise.
 */
async function clockPast(instant: Date) {
  while (Date.now() <= instant.getTime() + 5) {
    await new Promise((resolve) => setTimeout(resolve, instant.getTime() + 10 - Date.now()));
  }
}

describe('time travel in the screens: the dashboard, a member and an invoice as of a past instant (issue 13 item 7)', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-time-travel' }, 'admin');
  let invoiceId: string;
  /** A whole second after the invoice was issued and before its payment of 200 (the picker reads to the second). */
  let before: Date;

  /** The `changed` pushes each page's realtime socket received, as their raw frames. */
  const pushes = new Map<Page, string[]>();

  async function dashboard(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: BROWSER_ZONE });
    contexts.push(context);
    const page = await context.newPage();
    const frames: string[] = [];
    pushes.set(page, frames);
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"changed"')) frames.push(String(payload));
      }),
    );
    await signIn(page, app.baseUrl, ADMIN);
    await figure(page, COLLECTIONS).waitFor();
    return page;
  }

  const COLLECTIONS = /^Collections of /;
  const card = (page: Page, name: string | RegExp) =>
    page.getByRole('region', { name, ...(typeof name === 'string' ? { exact: true } : {}) });
  const figure = (page: Page, name: string | RegExp) => card(page, name).locator('[data-figure]');
  const dueRow = (page: Page) => card(page, 'Due Payments').getByRole('row', { name: /Tara Timetravel/ });
  const banner = (page: Page) => page.getByRole('status', { name: 'Viewing the past' });
  const memberDue = (page: Page) => page.getByTestId('member-due');
  const asOfParam = (page: Page) => new URL(page.url()).searchParams.get('asOf');

  /** Chooses a time on the gym's clock in the page's "As of" picker. */
  async function viewAsOf(page: Page, instant: Date) {
    await page.getByLabel(`As of (${GYM_ZONE})`).fill(wallTime(instant, GYM_ZONE));
    await page.getByRole('button', { name: 'View as of' }).click();
  }

  beforeAll(async () => {
    const plan = await createPlan(app.baseUrl, admin);
    const profile = { firstName: 'Tara', lastName: 'Timetravel' };
    const sale = await memberWithMembership(app.baseUrl, admin, plan.id, { profile, sale: { status: 'unpaid' } });
    invoiceId = sale.invoice.id;
    await app.caughtUp();
    // The next whole second, once the clock has passed it: the invoice is before it, the payment after.
    before = new Date(Math.ceil((Date.now() + 1) / 1000) * 1000);
    await clockPast(before);
    await api('POST', '/api/payments', { invoiceId, amount: 200, paymentMethod: 'cash' });
    await app.caughtUp();
  });

  it('shows the dashboard, the member and the invoice before the payment, keeps the time between them, and goes back to live', async () => {
    const page = await dashboard();
    expect(await page.evaluate<string>('Intl.DateTimeFormat().resolvedOptions().timeZone')).toBe(BROWSER_ZONE);
    await expect.poll(() => dueRow(page).innerText()).toContain(formatMoney(250));
    const collected = await figure(page, COLLECTIONS).innerText();
    const collectedNow = Number(collected.replace(/[^\d.]/g, ''));
    expect(collectedNow).toBeGreaterThanOrEqual(200);
    await expect.poll(() => banner(page).count()).toBe(0);

    // As of the second before the payment, chosen on the gym's clock.
    const pastCharts = page.waitForRequest(
      (request) =>
        request.url().includes('forDashboard=true') &&
        new URL(request.url()).searchParams.get('asOf') === before.toISOString(),
    );
    await viewAsOf(page, before);
    await pastCharts;
    await card(page, 'Members').waitFor();
    await expect.poll(() => asOfParam(page)).toBe(before.toISOString());
    await expect
      .poll(() => banner(page).innerText())
      .toContain(
        `Viewing as of ${formatInstant(before.toISOString(), GYM_ZONE)} (${GYM_ZONE}). Figures do not update live.`,
      );
    await expect.poll(() => figure(page, COLLECTIONS).innerText()).toBe(formatMoney(collectedNow - 200));
    await expect.poll(() => dueRow(page).innerText()).toContain(formatMoney(450));
    // Nothing that writes while viewing the past.
    expect(await page.getByRole('button', { name: 'Add Member' }).count()).toBe(0);
    expect(await card(page, 'Quick Check-in').count()).toBe(0);
    await banner(page).getByRole('button', { name: 'Back to live' }).focus();
    await expectNoSeriousA11yViolations(page, 'the dashboard as of a past instant');

    // A push (a payment made now) moves the live figures, and reads nothing again for the past ones.
    const pastReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('asOf')) pastReads.push(request.url());
    });
    const live = await dashboard();
    await live.locator('[title="Live updates connected"]').waitFor();
    await page.locator('[title="Live updates connected"]').waitFor();
    const pushesBefore = pushes.get(page)!.length;
    const plan = await createPlan(app.baseUrl, admin, { name: 'Push plan' });
    const profile = { firstName: 'Pia', lastName: 'Pushed' };
    await memberWithMembership(app.baseUrl, admin, plan.id, { profile, sale: { ...PAID_IN_CASH, amount: 300 } });
    await expect
      .poll(() => figure(live, COLLECTIONS).innerText(), { timeout: 20_000 })
      .toBe(formatMoney(collectedNow + 300));
    // The past page got the same push (the dashboard topic), and the page's own work after it has run.
    await expect
      .poll(() =>
        pushes
          .get(page)!
          .slice(pushesBefore)
          .some((frame) => frame.includes('"dashboard"')),
      )
      .toBe(true);
    // The page counts the pushes it has finished with (their refetches settled): once it has finished with every push
    // it received, a past read the push had set off would be among the requests already.
    const received = pushes.get(page)!.length;
    await page.waitForFunction(`Number(document.documentElement.dataset.pushesHandled ?? 0) >= ${received}`);
    expect(pastReads).toEqual([]);
    expect(await figure(page, COLLECTIONS).innerText()).toBe(formatMoney(collectedNow - 200));

    // To the member's page, at the same instant.
    await dueRow(page).getByRole('link', { name: 'View Tara Timetravel as of this time' }).click();
    await page.getByRole('heading', { name: 'Tara Timetravel', level: 1 }).waitFor();
    expect(asOfParam(page)).toBe(before.toISOString());
    await banner(page).waitFor();
    await expect.poll(() => memberDue(page).innerText()).toBe(formatMoney(450));
    expect(await page.getByRole('button', { name: /^Check in$/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Archive' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, "a member's page as of a past instant");

    // To the invoice, still at that instant: nothing paid yet.
    await page
      .getByRole('link', { name: /^Invoice / })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Receipt /, level: 1 }).waitFor();
    expect(asOfParam(page)).toBe(before.toISOString());
    await expect.poll(() => page.getByTestId('receipt-balance').innerText()).toBe(formatMoney(450));
    await banner(page).waitFor();
    await expectNoSeriousA11yViolations(page, 'an invoice as of a past instant');

    // Back (the browser's) to the member as of then; "Back to live" to the member now; Back again to the past.
    await page.goBack();
    await expect.poll(() => memberDue(page).innerText()).toBe(formatMoney(450));
    await banner(page).getByRole('button', { name: 'Back to live' }).click();
    await expect.poll(() => asOfParam(page)).toBeNull();
    await expect.poll(() => memberDue(page).innerText()).toBe(formatMoney(250));
    await expect.poll(() => banner(page).count()).toBe(0);
    await page
      .getByRole('button', { name: /^Check in$/ })
      .first()
      .waitFor();
    await page.goBack();
    await expect.poll(() => asOfParam(page)).toBe(before.toISOString());
    await expect.poll(() => memberDue(page).innerText()).toBe(formatMoney(450));

    // The dashboard back to live shows the current figure.
    await page.goto(`${app.baseUrl}/?asOf=${encodeURIComponent(before.toISOString())}`);
    await expect.poll(() => figure(page, COLLECTIONS).innerText()).toBe(formatMoney(collectedNow - 200));
    await banner(page).getByRole('button', { name: 'Back to live' }).click();
    await expect.poll(() => figure(page, COLLECTIONS).innerText()).toBe(formatMoney(collectedNow + 300));
    await expect.poll(() => dueRow(page).innerText()).toContain(formatMoney(250));
    await page.getByRole('button', { name: 'Add Member' }).waitFor();
  });

  it('refuses a time still to come, with a message, and stays live', async () => {
    const page = await dashboard();
    await viewAsOf(page, new Date(Date.now() + 86_400_000));
    await page.getByRole('alert').filter({ hasText: 'That time is in the future: choose a time up to now.' }).waitFor();
    expect(asOfParam(page)).toBeNull();
    await expect.poll(() => banner(page).count()).toBe(0);
  });
});
