import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { call, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import { createMember } from '../support/desk-fixtures.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { RECEPTION, openPage, signIn } from './e2e-session.js';

interface PtPackage {
  id: string;
  memberName: string;
  dueAmount: number;
  paidAmount: number;
  invoiceId: string | null;
}

describe('personal training (/personal-training)', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Session;
  const contexts: BrowserContext[] = [];

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await call<T>(app.baseUrl, method, path, { session: admin, body });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async function ptPage(): Promise<Page> {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signIn(page, app.baseUrl, RECEPTION);
    await page.goto(`${app.baseUrl}/personal-training`);
    await page.getByRole('heading', { name: 'Personal Training', level: 1 }).waitFor();
    return page;
  }

  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ label: 'e2e-pt' }), launchBrowser()]);
    admin = await signInAdmin(app.baseUrl);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('adds a trainer, who is listed at once', async () => {
    const page = await ptPage();
    await page.getByText('No trainers yet.').waitFor();
    await page.getByRole('button', { name: 'Add trainer' }).click();
    await page.getByRole('heading', { name: 'Add trainer' }).waitFor();
    await page.getByRole('button', { name: 'Add trainer' }).last().click();
    await page.getByRole('alert').filter({ hasText: 'Trainer name is required' }).waitFor();
    await page.getByLabel('Trainer name').fill('Coach Sami');
    await page.getByLabel('Phone').fill('+974 5555 1234');
    await page.getByRole('button', { name: 'Add trainer' }).last().click();
    await toast(page, 'Trainer added').waitFor();
    await page
      .getByRole('table', { name: 'Trainers' })
      .getByRole('row', { name: /Coach Sami/ })
      .waitFor();
  });

  it('sells a package with a balance, then pays the balance after a confirmation', async () => {
    const member = await createMember(app.baseUrl, admin, { firstName: 'Huda', lastName: 'Trainee' });
    await app.caughtUp();
    const page = await ptPage();
    await page.getByText('No PT packages sold yet.').waitFor();

    await page.getByRole('button', { name: 'Sell package' }).click();
    await page.getByRole('heading', { name: 'Sell PT package' }).waitFor();
    // The schema's messages, before anything is filled in.
    await page.getByRole('button', { name: 'Sell package' }).last().click();
    await page.getByRole('alert').filter({ hasText: 'Choose a member' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Choose a trainer' }).waitFor();

    await page.getByRole('combobox', { name: 'Member' }).fill('TRAINEE');
    await page.getByRole('option', { name: /Huda Trainee/ }).click();
    await page.getByText(`#${member.memberNumber}`).waitFor();
    await page.getByLabel('Trainer', { exact: true }).selectOption({ label: 'Coach Sami' });
    await page.getByLabel('Sessions', { exact: true }).fill('12');
    await page.getByLabel('Price (QAR)', { exact: true }).fill('2400');
    await page.getByLabel('Paid now (QAR)', { exact: true }).fill('1000');
    await page.getByLabel('Payment method', { exact: true }).selectOption({ label: 'Credit/Debit Card' });
    await page.getByLabel('Self-sourced (the trainer brought the client)').check();
    await page.getByText('1,400.00 QAR').waitFor();
    await expectNoSeriousA11yViolations(page, 'the PT sale form');
    await page.getByRole('button', { name: 'Sell package' }).last().click();
    await toast(page, 'PT package sold').waitFor();

    const table = page.getByRole('table', { name: /PT packages/ });
    const row = table.getByRole('row', { name: /Huda Trainee/ });
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    // Trainer, sessions, price, paid, due, due date, source, sale date.
    expect(cells.slice(0, 5)).toEqual(['Coach Sami', '12', '2,400.00', '1,000.00', '1,400.00']);
    expect(cells[5]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cells[6]).toBe('Self-sourced');
    await expectNoSeriousA11yViolations(page, 'the personal training page with a package');

    await row.getByRole('button', { name: 'Pay balance of Huda Trainee' }).click();
    await page.getByRole('heading', { name: 'Pay the PT balance?' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Pay the PT balance?' });
    await expect
      .poll(() => dialog.innerText())
      .toContain('Huda Trainee owes 1,400.00 QAR on 12 sessions with Coach Sami');
    await expectNoSeriousA11yViolations(page, 'the PT payment confirmation');
    await dialog.getByRole('button', { name: 'Pay 1,400.00 QAR' }).click();

    const success = toast(page, 'Payment Successful');
    await success.waitFor();
    const [pkg] = await api<PtPackage[]>('GET', '/api/personal-trainings');
    expect(pkg).toMatchObject({ memberName: 'Huda Trainee', dueAmount: 0, paidAmount: 2400 });
    const invoice = await api<{ number: string; amount: number; status: string }>(
      'GET',
      `/api/invoices/${pkg!.invoiceId}`,
    );
    expect(invoice).toMatchObject({ amount: 1400, status: 'paid' });
    await expect
      .poll(() => success.innerText())
      .toContain(`Invoice ${invoice.number}: 1,400.00 QAR received from Huda Trainee.`);

    await row.getByText('Paid up').waitFor();
    expect((await row.locator('td').allInnerTexts()).slice(3, 5)).toEqual(['2,400.00', '0.00']);
    expect(await row.getByRole('button', { name: /Pay balance/ }).count()).toBe(0);
  });
});
