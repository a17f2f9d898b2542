import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { call, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { RECEPTION, openPage, signIn } from './e2e-session.js';

describe('supplement sales (/supplements)', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Session;
  const contexts: BrowserContext[] = [];

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await call<T>(app.baseUrl, method, path, { session: admin, body });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ label: 'e2e-supplements' }), launchBrowser()]);
    admin = await signInAdmin(app.baseUrl);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('a scanner sale: the barcode typed with Enter adds the item, a second scan adds one more, then the receipt', async () => {
    const { id } = await api<{ id: string }>('POST', '/api/supplements/products', {
      name: 'Whey Protein 2kg',
      barcode: '6291041500213',
      price: 250,
      cost: 160,
      reorderLevel: 3,
    });
    await api('POST', '/api/supplements/purchases', {
      supplier: 'Doha Nutrition',
      lines: [{ productId: id, quantity: 5, unitCost: 160 }],
    });
    await app.caughtUp();

    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signIn(page, app.baseUrl, RECEPTION);
    await page.goto(`${app.baseUrl}/supplements`);
    await page.getByRole('heading', { name: 'Supplement Sales', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();

    const scan = page.getByLabel('Scan barcode');
    // A scanner types the code and presses Enter; the field stays ready for the next scan.
    await scan.fill('6291041500213');
    await scan.press('Enter');
    const items = page.getByRole('table', { name: 'Items of this sale' });
    await items.getByRole('row', { name: /Whey Protein 2kg/ }).waitFor();
    await scan.fill('6291041500213');
    await scan.press('Enter');
    await expect.poll(() => page.getByLabel('Quantity of Whey Protein 2kg').inputValue()).toBe('2');
    await expect.poll(() => page.getByTestId('pos-total').innerText()).toMatch(/500\.00/);

    await scan.fill('0000');
    await scan.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'No product has the code 0000.' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'point of sale');

    await page.getByRole('button', { name: 'Take payment' }).click();
    // The dialog's own box is empty (its panel is positioned): wait for its title.
    await page.getByRole('heading', { name: /Receipt POS-\d{6}/ }).waitFor();
    const receipt = page.getByRole('dialog', { name: /Receipt POS-\d{6}/ });
    await expect.poll(() => receipt.innerText()).toMatch(/Whey Protein 2kg[\s\S]*500\.00[\s\S]*Cash/);
    await expectNoSeriousA11yViolations(page, 'receipt');
    await receipt.getByRole('button', { name: 'Done' }).click();

    // The stock left with the sale, and the low-stock alert arrived (3 left, reorder level 3).
    await page.getByRole('status').filter({ hasText: 'Low stock: Whey Protein 2kg (3 left)' }).waitFor();
    await page
      .getByRole('table', { name: 'Latest sales' })
      .getByRole('row', { name: /2 × Whey Protein 2kg/ })
      .waitFor();
    // The dashboard shows the same alert to finance staff.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Low stock: Whey Protein 2kg (3 left)' }).waitFor();
  });
});
