import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, RECEPTION, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { createMember, memberWithMembership, PAID_IN_CASH } from '../support/desk-fixtures.js';
import type { Account } from './e2e-session.js';

interface NewMember {
  id: string;
  memberNumber: number;
}

interface Sale {
  id: string;
  number: string;
}

describe('billing: payments, renewals, plan changes and the billing page', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-billing' }, 'admin');
  let monthly: string;

  /** A new member (a man), with a monthly membership paid in cash, one not paid yet, or none. */
  async function member(
    firstName: string,
    lastName: string,
    sale?: 'paid' | 'unpaid',
  ): Promise<NewMember & { sale?: Sale }> {
    const profile = { firstName, lastName, gender: 'male' };
    if (!sale) return createMember(app.baseUrl, admin, profile);
    const terms = sale === 'paid' ? PAID_IN_CASH : { status: 'unpaid' };
    const { member: created, invoice } = await memberWithMembership(app.baseUrl, admin, monthly, {
      profile,
      sale: terms,
    });
    return { ...created, sale: invoice };
  }

  const desk = (account: Account, path: string) => signedInPage(browser, app.baseUrl, account, { contexts, path });

  async function dialog(page: Page, title: string): Promise<Locator> {
    const found = page.getByRole('dialog', { name: title });
    await found.getByRole('heading', { name: title }).waitFor();
    return found;
  }

  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
  const invoiceRow = (page: Page, number: string) =>
    page
      .getByRole('table', { name: /^Invoices/ })
      .getByRole('row')
      .filter({ hasText: number });

  beforeAll(async () => {
    const plan = (body: Record<string, unknown>) => api<{ id: string }>('POST', '/api/membership-plans', body);
    monthly = (await plan({ name: 'Monthly', price: 350, joiningFee: 100, duration: 1, durationUnit: 'months' })).id;
    await plan({ name: 'Quarterly', price: 900, joiningFee: 100, duration: 3, durationUnit: 'months' });
  });

  it('takes a partial payment, refuses more than is owed, then takes the rest', async () => {
    const { id, sale } = await member('Yousef', 'Karim', 'unpaid');
    await app.caughtUp();
    const page = await desk(RECEPTION, `/members/${id}`);
    await page.getByRole('heading', { name: 'Yousef Karim', level: 1 }).waitFor();
    const due = page.getByTestId('member-due');
    await expect.poll(() => due.innerText()).toBe('450.00 QAR');

    await invoiceRow(page, sale!.number)
      .getByRole('button', { name: `Pay ${sale!.number}` })
      .click();
    const first = await dialog(page, `Record a payment: ${sale!.number}`);
    await expect.poll(() => first.getByLabel('Amount (QAR)').inputValue()).toBe('450');
    await first.getByLabel('Amount (QAR)').fill('500');
    await first.getByRole('button', { name: 'Record payment' }).click();
    await first.getByText('At most 450.00 QAR is owed on this invoice').waitFor();
    await first.getByLabel('Amount (QAR)').fill('200');
    await first.getByLabel('Payment method').selectOption({ label: 'Bank Transfer' });
    await first.getByRole('button', { name: 'Record payment' }).click();
    await toast(page, 'Payment Recorded');
    await expect.poll(() => due.innerText()).toBe('250.00 QAR');
    await invoiceRow(page, sale!.number).getByText('Partially paid', { exact: true }).waitFor();

    await invoiceRow(page, sale!.number)
      .getByRole('button', { name: `Pay ${sale!.number}` })
      .click();
    const rest = await dialog(page, `Record a payment: ${sale!.number}`);
    await rest.getByLabel('Amount (QAR)').fill('');
    await rest.getByRole('button', { name: 'Pay in full (250.00 QAR)' }).click();
    await expect.poll(() => rest.getByLabel('Amount (QAR)').inputValue()).toBe('250');
    await rest.getByRole('button', { name: 'Record payment' }).click();
    await toast(page, 'is paid in full');
    await expect.poll(() => due.innerText()).toBe('0.00 QAR');
    await invoiceRow(page, sale!.number).locator('td').getByText('Paid', { exact: true }).waitFor();

    const payments = page.getByRole('table', { name: 'Payments, newest first' });
    await payments.getByRole('row').filter({ hasText: 'Bank Transfer' }).waitFor();
    await expect.poll(() => payments.locator('tbody tr').count()).toBe(2);
    await expect.poll(() => payments.innerText()).toContain('Reception Desk');
  });

  it('renews through the invoice dialog: no joining fee, earlier dues shown apart and never subtracted', async () => {
    const { id } = await member('Khalid', 'Omar', 'paid');
    // An older, unpaid invoice: the renewal must not take it off the renewal's amount.
    await api('POST', '/api/invoices', { memberId: id, amount: 80, description: 'Locker rental', type: 'other' });
    await app.caughtUp();
    const page = await desk(RECEPTION, `/members/${id}`);
    await page.getByRole('heading', { name: 'Khalid Omar', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Renew' }).click();
    const picker = await dialog(page, 'Renew membership');
    await expect.poll(() => picker.getByRole('radio', { name: /Monthly/ }).isChecked()).toBe(true);
    await picker.getByRole('button', { name: 'Continue' }).click();

    const renewal = await dialog(page, 'Renew membership');
    await renewal.getByTestId('invoice-total').waitFor();
    await expect.poll(() => renewal.getByTestId('invoice-total').innerText()).toBe('350.00 QAR');
    expect(await renewal.getByText('Joining fee').count()).toBe(0);
    await renewal.getByText('Also owed on earlier invoices: 80.00 QAR', { exact: false }).waitFor();
    await renewal.getByRole('button', { name: 'Pay 350.00 QAR' }).click();
    await toast(page, 'Renewal Completed');
    const complete = await dialog(page, 'Payment Complete');
    await complete.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByTestId('member-due').innerText()).toBe('80.00 QAR');
    const renewed = page
      .getByRole('table', { name: /^Invoices/ })
      .getByRole('row')
      .filter({ hasText: 'Renewal' });
    await renewed.waitFor();
    await expect.poll(() => renewed.innerText()).toContain('350.00 QAR');
  });

  it('changes plan without asking for payment (the auto-close rule): the invoice waits unpaid', async () => {
    const { id } = await member('Fahad', 'Ali', 'paid');
    await app.caughtUp();
    const page = await desk(RECEPTION, `/members/${id}`);
    await page.getByRole('heading', { name: 'Fahad Ali', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Change plan' }).click();
    const picker = await dialog(page, 'Change membership plan');
    expect(await picker.getByRole('radio', { name: /Monthly/ }).count()).toBe(0);
    await picker.getByRole('radio', { name: /Quarterly/ }).check();
    await picker.getByRole('button', { name: 'Continue' }).click();
    await toast(page, 'Membership Updated');
    expect(await page.getByRole('dialog').count()).toBe(0);
    const membership = page.getByRole('region', { name: 'Membership' });
    await membership.getByText('Quarterly').waitFor();
    await expect.poll(() => page.getByTestId('member-due').innerText()).toBe('900.00 QAR');
  });

  it('billing page: filters by status, links to the member, voids an unpaid invoice', async () => {
    const paid = await member('Salma', 'Yusuf', 'paid');
    const unpaid = await member('Rania', 'Adel', 'unpaid');
    await app.caughtUp();
    const page = await desk(ADMIN, '/billing');
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: /^Invoices/ });
    await table.getByRole('row').filter({ hasText: paid.sale!.number }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the billing page');

    await page.getByRole('button', { name: 'Outstanding', exact: true }).click();
    await table.getByRole('row').filter({ hasText: unpaid.sale!.number }).waitFor();
    await expect.poll(() => table.getByRole('row').filter({ hasText: paid.sale!.number }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: 'Outstanding', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');

    await page.getByRole('button', { name: 'Paid', exact: true }).click();
    await table.getByRole('row').filter({ hasText: paid.sale!.number }).waitFor();
    await expect.poll(() => table.getByRole('row').filter({ hasText: unpaid.sale!.number }).count()).toBe(0);

    await page.getByRole('button', { name: 'Outstanding', exact: true }).click();
    const row = table.getByRole('row').filter({ hasText: unpaid.sale!.number });
    await row.getByRole('button', { name: `Void ${unpaid.sale!.number}` }).click();
    const voiding = await dialog(page, `Void invoice ${unpaid.sale!.number}`);
    await voiding.getByLabel('Reason').fill('Entered twice');
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await toast(page, 'Invoice voided');
    await expect.poll(() => table.getByRole('row').filter({ hasText: unpaid.sale!.number }).count()).toBe(0);
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await table.getByRole('row').filter({ hasText: unpaid.sale!.number }).getByText('Void', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await table.getByRole('link', { name: 'Salma Yusuf' }).click();
    await page.getByRole('heading', { name: 'Salma Yusuf', level: 1 }).waitFor();
  });

  it('plans in Settings: create, edit and deactivate a plan', async () => {
    const page = await desk(ADMIN, '/settings');
    const plans = page.getByRole('region', { name: 'Membership plans' });
    await plans.getByRole('table', { name: 'Membership plans' }).waitFor();
    await plans.getByRole('button', { name: 'New plan' }).click();
    const create = await dialog(page, 'New membership plan');
    await create.getByRole('button', { name: 'Create plan' }).click();
    await create.getByText('Plan name is required').waitFor();
    await create.getByLabel('Plan name').fill('Annual');
    await create.getByLabel('Price (QAR)').fill('3000');
    await create.getByLabel('Duration', { exact: true }).fill('12');
    await create.getByLabel('Features').fill('Pool access\nTowel service');
    await create.getByRole('button', { name: 'Create plan' }).click();
    await toast(page, 'Plan created');
    const row = plans.getByRole('row').filter({ hasText: 'Annual' });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('3,000.00 QAR');
    await expect.poll(() => row.innerText()).toContain('12 months');

    await row.getByRole('button', { name: 'Edit Annual' }).click();
    const edit = await dialog(page, 'Edit plan: Annual');
    await expect.poll(() => edit.getByLabel('Features').inputValue()).toBe('Pool access\nTowel service');
    await edit.getByLabel('Price (QAR)').fill('2800.5');
    await edit.getByRole('button', { name: 'Save plan' }).click();
    await toast(page, 'Plan saved');
    await expect.poll(() => row.innerText()).toContain('2,800.50 QAR');

    await row.getByRole('button', { name: 'Deactivate Annual' }).click();
    await (await dialog(page, 'Deactivate Annual?')).getByRole('button', { name: 'Deactivate plan' }).click();
    await toast(page, 'Plan deactivated');
    await row.getByText('Inactive').waitFor();
    await row.getByRole('button', { name: 'Reactivate Annual' }).click();
    await toast(page, 'Plan reactivated');
    await row.getByText('On sale').waitFor();
  });
});
