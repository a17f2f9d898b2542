import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, pageLanguageText } from '../support/browser.js';
import { createMember } from '../support/desk-fixtures.js';
import { ADMIN, openPage, RECEPTION, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { stockedProduct } from '../support/supplement-fixtures.js';

describe('supplement sales (/supplements)', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-supplements' }, 'admin');

  it('a scanner sale: the barcode typed with Enter adds the item, a second scan adds one more, then the receipt', async () => {
    const whey = { name: 'Whey Protein 2kg', barcode: '6291041500213', price: 250, cost: 160, reorderLevel: 3 };
    await stockedProduct(app.baseUrl, admin, whey, 5);
    await app.caughtUp();

    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, RECEPTION, `/supplements`);
    await page.getByRole('heading', { name: 'Supplement Sales', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();

    const scan = page.getByLabel('Scan barcode');
    // A scanner types the code and presses Enter; the field stays ready for the next scan.
    await scan.fill('6291041500213');
    await scan.press('Enter');
    const items = page.getByRole('table', { name: 'Items of this sale' });
    await items.getByRole('row', { name: /Whey Protein 2kg/ }).waitFor();
    await scan.fill('6291041500213');
    await scan.press('Enter');
    await expect.poll(() => page.getByLabel('Quantity of Whey Protein 2kg').inputValue()).toBe('2');
    await expect.poll(() => page.getByTestId('pos-total').innerText()).toMatch(/500\.00/);

    await scan.fill('0000');
    await scan.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'No product has the code 0000.' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'point of sale');

    await page.getByRole('button', { name: 'Take payment' }).click();
    // The dialog's own box is empty (its panel is positioned): wait for its title.
    await page.getByRole('heading', { name: /Receipt POS-\d{6}/ }).waitFor();
    const receipt = page.getByRole('dialog', { name: /Receipt POS-\d{6}/ });
    await expect.poll(() => pageLanguageText(receipt)).toMatch(/Whey Protein 2kg[\s\S]*500\.00[\s\S]*Cash/);
    // The receipt handed over at the sale is the original: no REPRINT mark.
    expect(await receipt.getByTestId('reprint').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'receipt');
    // By the keyboard, as a desk closes it: the sale's toasts stack at the bottom end and, on a slow machine, can
    // still cover the dialog's bottom row when a pointer would click it.
    await receipt.getByRole('button', { name: 'Done' }).press('Enter');

    // The stock left with the sale, and the low-stock alert arrived (3 left, reorder level 3).
    await page.getByRole('status').filter({ hasText: 'Low stock: Whey Protein 2kg (3 left)' }).waitFor();
    await page
      .getByRole('table', { name: 'Latest sales' })
      .getByRole('row', { name: /2 × Whey Protein 2kg/ })
      .waitFor();
    // The dashboard shows the same alert to finance staff.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Low stock: Whey Protein 2kg (3 left)' }).waitFor();
  });

  it('a discount limit set per role is shown at the POS, which refuses more; the receipt prints again later', async () => {
    const id = await stockedProduct(app.baseUrl, admin, { name: 'Creatine 500g', price: 100, cost: 60 }, 10);
    await app.caughtUp();

    // An administrator sets the receptionist's limit to 5 % on the Discount limits tab.
    const adminPage = await openPage(browser);
    contexts.push(adminPage.context);
    await signInAt(adminPage.page, app.baseUrl, ADMIN, `/supplements`);
    await adminPage.page.getByRole('tab', { name: 'Discount limits' }).click();
    const limits = adminPage.page.getByRole('table', { name: 'Discount limit per role' });
    await expect.poll(() => limits.getByTestId('discount-limit-receptionist').innerText()).toBe('10%');
    await limits.getByLabel('Discount limit of Receptionist (%)').fill('5');
    await limits.getByRole('button', { name: 'Save the limit of Receptionist' }).click();
    await expect.poll(() => limits.getByTestId('discount-limit-receptionist').innerText()).toBe('5%');
    await expectNoSeriousA11yViolations(adminPage.page, 'discount limits');

    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, RECEPTION, `/supplements`);
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Or choose a product').locator('option').allInnerTexts())
      .toContain('Creatine 500g (10 in stock)');
    await page.getByLabel('Or choose a product').selectOption({ label: 'Creatine 500g (10 in stock)' });
    await page.getByRole('region', { name: 'Point of sale' }).getByRole('button', { name: 'Add product' }).click();
    await expect
      .poll(() => page.getByTestId('pos-discount-limit').innerText())
      .toBe('Your role may give up to 5% of the sale: at most 5.00 QAR on this one.');
    // Sales the page sends: the refusal below must happen before any.
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/supplements/sales')
        posted.push(request.url());
    });
    await page.getByLabel('Discount (QAR)').fill('6');
    await page.getByRole('button', { name: 'Take payment' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'A discount of 6.00 QAR is more than your role may give: at most 5% of the sale (5.00 QAR).' })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'discount above the limit');
    // Refused before sending: nothing went to the server, no sale was recorded.
    expect(posted).toEqual([]);
    await app.caughtUp();
    const sales = await api<{ lines: { name: string }[] }[]>('GET', '/api/supplements/sales');
    expect(sales.filter((s) => s.lines.some((l) => l.name === 'Creatine 500g'))).toEqual([]);

    await page.getByLabel('Discount (QAR)').fill('5');
    await page.getByRole('button', { name: 'Take payment' }).click();
    await page.getByRole('heading', { name: /Receipt POS-\d{6}/ }).waitFor();
    expect(posted).toHaveLength(1);
    const dialog = page.getByRole('dialog', { name: /Receipt POS-\d{6}/ });
    const number = /POS-\d{6}/.exec(await dialog.getByRole('heading', { name: /Receipt POS-\d{6}/ }).innerText())![0];
    await dialog.getByRole('button', { name: 'Done' }).press('Enter');

    // Later: the Latest sales list links to the sale's receipt, to print again on A4 or an 80 mm roll.
    await page
      .getByRole('table', { name: 'Latest sales' })
      .getByRole('link', { name: `Receipt ${number}` })
      .click();
    await page.getByRole('heading', { name: `Receipt ${number}`, level: 1 }).waitFor();
    const receipt = page.getByRole('article', { name: `Receipt ${number}` });
    await expect.poll(() => receipt.getByTestId('sale-receipt-total').innerText()).toMatch(/95\.00/);
    expect(await pageLanguageText(receipt)).toMatch(/Creatine 500g[\s\S]*Discount\s+−5\.00[\s\S]*Cash/);
    await page.getByRole('group', { name: 'Paper' }).getByRole('button', { name: '80 mm' }).click();
    await expect.poll(() => receipt.getAttribute('data-paper')).toBe('thermal');
    // Printed again later, it says so.
    expect(await pageLanguageText(receipt.getByTestId('reprint'))).toBe('REPRINT');
    await expectNoSeriousA11yViolations(page, 'sale receipt');
    // On a 360 px phone the receipt, on either paper, is no wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const paper of ['80 mm', 'A4']) {
      await page.getByRole('group', { name: 'Paper' }).getByRole('button', { name: paper }).click();
      expect(await receipt.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // A sale on a member's account: its invoice's billing receipt links to the sale's receipt.
    const member = await createMember(app.baseUrl, admin, { firstName: 'Aisha', lastName: 'Receipt' });
    const onAccount = await api<{ invoiceId: string; number: string }>('POST', '/api/supplements/sales', {
      items: [{ productId: id, quantity: 2 }],
      method: 'account',
      memberId: member.id,
    });
    await app.caughtUp();
    await page.goto(`${app.baseUrl}/billing/receipts/${onAccount.invoiceId}`);
    await page.getByRole('link', { name: 'Sale receipt with the items' }).click();
    await page.getByRole('heading', { name: `Receipt ${onAccount.number}`, level: 1 }).waitFor();
    await expect
      .poll(() => pageLanguageText(page.getByRole('article', { name: `Receipt ${onAccount.number}` })))
      .toMatch(/Aisha Receipt[\s\S]*2\s+100\.00 QAR\s+200\.00[\s\S]*Member account/);
  });

  it('an administrator adds a product, takes a delivery in and takes items of a sale back, each dialog checked before it sends', async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, ADMIN, `/supplements`);
    await page.getByRole('heading', { name: 'Supplement Sales', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Products and stock' }).click();

    await page.getByRole('button', { name: 'Add product', exact: true }).click();
    const adding = page.getByRole('dialog', { name: 'Add product' });
    await adding.getByRole('button', { name: 'Add product' }).click();
    await adding.getByRole('alert').filter({ hasText: 'Enter the product name' }).waitFor();
    expect(await adding.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await adding.getByLabel('Name', { exact: true }).fill('Electrolyte Tabs');
    await adding.getByLabel('Price (QAR)').fill('30');
    await adding.getByLabel('Unit cost (QAR)').fill('12');
    await expectNoSeriousA11yViolations(page, 'product dialog');
    await adding.getByRole('button', { name: 'Add product' }).click();
    await page.getByRole('status').filter({ hasText: 'Product added' }).first().waitFor();
    await adding.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Stock in Electrolyte Tabs' }).click();
    const stockIn = page.getByRole('dialog', { name: 'Stock in: Electrolyte Tabs' });
    await stockIn.getByLabel('Supplier').fill('Doha Nutrition');
    await stockIn.getByLabel('Quantity').fill('0');
    await stockIn.getByLabel('Unit cost (QAR)').fill('12');
    await stockIn.getByRole('button', { name: 'Receive stock' }).click();
    await stockIn.getByRole('alert').filter({ hasText: 'At least 1' }).waitFor();
    await stockIn.getByLabel('Quantity').fill('12');
    await expectNoSeriousA11yViolations(page, 'stock-in dialog');
    await stockIn.getByRole('button', { name: 'Receive stock' }).click();
    await page.getByRole('status').filter({ hasText: 'Stock received' }).first().waitFor();
    const row = page.getByRole('row', { name: /Electrolyte Tabs/ });
    await expect.poll(() => row.getByRole('cell').allInnerTexts()).toContain('12');

    const products = await api<{ id: string; name: string }[]>('GET', '/api/supplements/products');
    const product = products.find((p) => p.name === 'Electrolyte Tabs')!;
    const sale = await api<{ number: string }>('POST', '/api/supplements/sales', {
      items: [{ productId: product.id, quantity: 2 }],
      method: 'cash',
    });
    await app.caughtUp();
    await page.getByRole('tab', { name: 'Sell' }).click();
    await page.getByRole('button', { name: `Return items of ${sale.number}` }).click();
    const returning = page.getByRole('dialog', { name: `Return items of ${sale.number}` });
    await returning.getByLabel('Reason').fill('Unopened');
    await returning.getByRole('button', { name: 'Record return' }).click();
    await returning.getByRole('alert').filter({ hasText: 'Choose what comes back' }).waitFor();
    await returning.getByLabel('Electrolyte Tabs (2 can come back)').fill('1');
    await expectNoSeriousA11yViolations(page, 'return dialog');
    await returning.getByRole('button', { name: 'Record return' }).click();
    await page.getByRole('status').filter({ hasText: '30.00 QAR back.' }).first().waitFor();
    await page
      .getByRole('table', { name: 'Latest sales' })
      .getByRole('row', { name: new RegExp(`${sale.number}.*30\\.00`) })
      .waitFor();
  });
});
