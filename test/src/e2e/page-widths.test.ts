import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpectStatic } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeContexts, expectNoSeriousA11yViolations, sharedBrowser } from '../support/browser.js';
import { startSampleGymApp } from '../support/sample-gym-app.js';
import type { SampleGymApp } from '../support/sample-gym-app.js';
import { ADMIN, RECEPTION, signIn, signInAt } from './e2e-session.js';
import type { Account } from './e2e-session.js';
import { fillParams, uiRoutePaths } from './page-routes.js';
import { PageVisits } from './page-visits.js';
import {
  culprits,
  LAPTOP,
  MOBILE,
  pageOverflow,
  paramsOf,
  PHONE,
  settled,
  signOutLast,
  SMALL_PHONE,
  TABLET,
} from './page-layout.js';

/**
 * Issue 45, item 8 (after issue 10, item 10): no page is wider than the screen. Phones and a tablet in Chromium's
 * mobile emulation (touch, the page's viewport meta tag honoured), a laptop without it; every page of
 * the router, as an administrator and as a receptionist (a page she may not open shows Access Denied, which must fit
 * too), on a generated sample gym with very long names and e-mail addresses; axe on every page at 390 px.
 *
 * Time: one app for the file, in the process's browser (sharedBrowser); one signed-in profile per role and kind of
 * screen. In the mobile profile each page is opened once at 390 px (axe runs there) and then resized to 360 and
 * 768 px, as a phone turned or a tablet would: mobile emulation stays on through a resize, and a reload per width
 * would triple the page loads. A profile moves from page to page through the router (PageVisits), as a user does,
 * rather than booting the app anew for each page (160 s for the file instead of 220 s, both measured on the same busy
 * machine on 2026-12-05). The four walks (both roles on a phone, the administrator on a laptop, and Arabic) run side
 * by side, each in a profile of its own: a walk mostly waits (for a page's requests to go quiet, for it to settle),
 * and one after another they made the file the suite's longest by far (126 s on a quiet machine).
 */
