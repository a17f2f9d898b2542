import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, signInReception } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { openPage, RECEPTION, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/** Issue 13, item 4: the payment history on the member page and on the invoice's receipt page. */
describe('payment history in the browser', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-payment-history' }, 'admin');
  let memberId: string;
  let invoiceId: string;

  beforeAll(async () => {
    const desk = await signInReception(app.baseUrl);
    const planId = (await createPlan(app.baseUrl, admin)).id;
    const profile = { firstName: 'Rania', lastName: 'Historia' };
    const sale = await memberWithMembership(app.baseUrl, desk, planId, { profile, sale: { status: 'unpaid' } });
    memberId = sale.member.id;
    invoiceId = sale.invoice.id;
    await api('POST', '/api/payments', { invoiceId, amount: 200, paymentMethod: 'cash' });
    const card = await api<{ id: string; position: number }>('POST', '/api/payments', {
      invoiceId,
      amount: 250,
      paymentMethod: 'card',
    });
    await call(app.baseUrl, 'GET', `/api/invoices/${invoiceId}`, {
      session: admin,
      headers: { 'x-min-position': String(card.position) },
    });
    await api('POST', '/api/refunds', { paymentId: card.id, amount: 100, reason: 'Charged twice', method: 'card' });
    // The gym prints Hijri dates beside the Gregorian ones (issue 46, item 3).
    const current = await call<Record<string, unknown>>(app.baseUrl, 'GET', '/api/settings', { session: admin });
    await api('PUT', '/api/settings', { ...current.body, logo: undefined, hijriDates: true });
    await app.caughtUp();
  });

  const historyTable = (page: Page) => page.getByRole('table', { name: /^Every issue, payment, refund and void/ });
  const rows = (page: Page) => historyTable(page).locator('tbody > tr');

  it('shows a member every entry with who, method and running balance, live, printable and as CSV', async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, RECEPTION, `/members/${memberId}`);
    await page.getByRole('heading', { name: 'Payment history of Rania Historia' }).waitFor();
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(4);
    const texts = await rows(page).allInnerTexts();
    expect(texts[0]).toContain('Invoice issued');
    expect(texts[0]).toContain('Reception Desk');
    expect(texts[1]).toMatch(/Payment[\s\S]*Cash[\s\S]*200\.00 QAR[\s\S]*250\.00 QAR[\s\S]*Gym Administrator/);
    expect(texts[2]).toMatch(/Credit\/Debit Card[\s\S]*250\.00 QAR[\s\S]*0\.00 QAR[\s\S]*Gym Administrator/);
    expect(texts[3]).toContain('Refund (reverses a payment)');
    expect(texts[3]).toContain('reverses the payment of');
    expect(texts[3]).toContain('Charged twice');
    await page.getByTestId('payment-history-balance').filter({ hasText: '100.00 QAR' }).waitFor();

    // The invoice links to its receipt; the CSV is a download of the same history.
    const csv = page.getByRole('link', { name: 'Export history CSV' });
    expect(await csv.getAttribute('href')).toBe(`/api/payment-history/csv?memberId=${memberId}`);
    expect(await csv.getAttribute('download')).not.toBeNull();
    const download = await page.request.get(`${app.baseUrl}/api/payment-history/csv?memberId=${memberId}`);
    expect(download.status()).toBe(200);
    expect((await download.text()).split('\r\n')[0]).toContain('When,Invoice,Entry');

    await page.getByRole('status').filter({ hasText: 'Login Successful' }).waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page, 'member page with payment history');

    // Money moving elsewhere shows up without a reload (the invoices topic refreshes the history).
    await api('POST', '/api/payments', { invoiceId, amount: 100, paymentMethod: 'bank_transfer' });
    await expect.poll(() => rows(page).count(), { timeout: 45_000 }).toBe(5);
    await page.getByTestId('payment-history-balance').filter({ hasText: '0.00 QAR' }).waitFor();

    // Print: only the history prints (the shell is hidden while the print dialog is open).
    // The test's own types know no DOM: the page scripts are strings.
    await page.evaluate(
      "window.print = () => { document.body.dataset.printed = document.querySelector('[data-print-target]')?.id ?? ''; }",
    );
    await page.getByRole('button', { name: 'Print history' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('payment-history');
    await page.emulateMedia({ media: 'print' });
    const visibility = (selector: string) =>
      page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).visibility`);
    expect(await visibility('nav[aria-label="Main"]')).toBe('hidden');
    expect(await visibility('#payment-history table')).toBe('visible');
    await page.emulateMedia({ media: 'screen' });
  }, 120_000);

  it("shows the invoice's history on its receipt page", async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, RECEPTION, `/billing/receipts/${invoiceId}`);
    await page.getByRole('heading', { name: /^Payment history of INV-/ }).waitFor();
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    // One invoice: no invoice column.
    const headers = await historyTable(page).locator('thead th').allInnerTexts();
    expect(headers).toEqual(['When', 'Entry', 'Method', 'Charge', 'Credit', 'Balance', 'By']);

    // The receipt's Print prints the receipt alone, not the history under it.
    await page.evaluate(
      "window.print = () => { document.body.dataset.printed = document.querySelector('[data-print-target]')?.id ?? ''; }",
    );
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('receipt');
    await page.emulateMedia({ media: 'print' });
    const visibility = (selector: string) =>
      page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).visibility`);
    expect(await visibility('#receipt table')).toBe('visible');
    expect(await visibility('#payment-history table')).toBe('hidden');
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('status').filter({ hasText: 'Login Successful' }).waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page, 'receipt page with payment history');

    // The receipt prints English and Arabic side by side, Arabic on the right; assistive technology reads the
    // page's language only (issue 46, item 6). The issue date also in the Hijri calendar, as the gym asked.
    const receipt = page.locator('#receipt');
    const total = receipt.locator('dt').filter({ hasText: 'Total' });
    await expect.poll(() => total.locator('[lang="ar"]').innerText()).toBe('الإجمالي');
    expect(await total.locator('[lang="ar"]').getAttribute('aria-hidden')).toBe('true');
    expect(await total.locator('[lang="en"]').getAttribute('aria-hidden')).toBeNull();
    const [english, arabic] = await Promise.all(
      ['en', 'ar'].map((lang) => total.locator(`[lang="${lang}"]`).evaluate((e) => e.getBoundingClientRect().left)),
    );
    expect(arabic).toBeGreaterThan(english!);
    expect(await receipt.getByRole('columnheader', { name: 'Amount' }).count()).toBeGreaterThan(0);
    await expect.poll(() => receipt.getByTestId('hijri-date').innerText()).toMatch(/AH[\s\S]*هـ/);
  });

  it("e-mails a receipt from its page in the member's language, and says why not when there is no address (issue 46)", async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    // Rania has no e-mail address: refused with the reason, nothing recorded.
    await signInAt(page, app.baseUrl, RECEPTION, `/billing/receipts/${invoiceId}`);
    await page.getByRole('button', { name: 'E-mail receipt' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Receipt not e-mailed' }).first().innerText())
      .toContain('Rania Historia has no e-mail address to send the receipt to.');
    expect((await app.store.readStream(`invoice-${invoiceId}`)).events.map((e) => e.type)).not.toContain(
      'ReceiptEmailed',
    );

    // Noura reads Arabic and has an address: queued in Arabic, and the invoice records it for the Audit trail.
    const desk = await signInReception(app.baseUrl);
    const planId = (await createPlan(app.baseUrl, admin, { name: 'Monthly e-mailed' })).id;
    const { invoice } = await memberWithMembership(app.baseUrl, desk, planId, {
      profile: { firstName: 'Noura', lastName: 'Mailer', email: 'noura.mailer@example.com', preferredLanguage: 'ar' },
    });
    await app.caughtUp();
    await page.goto(`${app.baseUrl}/billing/receipts/${invoice.id}`);
    await page.getByRole('button', { name: 'E-mail receipt' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Receipt queued for e-mail' }).first().innerText())
      .toContain("The receipt goes to Noura Mailer's e-mail in Arabic.");
    await expectNoSeriousA11yViolations(page, 'the receipt page after e-mailing it');
    expect((await app.store.readStream(`invoice-${invoice.id}`)).events.map((e) => e.type)).toContain('ReceiptEmailed');
  });
});
