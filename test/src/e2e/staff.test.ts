import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayOf } from '@gym/events/calendar/local-date';
import { qatarIban } from '@gym/modules/people/staff/wps-identifiers';
import { readSif } from '@gym/modules/finance/payroll/wps-sif';
import { call, signInReception } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { hireEmployee, userIdOf } from '../support/employee-fixtures.js';
import { ADMIN, openPage, RECEPTION, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/** The first Sunday of next month (gym time): a week of annual leave that never clashes with a weekend start. */
function nextMonthSunday(today: string): string {
  let day = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1);
  return day;
}

describe('staff: leave approved and a payroll run approved with its WPS file (/staff, /staff-salaries)', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-staff' }, 'admin');
  const today = dayOf(new Date(), 'Asia/Qatar');

  async function pageAs(account: typeof ADMIN | typeof RECEPTION, path: string, heading: string): Promise<Page> {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, account, `${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    return page;
  }
  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

  beforeAll(async () => {
    const desk = await signInReception(app.baseUrl);
    await hireEmployee(app.baseUrl, admin, {
      name: 'Rana Desk',
      hireDate: '2024-01-01',
      userId: await userIdOf(app.baseUrl, desk),
    });
    await hireEmployee(app.baseUrl, admin, { name: 'Omar Coach', hireDate: '2022-05-01', basicSalary: 2500 });
    const settings = await call(app.baseUrl, 'PUT', '/api/payroll/settings', {
      session: admin,
      body: {
        employerEid: '1234567',
        payerEid: '1234567',
        payerBankShortName: 'QNB',
        payerIban: qatarIban('QNBA', '9'.repeat(21)),
      },
    });
    expect(settings.status).toBe(200);
    await app.caughtUp();
  });

  it('the receptionist asks for a week of annual leave; the administrator approves it and the calendar shows it', async () => {
    const from = nextMonthSunday(today);
    const to = addDays(from, 4);
    const desk = await pageAs(RECEPTION, '/staff', 'Leave Management');
    await desk.getByRole('heading', { name: 'My leave requests' }).waitFor();
    await desk.getByText('No leave requests yet.').waitFor();
    await desk.getByRole('button', { name: 'Request leave' }).click();
    await desk.getByRole('heading', { name: 'Request leave' }).waitFor();
    await desk.getByLabel('Leave type').selectOption('annual');
    await desk.getByLabel('From').fill(from);
    await desk.getByLabel('To').fill(to);
    await desk.getByLabel('Reason').fill('Family visit');
    await desk.getByRole('button', { name: 'Send request' }).click();
    await toast(desk, 'Leave requested').waitFor();
    await desk
      .getByRole('table', { name: 'Leave requests' })
      .getByRole('row', { name: /Rana Desk.*pending/ })
      .waitFor();
    // No salary or other people's records for the receptionist.
    await expect.poll(() => desk.getByRole('table', { name: 'Employees' }).getByRole('row').count()).toBe(2);
    expect(await desk.getByRole('columnheader', { name: 'Basic (QAR)' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(desk, 'leave page (receptionist)');

    const office = await pageAs(ADMIN, '/staff', 'Leave Management');
    await office.getByRole('button', { name: `Approve leave of Rana Desk from ${from}` }).click();
    await toast(office, 'Leave approved').waitFor();
    await office
      .getByRole('table', { name: 'Leave requests' })
      .getByRole('row', { name: /Rana Desk.*5 full, 0 half, 0 unpaid.*approved/ })
      .waitFor();
    await office.getByRole('button', { name: 'Next month' }).click();
    const calendar = office.getByRole('table', { name: /Who is off in/ });
    await calendar.getByText('Rana Desk (Annual)').first().waitFor();
    await expect.poll(() => calendar.getByText('Rana Desk (Annual)').count()).toBe(5);
    await expectNoSeriousA11yViolations(office, 'leave page (administrator)');

    // The receptionist's screen follows: the request is approved there too.
    await desk
      .getByRole('table', { name: 'Leave requests' })
      .getByRole('row', { name: /Rana Desk.*approved/ })
      .waitFor();
  });

  it('the administrator drafts, sends for review and approves a payroll, then downloads its WPS file', async () => {
    const month = today.slice(0, 7);
    const page = await pageAs(ADMIN, '/staff-salaries', 'Staff Salaries');
    await page.getByText('No payroll yet.').waitFor();
    await page.getByLabel('Salary month').fill(month);
    await page.getByRole('button', { name: 'Draft payroll' }).click();
    await toast(page, 'Payroll drafted').waitFor();
    await page.getByRole('heading', { name: new RegExp(`Payroll ${month}: Draft`) }).waitFor();
    await page
      .getByRole('table', { name: `Payroll ${month}` })
      .getByRole('row', { name: /Rana Desk/ })
      .waitFor();
    await page.getByRole('button', { name: 'Send for review' }).click();
    await page.getByRole('heading', { name: new RegExp(`Payroll ${month}: Under review`) }).waitFor();
    await page.getByRole('button', { name: 'Approve payroll' }).click();
    await toast(page, 'Payroll approved').waitFor();
    await page.getByRole('heading', { name: new RegExp(`Payroll ${month}: Approved \\(locked\\)`) }).waitFor();
    await expectNoSeriousA11yViolations(page, 'salaries page');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download WPS file' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^SIF_01234567_QNB_\d{8}_\d{4}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const sif = readSif(text);
    expect(sif.count).toBe(2);
    expect(sif.total).toBe(sif.nets.reduce((a, b) => a + b, 0));
    expect(text).toContain(`,${month.replace('-', '')},`);

    // The payslip of one employee, from the run.
    await page.getByRole('button', { name: 'Payslip of Omar Coach' }).click();
    await page.getByRole('heading', { name: `Payslip ${month}: Omar Coach` }).waitFor();
    await page.getByRole('row', { name: /Basic salary.*2,500/ }).waitFor();
  });

  it('the receptionist sees their own payslip and no payroll runs', async () => {
    const page = await pageAs(RECEPTION, '/staff-salaries', 'Staff Salaries');
    await page.getByRole('button', { name: `Payslip ${today.slice(0, 7)}` }).waitFor();
    expect(await page.getByRole('heading', { name: 'Payroll runs' }).count()).toBe(0);
  });
});