describe('every page fits 360, 390 and 768 px touch screens and a 1280 px laptop (issue 45, item 8)', () => {
  let gym: SampleGymApp;
  let browser: Browser;
  let paths: string[];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [gym, browser, paths] = await Promise.all([
      startSampleGymApp({ label: 'e2e-page-widths' }),
      sharedBrowser(),
      uiRoutePaths().then(signOutLast),
    ]);
  }, 180_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await closeContexts(browser);
    await gym?.stop();
  });

  it('reads the pages from the UI feature list', () => {
    // The list is the router's: the dashboard, the members' pages, billing and the rest.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/members',
        '/members/:id',
        '/billing',
        '/check-in',
        '/classes',
        '/classes/:occurrenceId',
        '/settings/door-hours',
      ]),
    );
    expect(paths.length).toBeGreaterThan(15);
    // The Admin Override Cleaner signs out: the pages after it would all be the sign-in page.
    expect(paths.at(-1)).toBe('/fix-admin');
  });

  /**
   * The sign-ins so far, one after another: the sign-in throttle counts attempts from one address that overlap, and
   * the walks, side by side, would otherwise sign in at the same moment (a 429 for the second receptionist).
   */
  let signIns: Promise<unknown> = Promise.resolve();

  /**
   * A profile signed in as `account`, on a phone (mobile emulation, touch) or not,
   * with the tab and its page visits (one page after another through the router).
   */
  async function signedIn(
    account: Account,
    mobile: boolean,
    locale: 'en' | 'ar' = 'en',
  ): Promise<{ page: Page; visits: PageVisits }> {
    const context = await browser.newContext(mobile ? { viewport: PHONE, ...MOBILE } : { viewport: LAPTOP });
    contexts.push(context);
    // The language this browser chose (lib/i18n/chosen-locale), there before the app starts.
    await context.addInitScript(`localStorage.setItem('gym.locale', '${locale}')`);
    const page = await context.newPage();
    const turn = signIns.then(() =>
      signIn(page, gym.baseUrl, account, (at) => at.locator('main h1').first().waitFor()),
    );
    signIns = turn.catch(() => undefined);
    await turn;
    return { page, visits: new PageVisits(page, gym.baseUrl) };
  }

  /** Opens the page of `path` and waits for it to load; the page's address, or a failure when it signed out. */
  async function visit(page: Page, visits: PageVisits, path: string, failures: string[]): Promise<string> {
    const url = fillParams(path, paramsOf(path, gym.params));
    await visits.open(url);
    if (new URL(page.url()).pathname === '/login') failures.push(`${url} showed the sign-in page: signed out`);
    return url;
  }

  /**
   * How far `url` runs past the right edge at `size` (after waiting for it to settle); a line for each culprit. `poll`
   * is the calling test's own `expect`: the walks run side by side, and a poll must know which test it belongs to.
   */
  async function measure(poll: ExpectStatic, page: Page, url: string, width: number): Promise<string | null> {
    const overflow = await poll
      .poll(() => pageOverflow(page, width), { timeout: 5_000 })
      .toBeLessThanOrEqual(0)
      .then(() => 0)
      .catch(() => pageOverflow(page, width));
    if (overflow <= 0) return null;
    return `${url} at ${width} px is ${overflow} px too wide; sticking out:\n${(await culprits(page, width))
      .map((line) => `    ${line}`)
      .join('\n')}`;
  }

  // The walks run side by side (it.concurrent, each with its own `expect`); on a machine busy with other work one may
  // take nearly as long as the four one after another, hence the generous timeouts.
  for (const account of [ADMIN, RECEPTION]) {
    it.concurrent(
      `fits every page at 390, 360 and 768 px in mobile emulation as ${account.username}, with no serious axe finding at 390 px`,
      { timeout: 600_000 },
      async ({ expect }) => {
        const { page, visits } = await signedIn(account, true);
        // What makes a phone lay the page out at its own width rather than a desktop's 980 px.
        expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toMatch(
          /^width=device-width, initial-scale=1(\.0)?$/,
        );
        const failures: string[] = [];
        let deniedChecked = false;
        for (const path of paths) {
          await page.setViewportSize(PHONE);
          const url = await visit(page, visits, path, failures);
          const phone = await measure(expect, page, url, PHONE.width);
          if (phone) failures.push(phone);
          // axe on every page as the administrator, who sees every page whole; the receptionist's own sight is
          // Access Denied (her other pages are the administrator's with less on them): axe there once. ~1 s a run.
          const denied = (await page.locator('h1').first().innerText()) === 'Access Denied';
          if (account === ADMIN || (denied && !deniedChecked)) {
            deniedChecked ||= denied;
            await expectNoSeriousA11yViolations(page, `${url} at ${PHONE.width} px as ${account.username}`).catch(
              (error: Error) => failures.push(error.message),
            );
          }
          for (const size of [SMALL_PHONE, TABLET]) {
            await page.setViewportSize(size);
            const found = await measure(expect, page, url, size.width);
            if (found) failures.push(found);
          }
        }
        expect(failures.join('\n')).toBe('');
      },
    );
  }

  // The laptop as the administrator, who sees every page whole. The receptionist's pages are the administrator's with
  // less on them, or Access Denied, which her phone walk measures at three widths; a laptop walk of her own measured
  // nothing more (53 s of the file's work on 2026-12-06).
  it.concurrent(
    `fits every page at ${LAPTOP.width}×${LAPTOP.height} as ${ADMIN.username}`,
    { timeout: 600_000 },
    async ({ expect }) => {
      const { page, visits } = await signedIn(ADMIN, false);
      const failures: string[] = [];
      for (const path of paths) {
        const url = await visit(page, visits, path, failures);
        const found = await measure(expect, page, url, LAPTOP.width);
        if (found) failures.push(found);
      }
      expect(failures.join('\n')).toBe('');
    },
  );

  it.concurrent(
    'fits every page at 390 px in Arabic, right to left, with no serious axe finding (issue 46, item 8)',
    { timeout: 600_000 },
    async ({ expect }) => {
      const { page, visits } = await signedIn(ADMIN, true, 'ar');
      expect(await page.evaluate<string>(`document.documentElement.dir`)).toBe('rtl');
      const failures: string[] = [];
      for (const path of paths) {
        const url = await visit(page, visits, path, failures);
        const found = await measure(expect, page, url, PHONE.width);
        if (found) failures.push(`in Arabic: ${found}`);
        await expectNoSeriousA11yViolations(page, `${url} at ${PHONE.width} px in Arabic`).catch((error: Error) =>
          failures.push(error.message),
        );
      }
      expect(failures.join('\n')).toBe('');
    },
  );

  it('fits the sign-in page on a 360 px phone', async () => {
    const context = await browser.newContext({ viewport: SMALL_PHONE, ...MOBILE });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${gym.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await measure(expect, page, '/login', SMALL_PHONE.width)).toBeNull();
  });

  it("shows billing's Actions column whole at 1440×900, without scrolling the table", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInAt(page, gym.baseUrl, ADMIN, `/billing`);
    await settled(page);
    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('button', { name: /^Pay/ }) })
      .first();
    await table.waitFor();
    // The table's own box does not scroll: every column, Pay and Void included, is in view.
    const container = table.locator('xpath=..');
    await expect
      .poll(async () => {
        const [inner, outer] = await Promise.all([table.boundingBox(), container.boundingBox()]);
        // The box has a 1 px border on each side.
        return inner && outer ? inner.width - (outer.width - 2) : Infinity;
      })
      .toBeLessThanOrEqual(0.5);
    const pay = table.getByRole('button', { name: /^Pay/ }).first();
    const box = await pay.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1440);
  });
});
