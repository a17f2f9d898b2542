import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, pageLanguageText } from '../support/browser.js';
import { recordCashExpense } from '../support/cash-fixtures.js';
import { ADMIN, openPage, RECEPTION, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { stockedProduct } from '../support/supplement-fixtures.js';

describe('petty cash (/petty-cash)', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-petty-cash' }, 'admin');

  it('a till day: open, a cash sale and a cash expense flow in, X report, close with a variance and its reason, Z', async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, RECEPTION, `/petty-cash`);
    await page.getByRole('heading', { name: 'Petty Cash', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'No till is open' }).waitFor();

    await page.getByLabel('Desk').fill('Front desk');
    await page.getByLabel('Counted float (QAR)').fill('200');
    await page.getByRole('button', { name: 'Open till' }).click();
    const till = page.getByRole('article', { name: 'Front desk till' });
    await till.waitFor();

    // A cash sale at the point of sale and a cash expense flow into the open till by themselves.
    const id = await stockedProduct(app.baseUrl, admin, { name: 'Protein bar', price: 15, cost: 8 }, 10);
    await api('POST', '/api/supplements/sales', { items: [{ productId: id, quantity: 4 }], method: 'cash' });
    await recordCashExpense(app.store, 2000, new Date());
    await app.caughtUp();
    // 200 float + 60 sale − 20 expense.
    await till.getByText('240.00').waitFor();

    await till.getByRole('button', { name: 'X report' }).click();
    // The dialog's own box is empty (its panel is positioned): wait for its title.
    await page.getByRole('heading', { name: 'X report' }).waitFor();
    const x = page.getByRole('dialog', { name: 'X report' });
    await expect.poll(() => x.getByTestId('till-expected').innerText()).toMatch(/240\.00/);
    const xText = await pageLanguageText(x);
    expect(xText).toMatch(/Supplement sales\s+60\.00 QAR/);
    expect(xText).toMatch(/Cash expenses\s+-20\.00 QAR/);
    // Printed in both languages, Arabic beside English (issue 46, item 6).
    expect(await x.innerText()).toMatch(/Supplement sales\s+مبيعات المكملات\s+60\.00 QAR/);
    await expectNoSeriousA11yViolations(page, 'X report');
    await x.getByRole('button', { name: 'Close' }).last().click();

    await till.getByRole('button', { name: 'Close till' }).click();
    await page.getByRole('heading', { name: 'Close the Front desk till' }).waitFor();
    const closing = page.getByRole('dialog', { name: 'Close the Front desk till' });
    // 200 + 20 counted: 20 short of 240, above the 10 QAR threshold.
    await closing.getByLabel('200.00 QAR', { exact: true }).fill('1');
    await closing.getByLabel('10.00 QAR', { exact: true }).fill('2');
    await expect.poll(() => closing.getByTestId('close-counted').innerText()).toMatch(/220\.00/);
    await closing.getByRole('button', { name: 'Close till' }).click();
    await closing.getByRole('alert').filter({ hasText: '20.00 QAR short of the expected 240.00 QAR' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'close till');
    await closing.getByLabel(/Reason for the variance/).fill('Receipt for a taxi not kept');
    await closing.getByRole('button', { name: 'Close till' }).click();

    await page.getByRole('heading', { name: 'Z report' }).waitFor();
    const z = page.getByRole('dialog', { name: 'Z report' });
    await expect.poll(() => z.getByTestId('till-variance').innerText()).toMatch(/-20\.00/);
    await expect.poll(() => pageLanguageText(z)).toMatch(/Receipt for a taxi not kept/);
    // Right after the close, the Z report is the original: no REPRINT mark.
    expect(await z.getByTestId('reprint').count()).toBe(0);
    await z.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('status').filter({ hasText: 'No till is open' }).waitFor();
    await page
      .getByRole('table', { name: 'Till sessions' })
      .getByRole('row', { name: /Front desk.*Closed/ })
      .waitFor();
  });

  it('a closed session is corrected by an adjustment (listed in its Z report); administrators set the threshold', async () => {
    // A session closed with a count of 100 against 100 expected.
    const session = await api<{ id: string }>('POST', '/api/petty-cash/sessions', {
      deskName: 'Back desk',
      float: 100,
    });
    await api('POST', `/api/petty-cash/sessions/${session.id}/close`, { counts: [{ denomination: 100, count: 1 }] });
    await app.caughtUp();

    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, RECEPTION, `/petty-cash`);
    await page.getByRole('heading', { name: 'Petty Cash', level: 1 }).waitFor();
    const row = page.getByRole('table', { name: 'Till sessions' }).getByRole('row', { name: /Back desk.*Closed/ });
    await row.waitFor();
    // The receptionist corrects tills (canEditFinancials) but does not set the threshold (canManageSettings).
    expect(await page.getByText('Till settings', { exact: true }).count()).toBe(0);
    await row.getByRole('button', { name: 'Record adjustment to Back desk' }).click();
    await page.getByRole('heading', { name: 'Record an adjustment to the Back desk till' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Record an adjustment to the Back desk till' });
    await dialog.getByLabel(/^Amount \(QAR/).fill('-15');
    await dialog.getByLabel('Reason').fill('Card payment recorded as cash');
    await expectNoSeriousA11yViolations(page, 'record adjustment');
    await dialog.getByRole('button', { name: 'Record adjustment' }).click();

    // Back in the Z report: the adjustment is listed and the expected total and variance follow it.
    await page.getByRole('heading', { name: 'Z report' }).waitFor();
    const z = page.getByRole('dialog', { name: 'Z report' });
    await expect.poll(() => z.getByTestId('till-adjusted').innerText()).toMatch(/-15\.00/);
    await expect.poll(() => z.getByTestId('till-expected').innerText()).toMatch(/85\.00/);
    await expect.poll(() => z.getByTestId('till-variance').innerText()).toMatch(/15\.00/);
    expect(await pageLanguageText(z)).toMatch(/Card payment recorded as cash \(adjustment after close\)/);
    await expectNoSeriousA11yViolations(page, 'Z report with an adjustment');
    await z.getByRole('button', { name: 'Close' }).last().click();
    // Reprinted later from the list, the Z report still lists it.
    await row.getByRole('button', { name: 'Z report of Back desk' }).click();
    await page.getByRole('heading', { name: 'Z report' }).waitFor();
    await expect
      .poll(() => pageLanguageText(z))
      .toMatch(/Expected at close\s+100\.00[\s\S]*Card payment recorded as cash/);
    expect(await pageLanguageText(z.getByTestId('reprint'))).toBe('REPRINT');
    await z.getByRole('button', { name: 'Close' }).last().click();

    // An administrator lowers the variance threshold on the same page.
    const adminPage = await openPage(browser);
    contexts.push(adminPage.context);
    await signInAt(adminPage.page, app.baseUrl, ADMIN, `/petty-cash`);
    await adminPage.page.getByText('Till settings', { exact: true }).click();
    const threshold = adminPage.page.getByLabel('Variance needing a reason (QAR)');
    await expect.poll(() => threshold.inputValue()).toBe('10');
    await threshold.fill('5');
    await adminPage.page.getByRole('button', { name: 'Save till settings' }).click();
    await expect
      .poll(
        async () =>
          (await api<{ varianceReasonThreshold: number }>('GET', '/api/petty-cash/settings')).varianceReasonThreshold,
      )
      .toBe(5);
    // The button is busy until the page has read its own write back; measured in between, it is half-way between
    // its busy and its normal colour.
    await expect.poll(() => adminPage.page.getByRole('button', { name: 'Save till settings' }).isEnabled()).toBe(true);
    await expectNoSeriousA11yViolations(adminPage.page, 'till settings');
  });
});
