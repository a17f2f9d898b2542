import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMember, createPlan, sell } from '../support/desk-fixtures.js';
import { ADMIN, signIn } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { fillParams, uiRoutePaths } from './page-routes.js';

/** A phone held upright and a small desk PC screen (issue 10, item 10). */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** How far the page itself scrolls sideways (0 = it fits; a wide table may scroll inside its own box). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>(
    '(() => { const root = document.scrollingElement ?? document.documentElement; return root.scrollWidth - root.clientWidth; })()',
  );
}

/**
 * The outermost elements sticking out of the viewport on the right that no scrolling box clips, and absolutely
 * placed ones (a scrolling box clips them only when it is their containing block): what to fix when the test fails.
 */
function culprits(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const limit = document.documentElement.clientWidth;
    const clipped = (element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
      .filter((element) => !clipped(element) || getComputedStyle(element).position === 'absolute')
      .slice(0, 5)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.slice(0, 80) : '';
        return element.tagName.toLowerCase() + '.' + classes + ' right=' + Math.round(element.getBoundingClientRect().right);
      });
  })()`);
}

/** The page's heading is shown and nothing is loading any more (no spinner, no request under way). */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await expect.poll(() => page.locator('.animate-spin').count(), { timeout: 20_000 }).toBe(0);
}

describe('every page fits a 390 px phone and a 1280 px screen without sideways scrolling (issue 10, item 10)', () => {
  const { app, browser, admin, api } = browserForFile({ label: 'e2e-page-widths' }, 'admin');
  let paths: string[];

  beforeAll(async () => {
    paths = await uiRoutePaths();
    // Data on the pages, with long names, so tables and cards have rows to lay out.
    const plan = await createPlan(app.baseUrl, admin, { name: 'Twelve Months Unlimited Platinum Access' });
    const member = await createMember(app.baseUrl, admin, {
      firstName: 'Maximiliana-Josephine',
      lastName: 'Al-Abdulrahman-Fitzgerald',
    });
    const invoice = await sell(app.baseUrl, admin, {
      memberId: member.id,
      membershipPlanId: plan.id,
      registrationType: 'New Registration',
      amount: 450,
    });
    if (invoice.status !== 201) throw new Error(`invoice: ${invoice.status} ${JSON.stringify(invoice.body)}`);
    await api('POST', '/api/payments', { invoiceId: invoice.body.id, amount: 200, paymentMethod: 'cash' });
    await api('POST', '/api/check-ins', { memberId: member.id });
    // An unpaid invoice offers both Pay and Void: the widest Actions cell.
    const unpaid = await createMember(app.baseUrl, admin, { firstName: 'Bartholomew', lastName: 'Unpaid-Invoice' });
    const open = await sell(app.baseUrl, admin, {
      memberId: unpaid.id,
      membershipPlanId: plan.id,
      registrationType: 'New Registration',
      amount: 450,
    });
    if (open.status !== 201) throw new Error(`invoice: ${open.status} ${JSON.stringify(open.body)}`);
    await app.caughtUp();
    params = { id: member.id, invoiceId: invoice.body.id };
  });

  let params: Record<string, string> = {};

  it('reads the pages from the UI feature list', () => {
    // The list is the router's: the dashboard, the members' pages, billing and the rest.
    expect(paths).toEqual(expect.arrayContaining(['/', '/members', '/members/:id', '/billing', '/check-in']));
    expect(paths.length).toBeGreaterThan(15);
  });

  for (const size of WIDTHS) {
    it(`fits every page at ${size.width}×${size.height} as an administrator`, { timeout: 300_000 }, async () => {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      const failures: string[] = [];
      try {
        await page.goto(`${app.baseUrl}/login`);
        await page.getByRole('button', { name: 'Sign In' }).waitFor();
        await expect.poll(() => sidewaysOverflow(page), { message: '/login' }).toBeLessThanOrEqual(0);
        await signIn(page, app.baseUrl, ADMIN);
        for (const path of paths) {
          const url = fillParams(path, params);
          await page.goto(`${app.baseUrl}${url}`);
          await settled(page);
          const overflow = await expect
            .poll(() => sidewaysOverflow(page), { timeout: 10_000 })
            .toBeLessThanOrEqual(0)
            .then(() => 0)
            .catch(async () => sidewaysOverflow(page));
          if (overflow > 0)
            failures.push(`${url} scrolls ${overflow} px sideways: ${(await culprits(page)).join('; ')}`);
        }
        expect(failures).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("shows billing's Actions column whole at 1440×900, without scrolling the table", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await signIn(page, app.baseUrl, ADMIN);
      await page.goto(`${app.baseUrl}/billing`);
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
    } finally {
      await context.close();
    }
  });
});
