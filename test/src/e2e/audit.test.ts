import { beforeAll, describe, expect, it } from 'vitest';
import { employeeStream } from '@gym/modules/people/staff/employee-events';
import { call, signInAdmin, signInReception } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { hireEmployee } from '../support/employee-fixtures.js';
import { appendOlderReleaseDocument } from '../support/older-release-events.js';
import { staffWith } from '../support/staff-fixtures.js';
import { ADMIN, menuLabels, openPage, signIn, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { chooseFilter } from './filter-bar.js';

describe('the Audit page: the event log in words (issue 13, item 3)', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-audit' }, 'admin');
  let invoiceNumber: string;

  beforeAll(async () => {
    const desk = await signInReception(app.baseUrl);
    const planId = (await createPlan(app.baseUrl, admin)).id;
    const profile = { firstName: 'Ali', lastName: 'Hassan' };
    const { member, invoice } = await memberWithMembership(app.baseUrl, desk, planId, { profile });
    const memberId = member.id;
    invoiceNumber = invoice.number;
    const changed = await call(app.baseUrl, 'PATCH', `/api/members/${memberId}`, {
      session: admin,
      body: { phone: '+974 5552 0002' },
    });
    expect(changed.status).toBe(200);
    await staffWith(app, admin, 'Front Desk', ['canViewMembers']);
    await app.caughtUp();
  });

  it('lets an administrator read, filter, expand and verify the log, with no axe barrier', async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signIn(page, app.baseUrl, ADMIN);
    await expect.poll(() => menuLabels(page)).toContain('Audit');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
    await page.getByRole('heading', { name: 'Audit', level: 1 }).waitFor();

    const table = page.getByRole('table');
    // Subjects by name, not short ids: the invoice by its number, the member by name.
    const payment = table
      .getByRole('row')
      .filter({ hasText: `Reception Desk took 450.00 QAR in cash on invoice ${invoiceNumber} from Ali Hassan` });
    await payment.first().waitFor();
    await expect.poll(() => payment.first().innerText()).toContain('Reception Desk');
    // The sign-in toast fades (half-transparent text) while it leaves; axe checks the page once it is gone.
    await page.getByRole('status').filter({ hasText: 'Login Successful' }).waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page, 'audit page');

    // Filter by type: only payments remain.
    await chooseFilter(page, 'Event type', 'PaymentRecorded');
    await page.waitForURL(/type=PaymentRecorded/);
    // The old (unfiltered) page may still be on screen for a moment: wait until every row is a payment.
    await table.locator('tbody > tr').filter({ hasNotText: 'PaymentRecorded' }).first().waitFor({ state: 'detached' });
    await payment.first().waitFor();
    const whats = await table.locator('tbody > tr > td:nth-child(3)').allInnerTexts();
    expect(whats.length).toBeGreaterThan(0);
    for (const what of whats) expect(what).toContain('PaymentRecorded');

    // Expand a row to its raw event.
    const toggle = payment.first().getByRole('button', { name: /Show raw event/ });
    await toggle.click();
    const hide = payment.first().getByRole('button', { name: /Hide raw event/ });
    await expect.poll(() => hide.getAttribute('aria-expanded')).toBe('true');
    const raw = await page
      .getByLabel(/^Raw event \d+$/)
      .first()
      .innerText();
    const parsed = JSON.parse(raw) as {
      type: string;
      data: { amount: number };
      metadata: { actor: { username: string } };
    };
    expect(parsed).toMatchObject({ type: 'PaymentRecorded', data: { amount: 45000 } });
    expect(parsed.metadata.actor.username).toBe('reception');

    // Verify the chain: the verdict is read out.
    await page.getByRole('button', { name: 'Verify the log' }).click();
    await page.getByRole('status').filter({ hasText: 'The log is intact' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'audit page, filtered and expanded');
  });

  it('links members and invoices to their pages and shows a field before and after', async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, ADMIN, `/audit?type=MemberProfileChanged`);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'changed the profile of Ali Hassan' });
    await row.first().waitFor();
    await row
      .first()
      .getByRole('button', { name: /Show raw event/ })
      .click();
    const changes = page.getByRole('table', { name: /^Before and after/ });
    await changes.waitFor();
    const phone = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'phone', exact: true }) });
    expect(await phone.innerText()).toMatch(/phone\s+\+974 ?55\d{6}\s+\+974 ?5552 ?0002/);
    await page.getByRole('status').filter({ hasText: 'Login Successful' }).waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page, 'audit page, before and after');

    await row.first().getByRole('link', { name: 'Ali Hassan' }).click();
    await page.waitForURL(/\/members\/[^/]+$/);
    await page
      .getByRole('heading', { name: /Ali Hassan/ })
      .first()
      .waitFor();

    await page.goto(`${app.baseUrl}/audit?type=PaymentRecorded`);
    await page.getByRole('link', { name: invoiceNumber }).first().click();
    await page.waitForURL(/\/billing\/receipts\//);
    await page.getByRole('heading', { name: `Receipt ${invoiceNumber}` }).waitFor();
  });

  it('filters by free text and by the member registration sentence', async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, ADMIN, `/audit?type=MemberRegistered`);
    const rows = page.getByRole('table').getByRole('row').filter({ hasText: 'MemberRegistered' });
    await rows.first().waitFor();
    const search = page.getByLabel('Search (name, invoice, amount)');
    await search.fill('Zzyzx-nobody');
    await page.getByText('No events found').waitFor();
    await search.fill('Hassan');
    await rows.first().waitFor();
    expect(await page.getByText('No events found').count()).toBe(0);
  });

  it('shows settings managers the events a read model parked, and takes the mark that one was corrected', async () => {
    const admin = await signInAdmin(app.baseUrl);
    const employee = await hireEmployee(app.baseUrl, admin, { name: 'Poisoned Record' });
    // An older release let an impossible date into the log (the route refuses it now): the staff list parks it.
    await appendOlderReleaseDocument(app.store, employee.id, { kind: 'visa', number: 'V-1', expiryDate: '2026-02-30' });
    await app.caughtUp();
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, ADMIN, `/audit`);
    const section = page.getByRole('region', { name: /^Events a read model could not apply/ });
    await page.getByRole('region', { name: /\(1 to correct\)/ }).waitFor();
    const row = section.getByRole('row').filter({ hasText: 'EmployeeDocumentRecorded' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/staff-employees[\s\S]*out of range/);
    await page.getByRole('status').filter({ hasText: 'Login Successful' }).waitFor({ state: 'detached' });
    await expectNoSeriousA11yViolations(page, 'audit page with a parked event');

    await row.getByRole('button', { name: 'Mark corrected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark the event corrected' });
    await dialog.getByLabel('What was done').fill('Visa entered again with its real expiry date.');
    await dialog.getByRole('button', { name: 'Mark corrected' }).click();
    await section.getByText(/Corrected by Gym Administrator/).waitFor();
    await page.getByRole('region', { name: /\(0 to correct\)/ }).waitFor();

    // The history link opens the record's stream in the timeline, where the mark is explained in words.
    await row.getByRole('link', { name: `History of ${employeeStream(employee.id)}` }).click();
    await page.waitForURL(/stream=employee-/);
  });

  it('hides the Audit entry from staff without canViewFinancials', async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signIn(page, app.baseUrl, { username: 'front-desk', password: 'front-desk-password' });
    await expect.poll(() => menuLabels(page)).not.toContain('Audit');
  });
});
