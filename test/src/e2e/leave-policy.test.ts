import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addMonths, dayOf } from '@gym/events/calendar/local-date';
import { signInReception } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { hireEmployee, userIdOf } from '../support/employee-fixtures.js';
import { ADMIN, openPage, RECEPTION, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

describe('staff: the leave policy on /staff (carry-over and public holidays)', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-leave-policy' }, 'admin');
  const today = dayOf(new Date(), 'Asia/Qatar');
  // Hired on the first of the month 25 months ago: 25 months of service, 37.5 days earned; the 18 days earned in the
  // first year were due in the second and none was taken, so at the second anniversary half (9) carried over and 9
  // were forfeited under the default cap of 50%; at 25% 4.5 carry over and 13.5 are forfeited.
  const hireDate = addMonths(`${today.slice(0, 7)}-01`, -25);
  const holiday = `${today.slice(0, 4)}-12-18`;

  async function pageAs(account: typeof ADMIN | typeof RECEPTION): Promise<Page> {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, account, `/staff`);
    await page.getByRole('heading', { name: 'Leave Management', level: 1 }).waitFor();
    return page;
  }
  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();
  const balanceCells = async (page: Page) => {
    const row: Locator = page.getByRole('table', { name: 'Leave balances' }).getByRole('row', { name: /Rana Desk/ });
    await row.waitFor();
    // Columns after the name: a year, earned, carried over, forfeited, taken, pending, left.
    return (await row.getByRole('cell').allTextContents())
      .slice(1, 4)
      .concat(await row.getByRole('cell').nth(6).allTextContents());
  };
  const rule = (page: Page, name: string) =>
    page
      .getByRole('region', { name: 'Leave policy' })
      .locator('div')
      .filter({ has: page.getByText(name, { exact: true }) });

  beforeAll(async () => {
    const desk = await signInReception(app.baseUrl);
    await hireEmployee(app.baseUrl, admin, { name: 'Rana Desk', hireDate, userId: await userIdOf(app.baseUrl, desk) });
    await app.caughtUp();
  });

  it('the receptionist reads the policy with its law references but has no way to change it', async () => {
    const desk = await pageAs(RECEPTION);
    await rule(desk, 'Carry-over')
      .getByText(/Up to 50% of a year's annual leave \(9 days/)
      .waitFor();
    await rule(desk, 'Carry-over')
      .getByText(/Art\. 80/)
      .waitFor();
    await rule(desk, 'Sick leave')
      .getByText(/Art\. 82/)
      .waitFor();
    expect(await desk.getByRole('button', { name: 'Edit leave policy' }).count()).toBe(0);
  });

  it('the administrator changes the carry-over and a public holiday; balances follow at once and it stays after reload', async () => {
    const page = await pageAs(ADMIN);
    await expect.poll(() => balanceCells(page)).toEqual(['37.5', '9', '9', '28.5']);
    await rule(page, 'Public holidays')
      .getByText(/None set/)
      .waitFor();

    await page.getByRole('button', { name: 'Edit leave policy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave policy' });
    await dialog.getByRole('heading', { name: 'Leave policy' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'leave policy dialog');
    expect(await dialog.getByRole('checkbox', { name: 'Friday' }).isChecked()).toBe(true);

    // More than half a year is refused, with the law named, and nothing is saved.
    await dialog.getByLabel('Carry-over to the next year (%)').fill('60');
    await dialog.getByRole('button', { name: 'Save leave policy' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'At most half of the annual leave may be carried over (art. 80)' })
      .waitFor();

    await dialog.getByLabel('Carry-over to the next year (%)').fill('25');
    await dialog.getByLabel('New public holiday').fill(holiday);
    await dialog.getByRole('button', { name: 'Add holiday' }).click();
    await dialog.getByRole('listitem').filter({ hasText: holiday }).waitFor();
    await dialog.getByRole('button', { name: 'Save leave policy' }).click();
    await toast(page, 'Leave policy saved').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await rule(page, 'Carry-over')
      .getByText(/Up to 25% of a year's annual leave \(4 days/)
      .waitFor();
    await rule(page, 'Public holidays').getByText(new RegExp(holiday)).waitFor();
    await expect.poll(() => balanceCells(page)).toEqual(['37.5', '4.5', '13.5', '24']);
    await expectNoSeriousA11yViolations(page, 'leave page with the policy');

    await page.reload();
    await rule(page, 'Carry-over')
      .getByText(/Up to 25%/)
      .waitFor();
    await rule(page, 'Public holidays').getByText(new RegExp(holiday)).waitFor();
    await page.getByRole('button', { name: 'Edit leave policy' }).click();
    await expect.poll(() => dialog.getByLabel('Carry-over to the next year (%)').inputValue()).toBe('25');
    await dialog.getByRole('button', { name: `Remove public holiday ${holiday}` }).waitFor();
  });
});
