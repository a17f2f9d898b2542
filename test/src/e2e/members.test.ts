import { readFile } from 'node:fs/promises';
import { readXlsxSheet } from '@gym/kernel/export/xlsx-reader';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { dayOf } from '@gym/events/calendar/local-date';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, RECEPTION, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { createMember, createPlan, memberWithMembership, PAID_IN_CASH } from '../support/desk-fixtures.js';
import { chooseFilter } from './filter-bar.js';
import type { Account } from './e2e-session.js';

interface NewMember {
  id: string;
  memberNumber: number;
}

/** Today as the server counts it (the gym's default time zone). */
const today = () => dayOf(new Date(), 'Asia/Qatar');

describe('members screens (card view, table view, add member, member detail)', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-members' }, 'admin');
  let planId: string;

  /** A new member with a membership paid in cash, unpaid, or none yet. */
  async function member(
    firstName: string,
    lastName: string,
    sale: 'paid' | 'unpaid' | 'none' = 'paid',
    gender: 'female' | 'male' = 'female',
  ): Promise<NewMember> {
    const profile = { firstName, lastName, gender, email: `${firstName.toLowerCase().replace(/\W/g, '')}@example.com` };
    if (sale === 'none') return createMember(app.baseUrl, admin, profile);
    const terms = sale === 'paid' ? PAID_IN_CASH : { status: 'unpaid' };
    return (await memberWithMembership(app.baseUrl, admin, planId, { profile, sale: terms })).member;
  }

  const desk = (account: Account) => signedInPage(browser, app.baseUrl, account, { contexts });

  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr');
  const rowNames = (page: Page) => rows(page).locator('th a').allInnerTexts();
  /** A Headless UI dialog; its title (a heading) shows once it is open. */
  async function dialog(page: Page, title: string) {
    const found = page.getByRole('dialog', { name: title });
    await found.getByRole('heading', { name: title }).waitFor();
    return found;
  }

  async function waitForRowNames(page: Page, expected: string[]) {
    await expect.poll(() => rowNames(page), { timeout: 15_000 }).toEqual(expected);
  }

  async function downloaded(page: Page, button: string): Promise<{ name: string; text: string; bytes: Buffer }> {
    const [download] = await Promise.all([
      page.waitForEvent('download') as Promise<Download>,
      page.getByRole('button', { name: button }).click(),
    ]);
    const path = await download.path();
    const bytes = await readFile(path);
    return { name: download.suggestedFilename(), text: bytes.toString('utf8'), bytes };
  }

  beforeAll(async () => {
    planId = (await createPlan(app.baseUrl, admin)).id;
  });

  it('table view: searches, filters and sorts on the server, and exports CSV and Excel with the filters', async () => {
    await member('Zara', 'Ahmed');
    await member('Omar', 'Farouk', 'unpaid', 'male');
    await member('Bilal', 'Khan', 'none', 'male');
    await member('Dana', 'Smith, "DJ"');
    await app.caughtUp();

    const page = await desk(RECEPTION);
    await page.goto(`${app.baseUrl}/members/fixed`);
    await page.getByRole('heading', { name: 'Members Table', level: 1 }).waitFor();
    await waitForRowNames(page, ['Bilal Khan', 'Dana Smith, "DJ"', 'Omar Farouk', 'Zara Ahmed']);
    await page.getByText('4 members found').waitFor();
    await expectNoSeriousA11yViolations(page, 'the members table');

    // Search (debounced, server-side): by name, then by a phone's digits.
    await page.getByLabel('Search members').fill('zara');
    await waitForRowNames(page, ['Zara Ahmed']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('zara');
    await page.getByLabel('Search members').fill('');
    await waitForRowNames(page, ['Bilal Khan', 'Dana Smith, "DJ"', 'Omar Farouk', 'Zara Ahmed']);

    // Status and gender filters.
    await chooseFilter(page, 'Status', 'No membership yet');
    await waitForRowNames(page, ['Bilal Khan']);
    await chooseFilter(page, 'Status', 'Active');
    await waitForRowNames(page, ['Dana Smith, "DJ"', 'Omar Farouk', 'Zara Ahmed']);
    await chooseFilter(page, 'Gender', 'Gents');
    await waitForRowNames(page, ['Omar Farouk']);
    // Each active filter is a chip that removes it.
    await page.getByRole('button', { name: 'Remove filter Gender: Gents' }).click();
    await page.getByLabel('Owes money').check();
    await waitForRowNames(page, ['Omar Farouk']);
    await page.getByLabel('Owes money').uncheck();
    await waitForRowNames(page, ['Dana Smith, "DJ"', 'Omar Farouk', 'Zara Ahmed']);

    // Sorting by a column header, announced with aria-sort.
    const nameHeader = page.getByRole('columnheader', { name: 'Member' });
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.getByRole('button').click();
    await waitForRowNames(page, ['Zara Ahmed', 'Omar Farouk', 'Dana Smith, "DJ"']);
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    const dueHeader = page.getByRole('columnheader', { name: 'Due' });
    await dueHeader.getByRole('button').click();
    await dueHeader.getByRole('button').click();
    await expect.poll(() => dueHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await rowNames(page))[0]).toBe('Omar Farouk');

    // Exports carry the filters (active members only) and the spec's escaping; file names carry the gym's day.
    const csv = await downloaded(page, 'Export CSV');
    expect(csv.name).toBe(`members-${today()}.csv`);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('First Name');
    expect(lines).toHaveLength(4);
    expect(csv.text).toContain('"Smith, ""DJ"""');
    expect(csv.text).not.toContain('Bilal');
    const excel = await downloaded(page, 'Export Excel');
    expect(excel.name).toBe(`members-${today()}.xlsx`);
    // A real workbook with the same rows as the CSV (issue 10, item 12).
    const sheet = await readXlsxSheet(excel.bytes);
    expect(sheet).toHaveLength(lines.length);
    expect(sheet[0]!.map((c) => c?.value)).toEqual(lines[0]!.split(','));
    expect(sheet.some((row) => row[2]?.value === 'Smith, "DJ"')).toBe(true);
  });

  it('card view: cards with status, expiry ("N/A" when missing) and due, searchable, linking to the member', async () => {
    const page = await desk(RECEPTION);
    await page.goto(`${app.baseUrl}/members?q=bilal`);
    const card = page.getByRole('article').filter({ hasText: 'Bilal Khan' });
    await card.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await card.getByText('N/A').waitFor();
    await card.getByText('Pending').waitFor();
    await card.getByText('0.00 QAR').waitFor();
    await card.getByRole('link', { name: 'Bilal Khan' }).click();
    await page.getByRole('heading', { name: 'Bilal Khan', level: 1 }).waitFor();
  });

  it('adds a member with field messages from the schema, then sells the membership through the invoice dialog', async () => {
    const page = await desk(RECEPTION);
    await page.goto(`${app.baseUrl}/members/add`);
    await page.getByRole('heading', { name: 'Add Member', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Member', exact: true }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone is required',
      'Choose male or female',
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('First name').fill('Layla');
    await page.getByLabel('Last name').fill('Hassan');
    await page.getByLabel('Phone', { exact: true }).fill('12');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Email').fill('layla@');
    await page.getByLabel('Weight (kg)').fill('500');
    await page.getByRole('button', { name: 'Add Member', exact: true }).click();
    await page.getByText('A phone number has 7 to 15 digits').waitFor();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByText('Weight must be between 20 and 300 kg').waitFor();

    await page.getByLabel('Phone', { exact: true }).fill('+974 5512 3456');
    await page.getByLabel('Email').fill('layla@example.com');
    await page.getByLabel('Weight (kg)').fill('61.5');
    await page.getByLabel('Nationality').fill('Qatari');
    await page.getByLabel('Emergency contact name').fill('Sara Hassan');
    await page.getByLabel('Emergency phone').fill('+974 5598 7654');
    await page.getByLabel('Membership plan (optional)').selectOption({ label: 'Monthly: 350.00 QAR, 1 month' });
    await page.getByRole('button', { name: 'Add member and continue to payment' }).click();

    const sale = await dialog(page, 'New membership');
    await sale.getByText('Layla Hassan').waitFor();
    await sale.getByText('Joining fee').waitFor();
    await expect.poll(() => sale.getByTestId('invoice-total').innerText()).toBe('450.00 QAR');
    await expect.poll(() => sale.getByLabel('Payment method').inputValue()).toBe('cash');
    await expectNoSeriousA11yViolations(page, 'the invoice dialog');
    await sale.getByLabel('Payment method').selectOption({ label: 'Credit/Debit Card' });
    await sale.getByRole('button', { name: 'Pay 450.00 QAR' }).click();

    const complete = await dialog(page, 'Payment Complete');
    await complete.getByText('450.00 QAR paid by Credit/Debit Card.').waitFor();
    await toast(page, 'Payment Processed');
    await complete.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('heading', { name: 'Layla Hassan', level: 1 }).waitFor();
    const membership = page.getByRole('region', { name: 'Membership' });
    await membership.getByText('Active').waitFor();
    await membership.getByText('Monthly').waitFor();
    await expect.poll(() => membership.getByTestId('member-due').innerText()).toBe('0.00 QAR');
    const invoices = page.getByRole('table', { name: 'Invoices of the member, newest first' });
    await invoices.locator('tbody').getByText('Paid', { exact: true }).waitFor();
  });

  it('freezes and unfreezes a membership, and the history says who did what', async () => {
    const created = await member('Noor', 'Saleh');
    await app.caughtUp();
    const page = await desk(RECEPTION);
    await page.goto(`${app.baseUrl}/members/${created.id}`);
    await page.getByRole('heading', { name: 'Noor Saleh', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the member detail page');

    const membership = page.getByRole('region', { name: 'Membership' });
    await membership.getByRole('button', { name: 'Freeze' }).click();
    const freeze = await dialog(page, 'Freeze membership');
    await freeze.getByLabel('From').fill(today());
    await freeze.getByRole('button', { name: 'Freeze membership' }).click();
    await freeze.getByText('Give a reason').waitFor();
    await freeze.getByLabel('Reason').fill('Travelling');
    await freeze.getByRole('button', { name: 'Freeze membership' }).click();
    await toast(page, 'Membership frozen');
    await membership.getByText('Frozen', { exact: true }).first().waitFor();
    await membership.getByRole('button', { name: 'Unfreeze' }).click();
    await toast(page, 'Membership unfrozen');
    await membership.getByText('Active', { exact: true }).waitFor();

    const history = page.getByRole('table', { name: 'History of the member, newest first' });
    const frozen = history.getByRole('row').filter({ hasText: /Frozen \d{4}-\d{2}-\d{2} to/ });
    await frozen.waitFor();
    await expect.poll(() => frozen.innerText()).toContain('Travelling');
    await expect.poll(() => frozen.innerText()).toContain('Reception Desk');
    const unfrozen = history.getByRole('row').filter({ hasText: 'Unfrozen on' });
    await unfrozen.waitFor();
    await expect.poll(() => unfrozen.innerText()).toContain('Reception Desk');
    // Newest first: the unfreeze is above the freeze, which is above the registration.
    const summaries = await history.locator('tbody tr').allInnerTexts();
    expect(summaries.findIndex((row) => row.includes('Unfrozen on'))).toBeLessThan(
      summaries.findIndex((row) => row.includes('Travelling')),
    );
    expect(summaries.at(-1)).toContain('Registered as member');
  });

  it('check-in from the member page: a refusal shows why, and an administrator may override it', async () => {
    const created = await member('Hamad', 'Nasser', 'none', 'male');
    await app.caughtUp();
    const page = await desk(ADMIN);
    await page.goto(`${app.baseUrl}/members/${created.id}`);
    await page.getByRole('heading', { name: 'Hamad Nasser', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Check-in refused.' });
    await refusal.waitFor();
    await refusal.getByRole('button', { name: 'Override and check in' }).click();
    await toast(page, 'Check-in successful');
    await page.getByRole('region', { name: 'Recent check-ins' }).getByText('Let in by Gym Administrator').waitFor();
  });

  it('adds a member with a name in Arabic script and a Qatar ID, found by another spelling in the table and at the desk (issue 46)', async () => {
    const page = await desk(RECEPTION);
    await page.goto(`${app.baseUrl}/members/add`);
    await page.getByRole('heading', { name: 'Add Member', level: 1 }).waitFor();
    await page.getByLabel('First name').fill('Amira');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Name in Arabic').fill('أميرة حدّاد');
    await expect.poll(() => page.getByLabel('Name in Arabic').getAttribute('dir')).toBe('rtl');
    await page.getByLabel('Qatar ID').fill('2856349999');
    await page.getByLabel('Phone', { exact: true }).fill('+974 5512 7777');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Preferred language').selectOption({ label: 'Arabic' });
    await page.getByRole('button', { name: 'Add Member', exact: true }).click();
    await page.getByText('A Qatar ID has 11 digits and starts with 2 or 3').waitFor();
    await page.getByLabel('Qatar ID').fill('285 6349 9999');
    await page.getByRole('button', { name: 'Add Member', exact: true }).click();

    await page.getByRole('heading', { name: 'Amira Haddad', level: 1 }).waitFor();
    await page.getByText('أميرة حدّاد').first().waitFor();
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByText('28563499999').waitFor();
    await profile.getByText('Arabic', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'a member with a name in Arabic script');

    // The table's search: without the hamza, with a ha for the ta marbuta, without the shadda.
    await app.caughtUp();
    await page.goto(`${app.baseUrl}/members/fixed`);
    await page.getByRole('heading', { name: 'Members Table', level: 1 }).waitFor();
    await page.getByLabel('Search members').fill('اميره حداد');
    await waitForRowNames(page, ['Amira Haddad']);
    await rows(page).first().getByText('أميرة حدّاد').waitFor();

    // The desk's lookup: with a madda, and a member who has only an Arabic name, shown by it.
    await createMember(app.baseUrl, admin, { firstName: '', lastName: '', nameArabic: 'موزة الكعبي' });
    await app.caughtUp();
    await page.goto(`${app.baseUrl}/check-in`);
    const search = page.getByRole('combobox', { name: 'Find a member or scan a card' });
    await search.fill('آميرة');
    await page.getByRole('option', { name: /Amira Haddad/ }).waitFor();
    await search.fill('موزه');
    await page.getByRole('option', { name: /موزة الكعبي/ }).waitFor();
  });
});
