import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { staffWith } from '../support/staff-fixtures.js';
import { openPage, signIn } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/* The dashboard hides the cards of figures the user may not see, rather than showing them as 0 (issue 11 item 5). */

describe('dashboard cards by permission', () => {
  const { app, browser, admin } = browserForFile({ label: 'e2e-dashacl' }, 'admin');

  beforeAll(async () => {
    await staffWith(app, admin, 'No Flags', []);
    await staffWith(app, admin, 'Cashier', ['canViewFinancials']);
  });

  const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

  /** Signs in and waits for the figures: the cards every user sees are drawn with the others, in one render. */
  async function dashboardAs(username: string) {
    const { context, page } = await openPage(browser);
    await signIn(page, app.baseUrl, { username, password: `${username}-password` });
    await region(page, 'Total Members').locator('[data-figure]').waitFor();
    await region(page, 'Member Statistics by Gender').waitFor();
    return { context, page };
  }

  it('shows a user without flags the counts, and no money or personal training card', async () => {
    const { context, page } = await dashboardAs('no-flags');
    await expect.poll(() => region(page, 'Check-ins Today').count()).toBe(1);
    expect(await region(page, /^Collections of /).count()).toBe(0);
    expect(await region(page, 'Past Due Payments').count()).toBe(0);
    expect(await region(page, 'Personal Training Statistics').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the dashboard without money');
    await context.close();
  });

  it('shows the money cards to a user with canViewFinancials, still without personal training', async () => {
    const { context, page } = await dashboardAs('cashier');
    await region(page, /^Collections of /).waitFor();
    await expect.poll(() => region(page, 'Past Due Payments').count()).toBe(1);
    expect(await region(page, 'Personal Training Statistics').count()).toBe(0);
    await context.close();
  });
});
