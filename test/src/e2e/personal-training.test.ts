import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createMember } from '../support/desk-fixtures.js';
import { RECEPTION, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { chooseFilter, shownFilter } from './filter-bar.js';

interface PtPackage {
  id: string;
  memberName: string;
  dueAmount: number;
  paidAmount: number;
  invoiceId: string | null;
}

describe('personal training (/personal-training)', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-pt' }, 'admin');

  const ptPage = () =>
    signedInPage(browser, app.baseUrl, RECEPTION, {
      contexts,
      path: '/personal-training',
      heading: 'Personal Training',
    });

  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

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
    const saleForm = page.getByRole('dialog', { name: 'Sell PT package' });
    await saleForm.getByLabel('Trainer', { exact: true }).selectOption({ label: 'Coach Sami' });
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
    // Trainer, sessions used, status, price, paid, due, due date, source, sale date.
    expect(cells.slice(0, 2)).toEqual(['Coach Sami', '0 of 12']);
    expect(cells[2]).toMatch(/^Active until \d{4}-\d{2}-\d{2}$/);
    expect(cells.slice(3, 6)).toEqual(['2,400.00', '1,000.00', '1,400.00']);
    expect(cells[6]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cells[7]).toBe('Self-sourced');
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
    expect((await row.locator('td').allInnerTexts()).slice(4, 6)).toEqual(['2,400.00', '0.00']);
    expect(await row.getByRole('button', { name: /Pay balance/ }).count()).toBe(0);
  });

  it('searches, filters and pages the packages, keeping the filters in the address, and records a session', async () => {
    const trainer = await api<{ id: string }>('POST', '/api/trainers', { name: 'Coach Rania Pager' });
    const [pager, maha, rec] = await Promise.all([
      createMember(app.baseUrl, admin, { firstName: 'Pager', lastName: 'Person' }),
      createMember(app.baseUrl, admin, { firstName: 'Maha', lastName: 'Usedup' }),
      createMember(app.baseUrl, admin, { firstName: 'Reem', lastName: 'Onesession' }),
    ]);
    const sell = (memberId: string, sessions: number) =>
      api<{ id: string }>('POST', '/api/personal-trainings', {
        memberId,
        trainerId: trainer.id,
        sessions,
        amount: 100,
        paidAmount: 100,
        source: 'counter',
      });
    // 26 packages of one member: a page of 25, then one more.
    for (let i = 0; i < 26; i++) await sell(pager.id, 4);
    const usedUp = await sell(maha.id, 1);
    await api('POST', `/api/personal-trainings/${usedUp.id}/sessions`);
    await sell(rec.id, 1);
    await app.caughtUp();

    const page = await ptPage();
    const rows = page.getByRole('table', { name: /PT packages/ }).locator('tbody tr');
    const found = page.getByText(/packages? found/);
    const filters = page.getByRole('search');

    // The box shows the address's search: typing before "Clear filters" has reached it would be wiped by it.
    const clearFilters = async () => {
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => url.search === '');
      await expect.poll(() => page.getByLabel('Search packages').inputValue()).toBe('');
    };

    await page.goto(`${app.baseUrl}/personal-training?status=used_up`);
    await page.getByRole('row', { name: /Maha Usedup/ }).waitFor();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await shownFilter(filters, 'Status')).toBe('Used up');
    await filters.getByRole('button', { name: 'Remove filter Status: Used up' }).waitFor();
    expect(await page.getByRole('row', { name: /Maha Usedup/ }).innerText()).toContain('1 of 1');
    await expectNoSeriousA11yViolations(page, 'the PT page filtered to used-up packages');

    await clearFilters();
    await page.getByLabel('Search packages').fill('pager person');
    await page.waitForURL((url) => url.searchParams.get('q') === 'pager person');
    await expect.poll(() => found.innerText(), { timeout: 15_000 }).toBe('26 packages found · page 1');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(25);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => found.innerText(), { timeout: 15_000 }).toBe('26 packages found · page 2');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(25);

    // The trainer filter with the search, and a reload keeps both.
    await chooseFilter(filters, 'Trainer', 'Coach Rania Pager');
    await page.waitForURL((url) => url.searchParams.get('trainer') === trainer.id);
    await page.reload();
    await expect.poll(() => found.innerText(), { timeout: 15_000 }).toBe('26 packages found · page 1');
    expect(await page.getByLabel('Search packages').inputValue()).toBe('pager person');
    await chooseFilter(filters, 'Balance', 'Owing');
    await page.getByText('No packages match these filters.').waitFor();

    // Recording the only session of a package uses it up.
    await clearFilters();
    await page.getByLabel('Search packages').fill('onesession');
    const row = page.getByRole('row', { name: /Reem Onesession/ });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await row.getByRole('button', { name: 'Record session of Reem Onesession' }).click();
    await toast(page, 'Session recorded').waitFor();
    await row.getByText('Used up').waitFor();
    expect(await row.innerText()).toContain('1 of 1');
    await expect.poll(() => row.getByRole('button', { name: /Record session/ }).count()).toBe(0);
  });
});
