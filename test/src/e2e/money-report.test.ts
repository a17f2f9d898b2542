import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { staffWith } from '../support/staff-fixtures.js';
import { ADMIN, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { memberWithMembership } from '../support/desk-fixtures.js';

/** The gym's day (the default zone, Asia/Qatar), as the server dates payments and expenses. */
const gymToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Qatar' }).format(new Date());
const monthTitle = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 7)}-01T00:00:00Z`),
  );

describe('monthly report, the dashboard card "This month\'s result", and finance lists to file and paper', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-money-report' }, 'admin');

  const expense = (amount: number, category: string) =>
    api('POST', '/api/expenses', { date: gymToday(), category, vendor: 'Vendor', amount, method: 'card' });

  beforeAll(async () => {
    const plan = await api<{ id: string }>('POST', '/api/membership-plans', {
      name: 'Monthly',
      price: 350,
      joiningFee: 100,
      duration: 1,
      durationUnit: 'months',
    });
    await memberWithMembership(app.baseUrl, admin, plan.id, {
      profile: { firstName: 'Noor', lastName: 'Saleh', phone: '+974 5512 3401', gender: 'female' },
      sale: { status: 'paid', paymentMethod: 'card' },
    });
    await expense(100, 'Rent');
    await expense(2000, 'Equipment'); // waits for approval: not counted
    await app.caughtUp();
  });

  it('shows the chart (named) and the same figures in a table', async () => {
    const page = await signedInPage(browser, app.baseUrl, ADMIN, { contexts, path: '/expenses', heading: 'Expenses' });
    const section = page.getByRole('region', { name: 'Monthly report' });
    await section.getByRole('img', { name: /^Revenue by source and expenses by category per month/ }).waitFor();
    const table = section.getByRole('table', { name: /^Monthly revenue, expenses and result/ });
    const row = table.getByRole('row', { name: new RegExp(`^${monthTitle(gymToday())}`) });
    await row.waitFor();
    await expect
      .poll(() => row.getByRole('cell').allInnerTexts())
      .toEqual([
        '450.00 QAR', // memberships
        '0.00 QAR',
        '0.00 QAR',
        '0.00 QAR',
        '450.00 QAR', // revenue
        '100.00 QAR', // rent (the 2,000.00 equipment waits for approval)
        '100.00 QAR', // expenses
        '350.00 QAR', // result
      ]);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Month',
      'Memberships',
      'Personal training',
      'Supplements',
      'Other invoices',
      'Revenue',
      'Rent',
      'Expenses',
      'Result',
    ]);
    await expectNoSeriousA11yViolations(page, 'monthly report');

    await page.getByLabel('From month').fill('2020-01');
    await section.getByRole('alert').filter({ hasText: 'A report covers at most 36 months' }).waitFor();
  });

  it("shows This month's result to canViewFinancials, live, and not to a user without it", async () => {
    const page = await signedInPage(browser, app.baseUrl, ADMIN, { contexts });
    const card = page.getByRole('region', { name: "This month's result" });
    await card.getByText('350.00 QAR', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'dashboard with the result card');
    // A new expense reaches the open dashboard through the money-report push, without a reload.
    await expense(50, 'Rent');
    await card.getByText('300.00 QAR', { exact: true }).waitFor();

    await staffWith(app, admin, 'Front Desk Trainee', ['canViewMembers']);
    const requests: string[] = [];
    const other = await signedInPage(browser, app.baseUrl, {
      username: 'front-desk-trainee',
      password: 'front-desk-trainee-password',
    });
    other.on('request', (request) => requests.push(request.url()));
    await other.reload();
    await other.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await other.getByRole('region', { name: 'Total Members' }).waitFor();
    expect(await other.getByRole('region', { name: "This month's result" }).count()).toBe(0);
    expect(requests.filter((url) => url.includes('/api/finance/monthly-report'))).toEqual([]);
    await expectNoSeriousA11yViolations(other, 'dashboard without financials');
  });
  it('prints each finance list alone and downloads it as CSV and .xlsx', async () => {
    const page = await signedInPage(browser, app.baseUrl, ADMIN, { contexts, path: '/billing', heading: 'Billing' });
    // The print dialog is not opened in a test: window.print is replaced, so the page stays marked for printing.
    const printAs = async (button: string, shown: string, hidden: string[]) => {
      await page.evaluate(() => {
        (globalThis as unknown as { print: () => void }).print = () => undefined;
      });
      await page.getByRole('button', { name: button }).click();
      await page.emulateMedia({ media: 'print' });
      await page.getByRole('table', { name: shown }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      for (const name of hidden) expect(await page.getByRole('button', { name }).isVisible(), name).toBe(false);
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => (globalThis as unknown as EventTarget).dispatchEvent(new Event('afterprint')));
    };
    const download = async (link: string) => {
      const href = await page.getByRole('link', { name: link }).getAttribute('href');
      const response = await page.request.get(`${app.baseUrl}${href}`);
      expect(response.status(), link).toBe(200);
      return response;
    };

    await page.getByRole('table', { name: /^Invoices: all/ }).waitFor();
    await printAs('Print invoices', 'Invoices: all, newest first', ['Next', 'Print invoices']);
    expect((await download('Invoices CSV')).headers()['content-type']).toContain('text/csv');
    const workbook = await download('Payments Excel');
    expect(workbook.headers()['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await workbook.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    await expectNoSeriousA11yViolations(page, 'billing with export buttons');

    await page.getByRole('tab', { name: 'Debt report' }).click();
    await page.getByRole('link', { name: 'Debt report Excel' }).waitFor();
    await download('Debt report CSV');
    await download('Debt report Excel');
    await page.getByRole('button', { name: 'Print debt report' }).waitFor();

    await page.goto(`${app.baseUrl}/expenses`);
    await page.getByRole('table', { name: 'Expenses, newest first' }).waitFor();
    await printAs('Print expenses', 'Expenses, newest first', ['Record expense']);
    expect((await download('Export Excel')).headers()['content-disposition']).toMatch(/\.xlsx"$/);

    await page.goto(`${app.baseUrl}/petty-cash`);
    await page.getByRole('table', { name: 'Till sessions' }).waitFor();
    await printAs('Print sessions', 'Till sessions', ['Print sessions']);
    await expectNoSeriousA11yViolations(page, 'petty cash with print');
  });
});
