import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, RECEPTION, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import type { Account } from './e2e-session.js';
import { chooseFilter } from './filter-bar.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';

describe('finance pages: refund preview, billing search, expenses with approval', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-finance' }, 'admin');
  let monthly: string;
  let phone = 5_800_000;

  /** A new member (`profile` over the sample one, with a phone number of the file's own) holding a membership. */
  async function memberWithSale(profile: Record<string, unknown>, sale: Record<string, string>) {
    phone += 1;
    const { member, invoice } = await memberWithMembership(app.baseUrl, admin, monthly, {
      profile: { ...profile, phone: `+974 ${phone}` },
      sale,
    });
    return { memberId: member.id, phone: `+974 ${phone}`, ...invoice };
  }
  /** A member with a paid 450.00 QAR membership invoice. */
  const paidMember = (firstName: string, lastName: string) =>
    memberWithSale({ firstName, lastName }, { status: 'paid', paymentMethod: 'card' });

  const desk = (account: Account, path: string) => signedInPage(browser, app.baseUrl, account, { contexts, path });

  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

  beforeAll(async () => {
    monthly = (await createPlan(app.baseUrl, admin)).id;
  });

  it('previews a refund on /test-refund without recording it, then records it', async () => {
    const sale = await paidMember('Mariam', 'Haddad');
    await app.caughtUp();
    const page = await desk(RECEPTION, '/test-refund');
    await page.getByRole('heading', { name: 'Refund Test', level: 1 }).waitFor();
    await page.getByLabel('Find an invoice').fill(sale.number);
    await page.getByRole('button', { name: `Choose ${sale.number}` }).click();
    await page.getByLabel('Amount to refund (QAR)').fill('100');
    await page.getByLabel('Refund by').selectOption({ label: 'Cash (from the till)' });
    const effect = page.getByRole('status').filter({ hasText: 'Effect of this refund' });
    await effect.getByText('100.00 QAR cash out of the till').waitFor();
    await expect.poll(() => effect.innerText()).toContain('0.00 QAR → 100.00 QAR');
    await expect.poll(() => effect.innerText()).toContain('Paid → Partially paid');
    await expectNoSeriousA11yViolations(page, 'refund preview');
    const refunds = async () =>
      (await api<{ payments: { refunded: number }[] }>('GET', `/api/invoices/${sale.id}`)).payments[0]!.refunded;
    await expect.poll(() => refunds()).toBe(0);

    await page.getByLabel('Amount to refund (QAR)').fill('500');
    await effect.getByText('At most 450.00 QAR of this payment can still be refunded.').waitFor();
    expect(await page.getByRole('button', { name: 'Record refund' }).count()).toBe(0);

    await page.getByLabel('Amount to refund (QAR)').fill('100');
    await effect.getByText('100.00 QAR cash out of the till').waitFor();
    await page.getByLabel('Reason').fill('price match');
    await page.getByRole('button', { name: 'Record refund' }).click();
    await toast(page, 'Refund recorded');
    await expect.poll(refunds).toBe(100);
    // The preview follows the recorded refund: 350.00 QAR is left to refund.
    await effect.getByText('100.00 QAR → 200.00 QAR').first().waitFor();
  });

  it('records an expense above the threshold with a receipt; an administrator approves it', async () => {
    const deskPage = await desk(RECEPTION, '/expenses');
    await deskPage.getByRole('heading', { name: 'Expenses', level: 1 }).waitFor();
    await deskPage.getByRole('button', { name: 'Record expense' }).click();
    const form = deskPage.getByRole('dialog', { name: 'Record an expense' });
    await form.getByText('Above 1,000.00 QAR it waits').waitFor();
    await form.getByLabel('Category').selectOption('Equipment');
    await form.getByLabel('Vendor').fill('Technogym');
    await form.getByLabel('Amount (QAR)').fill('1500');
    await form.getByLabel('Paid by').selectOption({ label: 'Bank transfer' });
    await form.getByLabel('Receipt (photo or PDF, optional)').setInputFiles({
      name: 'quote.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expectNoSeriousA11yViolations(deskPage, 'record expense dialog');
    await form.getByRole('button', { name: 'Record expense' }).click();
    await toast(deskPage, 'Expense waiting for approval');
    const row = deskPage.getByRole('table', { name: 'Expenses, newest first' }).getByRole('row').filter({
      hasText: 'Technogym',
    });
    await row.getByText('Waiting for approval').waitFor();
    // The desk (no canManageSettings) cannot approve.
    expect(await row.getByRole('button', { name: /Approve/ }).count()).toBe(0);
    await expect
      .poll(() => deskPage.getByTestId('expense-totals').innerText())
      .toContain('Waiting for approval: 1,500.00 QAR');

    const adminPage = await desk(ADMIN, '/expenses');
    const adminRow = adminPage.getByRole('table', { name: 'Expenses, newest first' }).getByRole('row').filter({
      hasText: 'Technogym',
    });
    await adminRow.getByRole('link', { name: /View/ }).waitFor();
    await adminRow.getByRole('button', { name: 'Approve Equipment Technogym' }).click();
    await adminPage
      .getByRole('dialog', { name: 'Approve this expense' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await toast(adminPage, 'Expense approved');
    await adminRow.getByText('Paid', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(adminPage, 'expenses page');
    // The desk's open page follows live.
    await row.getByText('Paid', { exact: true }).waitFor();
    await expect.poll(() => deskPage.getByTestId('expense-totals').innerText()).toContain('Paid: 1,500.00 QAR');
  });

  it('billing: searches by name, filters by method with totals, re-prints a receipt, shows the debt report', async () => {
    const first = await paidMember('Latifa', 'Qasimi');
    const second = await paidMember('Latifa', 'Darwish');
    await memberWithSale({ firstName: 'Khalid', lastName: 'Owing', gender: 'male' }, { status: 'unpaid' });
    await app.caughtUp();
    const page = await desk(ADMIN, '/billing');
    const table = page.getByRole('table', { name: /^Invoices/ });
    await page.getByLabel('Search').fill('latifa');
    await table.getByRole('row').filter({ hasText: first.number }).waitFor();
    await table.getByRole('row').filter({ hasText: second.number }).waitFor();
    await expect.poll(() => table.locator('tbody tr').filter({ hasText: 'INV-' }).count()).toBe(2);
    await expect.poll(() => page.getByTestId('invoice-totals').innerText()).toContain('2 invoices');
    await expect.poll(() => page.getByTestId('invoice-totals').innerText()).toContain('Paid 900.00 QAR');
    await page.getByLabel('Search').fill(first.phone.replace('+974 ', ''));
    await expect.poll(() => table.locator('tbody tr').filter({ hasText: 'INV-' }).count()).toBe(1);
    await table.getByRole('row').filter({ hasText: first.number }).waitFor();
    await page.getByLabel('Search').fill('');
    await chooseFilter(page, 'Method', 'Bank Transfer');
    await page.getByText('No invoices found').waitFor();
    await chooseFilter(page, 'Method', 'All');
    await expectNoSeriousA11yViolations(page, 'billing search');

    // Re-print a receipt from Billing: A4 by default, the 80 mm thermal layout on demand.
    await table.getByRole('link', { name: `Receipt ${first.number}` }).click();
    const receipt = page.getByRole('article', { name: `Receipt ${first.number}` });
    await receipt.getByText('Latifa Qasimi').waitFor();
    await expect.poll(() => receipt.getByTestId('receipt-balance').innerText()).toBe('0.00 QAR');
    await expect.poll(() => receipt.innerText()).toContain('Served by Gym Administrator');
    await page.getByRole('button', { name: '80 mm' }).click();
    await expect.poll(() => page.getByRole('button', { name: '80 mm' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'receipt');
    await page.goBack();

    await page.getByRole('tab', { name: 'Debt report' }).click();
    const debts = page.getByRole('table', { name: 'Members owing, longest overdue first' });
    await debts.getByRole('row').filter({ hasText: 'Khalid Owing' }).getByText('450.00 QAR').waitFor();
    await expectNoSeriousA11yViolations(page, 'debt report');
  });
});
