import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, dayOf } from '@gym/events/calendar/local-date';
import { qatarIban } from '@gym/modules/people/staff/wps-identifiers';
import { call, signInReception } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { hireEmployee, userIdOf } from '../support/employee-fixtures.js';
import { ADMIN, openPage, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/** The screens for what had only an API: editing and linking an employee, documents, compensatory days, WPS details. */
describe('staff records: edit and link an employee, documents, compensatory days, WPS employer details', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-staff-records' }, 'admin');
  let deskUserId: number;
  let trainerId: string;
  let layla: string;
  const today = dayOf(new Date(), 'Asia/Qatar');

  async function adminPage(path: string, heading: string): Promise<Page> {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, ADMIN, `${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    return page;
  }
  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

  beforeAll(async () => {
    deskUserId = await userIdOf(app.baseUrl, await signInReception(app.baseUrl));
    trainerId = (
      await call<{ id: string }>(app.baseUrl, 'POST', '/api/trainers', { session: admin, body: { name: 'Coach Link' } })
    ).body.id;
    layla = (await hireEmployee(app.baseUrl, admin, { name: 'Layla Records', hireDate: '2024-01-01' })).id;
    await app.caughtUp();
  });

  it('edits an employee and links them to a user account and a PT trainer paid on sessions', async () => {
    const page = await adminPage('/staff', 'Leave Management');
    await page.getByRole('button', { name: 'Edit Layla Records' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Layla Records' });
    await page.getByRole('heading', { name: 'Edit Layla Records' }).waitFor();
    await expect.poll(() => dialog.getByLabel('Full name').inputValue()).toBe('Layla Records');
    await dialog.getByLabel('Job title').fill('Head receptionist');
    await dialog.getByLabel('User account').selectOption(String(deskUserId));
    await dialog.getByLabel('PT trainer').selectOption(trainerId);
    await dialog.getByLabel('Commission (%)').fill('5');
    await dialog.getByLabel('Commission on').selectOption('sessions');
    await expectNoSeriousA11yViolations(page, 'edit employee dialog');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Employee saved').waitFor();
    await page
      .getByRole('table', { name: 'Employees' })
      .getByRole('row', { name: /Layla Records.*Head receptionist/ })
      .waitFor();
    const record = async () =>
      (await call<Record<string, unknown>>(app.baseUrl, 'GET', `/api/staff/employees/${layla}`, { session: admin }))
        .body;
    await expect.poll(record, { timeout: 15_000 }).toMatchObject({
      jobTitle: 'Head receptionist',
      userId: deskUserId,
      trainerId,
      commissionPercent: 5,
      commissionBasis: 'sessions',
    });
  });

  it('records a visa with its expiry: the record warns it expires soon', async () => {
    const expiry = addDays(today, 10);
    const page = await adminPage('/staff', 'Leave Management');
    await page.getByRole('button', { name: 'Add a document for Layla Records' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a document for Layla Records' });
    await page.getByRole('heading', { name: 'Add a document for Layla Records' }).waitFor();
    await dialog.getByLabel('Document', { exact: true }).selectOption('visa');
    await dialog.getByLabel('Document number').fill('V-778899');
    await dialog.getByLabel('Expiry date').fill(expiry);
    await expectNoSeriousA11yViolations(page, 'document dialog');
    await dialog.getByRole('button', { name: 'Record document' }).click();
    await toast(page, 'Document recorded').waitFor();
    await page
      .getByRole('table', { name: 'Employees' })
      .getByRole('row', { name: /Layla Records/ })
      .getByText(`Visa expires ${expiry}`)
      .waitFor();
  });

  it('grants compensatory days: the balance shows them', async () => {
    const page = await adminPage('/staff', 'Leave Management');
    await page.getByRole('button', { name: 'Grant compensatory days' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant compensatory days' });
    await page.getByRole('heading', { name: 'Grant compensatory days' }).waitFor();
    await dialog.getByLabel('Employee', { exact: true }).selectOption(layla);
    await dialog.getByLabel('Days', { exact: true }).fill('2');
    await dialog.getByLabel('What the days are for').fill('Worked on Eid al-Adha');
    await expectNoSeriousA11yViolations(page, 'compensatory dialog');
    await dialog.getByRole('button', { name: 'Grant days' }).click();
    await toast(page, 'Compensatory days granted').waitFor();
    const row = page.getByRole('table', { name: 'Leave balances' }).getByRole('row', { name: /Layla Records/ });
    await expect.poll(() => row.getByRole('cell').last().textContent(), { timeout: 20_000 }).toBe('2');
  });

  it('sets the WPS employer details; an overtime rate below the legal minimum is refused', async () => {
    const page = await adminPage('/staff-salaries', 'Staff Salaries');
    await page.getByRole('button', { name: 'WPS employer details' }).click();
    const dialog = page.getByRole('dialog', { name: 'WPS employer details' });
    await dialog.getByLabel('Employer establishment ID').waitFor();
    await dialog.getByLabel('Employer establishment ID').fill('7654321');
    await dialog.getByLabel('Payer establishment ID').fill('7654321');
    await dialog.getByLabel('Paying bank short name').fill('CBQ');
    await dialog.getByLabel('Paying account IBAN').fill(qatarIban('CBQA', '4'.repeat(21)));
    await dialog.getByLabel('Overtime rate (%)', { exact: true }).fill('100');
    await dialog.getByRole('button', { name: 'Save WPS details' }).click();
    await expect
      .poll(() => dialog.getByLabel('Overtime rate (%)', { exact: true }).getAttribute('aria-invalid'), {
        timeout: 15_000,
      })
      .toBe('true');
    await dialog.getByLabel('Overtime rate (%)', { exact: true }).fill('130');
    await expectNoSeriousA11yViolations(page, 'WPS details dialog');
    await dialog.getByRole('button', { name: 'Save WPS details' }).click();
    await toast(page, 'WPS details saved').waitFor();
    const saved = await call<{ employerEid: string; payerBankShortName: string; overtime: { dayPercent: number } }>(
      app.baseUrl,
      'GET',
      '/api/payroll/settings',
      { session: admin },
    );
    expect(saved.body).toMatchObject({
      employerEid: '7654321',
      payerBankShortName: 'CBQ',
      overtime: { dayPercent: 130 },
    });
  });
});
