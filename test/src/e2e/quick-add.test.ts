import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { call } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, RECEPTION, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import type { Account } from './e2e-session.js';

describe('Quick Add and Quick v2: walk-ins from the keyboard', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-quick-add' }, 'admin');

  const open = (account: Account, path: string, heading: string) =>
    signedInPage(browser, app.baseUrl, account, { contexts, path, heading });

  beforeAll(async () => {
    const plan = await call(app.baseUrl, 'POST', '/api/membership-plans', {
      session: admin,
      body: { name: 'Monthly', price: 350, joiningFee: 100, duration: 1, durationUnit: 'months' },
    });
    expect(plan.status).toBe(201);
  });

  it('registers a walk-in, takes the payment, checks them in, and an open check-in screen shows it live', async () => {
    // A second desk already watching today's check-ins.
    const watcher = await open(ADMIN, '/check-in', 'Check-In');
    const visits = watcher.getByRole('table', { name: "Today's check-ins" }).or(watcher.getByText('No check-ins yet.'));
    await visits.first().waitFor();
    await watcher.evaluate(() => ((globalThis as unknown as { marker: string }).marker = 'not reloaded'));

    const page = await open(RECEPTION, '/members/quick', 'Quick Add Members');
    const firstName = page.getByLabel('First name');
    await firstName.waitFor();
    await expect.poll(() => isFocused(firstName)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the Quick Add page');

    // Enter with nothing typed: the form says what is missing.
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'First name is required' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Choose a plan' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the Quick Add form with errors');

    // Keyboard only: type, Tab, pick options by their first letter, Enter.
    await firstName.focus();
    await page.keyboard.type('Hana');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Walkin');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+974 5566 7788');
    await page.keyboard.press('Tab');
    await page.keyboard.type('f');
    await page.keyboard.press('Tab');
    await page.keyboard.type('m');
    await page.keyboard.press('Enter');

    // The invoice dialog: New Registration, review → processing → Payment Complete.
    // The dialog's own box is empty (its panel is fixed-positioned): wait for it to be there, not "visible".
    const dialog = page.getByRole('dialog', { name: 'New membership' });
    await dialog.waitFor({ state: 'attached' });
    await expect.poll(() => dialog.innerText()).toContain('New Registration');
    await expect.poll(() => dialog.getByTestId('invoice-total').innerText()).toBe('450.00 QAR');
    await page.keyboard.press('Enter');
    const complete = page.getByRole('dialog', { name: 'Payment Complete' });
    await complete.getByRole('button', { name: 'Done' }).waitFor();
    await page.keyboard.press('Enter');
    await complete.waitFor({ state: 'detached' });

    const registered = page.getByRole('region', { name: 'Walk-in registered' });
    await registered.getByText(/Membership paid/).waitFor();
    const memberNumber = /#(\d+)/.exec(await registered.innerText())?.[1];
    expect(memberNumber).toBeDefined();
    const checkInNow = registered.getByRole('button', { name: 'Check in now' });
    await expectFocused(checkInNow);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Check-in successful' }).first().waitFor();

    // Ready for the next walk-in: an empty form, the focus in First name.
    await registered.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('');
    await expectFocused(page.getByLabel('First name'));

    // The other desk saw it happen, without reloading.
    const row = watcher.getByRole('table', { name: "Today's check-ins" }).getByRole('row', { name: /Hana Walkin/ });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain(memberNumber!);
    expect(await watcher.evaluate(() => (globalThis as unknown as { marker?: string }).marker)).toBe('not reloaded');
  });

  it('registers a walk-in named only in Arabic (issue 46, item 5)', async () => {
    const page = await open(RECEPTION, '/members/quick', 'Quick Add Members');
    await page.getByLabel('Name in Arabic').fill('موزة الكعبي');
    expect(await page.getByLabel('Name in Arabic').getAttribute('dir')).toBe('rtl');
    await page.getByLabel('Phone').fill('+974 5566 9911');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Plan').selectOption({ index: 1 });
    await page.getByLabel('Name in Arabic').press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New membership' });
    await dialog.waitFor({ state: 'attached' });
    await expect.poll(() => dialog.innerText()).toContain('موزة الكعبي');
    await page.keyboard.press('Enter');
    const complete = page.getByRole('dialog', { name: 'Payment Complete' });
    await complete.getByRole('button', { name: 'Done' }).click();
    const registered = page.getByRole('region', { name: 'Walk-in registered' });
    await registered.getByRole('link', { name: 'موزة الكعبي' }).waitFor();
  });

  it('Quick v2 registers two walk-ins in a row by keyboard, shows errors per row, and takes a payment', async () => {
    const page = await open(RECEPTION, '/members/quick-v2', 'Quick Members');
    const row1 = page.getByRole('form', { name: 'Walk-in 1' });
    await expectFocused(row1.getByLabel('First name'));
    await typeWalkIn(page, ['Iman', 'Rowone', '+974 6600 0001'], 'f', 'm');
    await page.keyboard.press('Enter');
    const done1 = page.getByRole('group', { name: /Walk-in 1: Iman Rowone, member \d+/ });
    await done1.waitFor();

    // The next row opens with the focus in its first field; the plan is carried over.
    const row2 = page.getByRole('form', { name: 'Walk-in 2' });
    await expectFocused(row2.getByLabel('First name'));
    await typeWalkIn(page, ['Jamal', 'Rowtwo', '+974 6600 0002'], 'm');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: /Walk-in 2: Jamal Rowtwo, member \d+/ }).waitFor();
    await page.getByRole('status').filter({ hasText: '2 registered, 0 paid' }).waitFor();

    // A row with mistakes says so on the row.
    const row3 = page.getByRole('form', { name: 'Walk-in 3' });
    await expectFocused(row3.getByLabel('First name'));
    await page.keyboard.type('Kareem');
    await page.keyboard.press('Enter');
    const problems = row3.getByRole('alert');
    await problems.waitFor();
    await expect.poll(() => problems.innerText()).toContain('Last name is required');
    await expect.poll(() => row3.getByLabel('Last name').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'Quick v2 with registered rows and a row in error');

    // Pay for the first walk-in.
    await done1.getByRole('button', { name: 'Pay for Iman Rowone' }).click();
    // The dialog's own box is empty (its panel is fixed-positioned): wait for it to be there, not "visible".
    const dialog = page.getByRole('dialog', { name: 'New membership' });
    await dialog.waitFor({ state: 'attached' });
    await dialog.getByRole('button', { name: /^Pay \d/ }).click();
    await page.getByRole('dialog', { name: 'Payment Complete' }).getByRole('button', { name: 'Done' }).click();
    await done1.getByText('Paid', { exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: '2 registered, 1 paid' }).waitFor();
  });

  it('Quick v2 takes a name in Arabic letters, or only that, and shows it right to left (issue 46)', async () => {
    const page = await open(RECEPTION, '/members/quick-v2', 'Quick Members');
    const row1 = page.getByRole('form', { name: 'Walk-in 1' });
    await expectFocused(row1.getByLabel('First name'));
    // First and last name left empty: Tab past them to the phone; the Arabic name comes after the plan.
    await page.keyboard.press('Tab');
    await typeWalkIn(page, ['', '+974 6600 0003'], 'f', 'm');
    await page.keyboard.press('Tab');
    await expectFocused(row1.getByLabel('Name in Arabic'));
    expect(await row1.getByLabel('Name in Arabic').getAttribute('dir')).toBe('rtl');
    await page.keyboard.insertText('شيخة المري');
    await page.keyboard.press('Enter');
    const done = page.getByRole('group', { name: /Walk-in 1: شيخة المري, member \d+/ });
    await done.waitFor();
    // Its own column, marked Arabic and right to left.
    const arabic = done.locator('[lang="ar"][dir="rtl"]');
    await expect.poll(() => arabic.innerText()).toBe('شيخة المري');
    await expectNoSeriousA11yViolations(page, 'Quick v2 with a walk-in named in Arabic');
  });
});

/** Types the text fields of a walk-in row with Tab between them, then picks gender (and plan) by first letter. */
async function typeWalkIn(page: Page, texts: string[], gender: string, plan?: string) {
  for (const [index, text] of texts.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.type(gender);
  if (plan) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(plan);
  }
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );
}

/** Focus moves after a render or a dialog closing: wait (up to 15 s) for it to arrive. */
async function expectFocused(locator: Locator) {
  await locator.waitFor();
  await expect.poll(() => isFocused(locator), { timeout: 15_000 }).toBe(true);
}
