import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createMember, createPlan, sellNewRegistration } from '../support/desk-fixtures.js';
import { stockedProduct } from '../support/supplement-fixtures.js';
import { RECEPTION, openPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { PageVisits } from './page-visits.js';
import { englishLeftOn } from './english-left-on.js';

/** The day this many days before today, as the API writes days. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Issue 46, item 8: an Arabic-speaking receptionist does a shift in Arabic without meeting a word of English (names
 * and codes aside): signs in, finds a member by an Arabic name spelled otherwise, checks them in, renews a lapsed
 * membership, takes the payment and prints the receipt. At each screen axe finds no serious barrier and no English
 * word of the UI shows (`englishLeftOn`: the page's text, its labels and its placeholders, outside the English half
 * of bilingual documents, less the data on it).
 */
describe('a desk day in Arabic (issue 46, item 8)', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-desk-day-ar' }, 'admin');
  let page: Page;
  let lapsed: { id: string };
  /** The renewal's invoice, paid at the desk (refunded in part in the rest of the shift). */
  let renewalNumber = '';
  /**
   * Latin words that are data or codes on the desk's pages: member and staff names, the gym's name and address (the
   * settings' defaults), the demo accounts' user names the demo banner gives; the names of file formats (CSV, Excel, PDF,
   * PNG, JPEG, WebP) and of the keyboard's Enter and Tab keys, printed in Latin letters on an Arabic keyboard too.
   */
  const data = [
    'Fatima Ahmed',
    'Noora Al-Kaabi',
    'Reception Desk',
    'Gym Administrator',
    '123 Fitness Street, Doha',
    'admin',
    'reception',
    'CSV Excel PDF PNG JPEG WebP',
    'Enter Tab',
    // The supplier of the supplements bought in (a name).
    'Doha Nutrition',
  ];
  /** Axe finds no serious barrier, and no English word of the UI shows. */
  async function screenIsArabic(label: string) {
    await expectNoSeriousA11yViolations(page, label);
    expect(await englishLeftOn(page, data), `English on ${label}`).toEqual([]);
  }

  beforeAll(async () => {
    // The gym names its plans in Arabic; its members carry names in both scripts, one in Arabic only.
    const plan = await createPlan(app.baseUrl, admin, {
      name: 'الشهري',
      description: 'الصالة والحصص',
      duration: 28,
      durationUnit: 'days',
    });
    await createMember(app.baseUrl, admin, { firstName: 'Fatima', lastName: 'Ahmed', nameArabic: 'فاطمة أحمد' });
    const regular = await createMember(app.baseUrl, admin, { firstName: '', lastName: '', nameArabic: 'مريم السادة' });
    await sellNewRegistration(app.baseUrl, admin, regular.id, plan.id);
    const fatima = await createMember(app.baseUrl, admin, {
      firstName: 'Fatima',
      lastName: 'Ahmed',
      nameArabic: 'فاطمة أحمد',
    });
    await sellNewRegistration(app.baseUrl, admin, fatima.id, plan.id);
    lapsed = await createMember(app.baseUrl, admin, {
      firstName: 'Noora',
      lastName: 'Al-Kaabi',
      nameArabic: 'نورة الكعبي',
    });
    // Four weeks that began 30 days ago (a sale may start up to 31 days back, in the gym's time zone): expired.
    await sellNewRegistration(app.baseUrl, admin, lapsed.id, plan.id, {
      status: 'paid',
      paymentMethod: 'cash',
      startDate: daysAgo(30),
    });
    // The shop's stock, named in Arabic as the gym names it.
    await stockedProduct(
      app.baseUrl,
      admin,
      { name: 'بروتين مصل', barcode: '6291041500213', price: 250, cost: 160 },
      5,
    );
    await app.caughtUp();
  });

  it('signs in on an Arabic sign-in screen and opens an Arabic dashboard', async () => {
    const opened = await openPage(browser);
    contexts.push(opened.context);
    page = opened.page;
    await page.addInitScript(`localStorage.setItem('gym.locale', 'ar')`);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).waitFor();
    expect(await page.evaluate(`document.documentElement.lang + ' ' + document.documentElement.dir`)).toBe('ar rtl');
    await screenIsArabic('the sign-in screen');

    await page.getByLabel('اسم المستخدم').fill(RECEPTION.username);
    await page.getByLabel('كلمة المرور').fill(RECEPTION.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: 'لوحة التحكم', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'التحديثات المباشرة متصلة' }).waitFor();
    await screenIsArabic('the dashboard');
  });

  it('finds a member at the desk by her Arabic name spelled without the hamza and with a ha, and checks her in', async () => {
    await page.goto(`${app.baseUrl}/check-in`);
    await page.getByRole('heading', { name: 'تسجيلات الحضور اليوم' }).waitFor();
    await page.getByRole('combobox', { name: 'ابحث عن عضو أو امسح البطاقة' }).fill('فاطمه احمد');
    const list = page.getByRole('listbox', { name: 'الأعضاء المطابقون' });
    // Two members share the name: one holds a membership, the other never bought one.
    await expect.poll(() => list.getByRole('option').count()).toBe(2);
    await screenIsArabic('the desk with its matches open');
    await list.getByRole('option').filter({ hasText: 'الشهري' }).click();
    await page.getByRole('status').filter({ hasText: 'تم تسجيل الحضور بنجاح' }).first().waitFor();
    await page
      .getByRole('table', { name: 'تسجيلات الحضور اليوم' })
      .getByRole('row', { name: /Fatima Ahmed/ })
      .waitFor();
    await screenIsArabic('the desk after a check-in');
  });

  it('renews a lapsed membership, takes the payment and prints the receipt', async () => {
    await page.goto(`${app.baseUrl}/members/${lapsed.id}`);
    await page.getByRole('heading', { name: 'Noora Al-Kaabi', level: 1 }).waitFor();
    await page.getByText('نورة الكعبي').first().waitFor();
    // The status and the role in the desk's words (the server answers expired, Receptionist).
    await page.getByText('منتهٍ', { exact: true }).first().waitFor();
    await page.getByText('موظف الاستقبال', { exact: true }).waitFor();
    await screenIsArabic('the page of a member whose membership expired');

    await page.getByRole('button', { name: 'تجديد' }).click();
    const picker = page.getByRole('dialog', { name: 'تجديد العضوية' });
    await expect.poll(() => picker.getByRole('radio', { name: /الشهري/ }).isChecked()).toBe(true);
    await screenIsArabic('the renewal: choosing the plan');
    await picker.getByRole('button', { name: 'متابعة' }).click();
    const renewal = page.getByRole('dialog', { name: 'تجديد العضوية' });
    await renewal.getByTestId('invoice-total').waitFor();
    await screenIsArabic('the renewal: its invoice');
    await renewal.getByRole('button', { name: 'الدفع لاحقًا' }).click();
    const created = page.getByRole('dialog', { name: 'تم إنشاء الفاتورة' });
    await created.getByRole('button', { name: 'تم' }).waitFor();
    await screenIsArabic('the renewal made, to be paid');
    await created.getByRole('button', { name: 'تم' }).click();

    const pay = page.getByRole('button', { name: /^دفع INV-/ });
    const number = (await pay.innerText()).match(/INV-\d+/)![0];
    renewalNumber = number;
    await pay.click();
    const payment = page.getByRole('dialog', { name: `تسجيل دفعة: ${number}` });
    await payment.getByRole('button', { name: 'تسجيل الدفعة' }).waitFor();
    await screenIsArabic('the payment dialog');
    await payment.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await page.getByRole('status').filter({ hasText: 'سُجّلت الدفعة' }).first().waitFor();
    // The history's lines, which the server records in English, worded in Arabic from their codes (issue 46).
    const history = page.getByRole('table', { name: 'سجل العضو، الأحدث أولًا' });
    await history
      .getByRole('row')
      .filter({ hasText: /دفعة بمبلغ [\d.,]+ ر\.ق نقدًا/ })
      .first()
      .waitFor();
    await history.getByRole('row').filter({ hasText: 'سُجِّل عضوًا برقم #' }).waitFor();
    await screenIsArabic('the member page after the payment');

    await page.getByRole('link', { name: `الإيصال ${number}` }).click();
    await page.locator('#receipt').getByText(number).first().waitFor();
    // The sale's description the server wrote in English, worded in Arabic around the gym's plan name.
    await page
      .locator('#receipt')
      .getByText(/^تجديد: الشهري \(من \d{4}-\d\d-\d\d إلى \d{4}-\d\d-\d\d\)$/)
      .waitFor();
    await page.evaluate(
      "window.print = () => { document.body.dataset.printed = document.querySelector('[data-print-target]')?.id ?? ''; }",
    );
    await page.getByRole('button', { name: 'طباعة', exact: true }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('receipt');
    await screenIsArabic('the receipt');
  });

  it("goes through the rest of a shift's pages in Arabic: every page of the menu, a refused check-in, quick add, billing, a refused refund, the till, the desk's dialogs, a supplement sale", async () => {
    /** Each screen's English words, gathered so that one run names them all; axe checks each screen as it comes. */
    const leaks: string[] = [];
    async function visit(label: string) {
      await expectNoSeriousA11yViolations(page, label);
      // Codes a page shows as they are in every language (the audit log's event types, streams, short ids) are
      // marked translate="no"; the words around them are checked like any other.
      leaks.push(...(await englishLeftOn(page, data, ['[translate="no"]'])).map((leak) => `${label}: ${leak}`));
    }
    /** A page is met once its heading is there and nothing on it is still loading. */
    async function settled() {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
    }

    // Every page the desk's menu offers.
    await page.goto(`${app.baseUrl}/`);
    const menu = page.getByRole('navigation', { name: 'الرئيسية' });
    await menu.waitFor();
    const links = await menu
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links).toContain('/petty-cash');
    // The audit log among them: its events worded in Arabic from their codes (issue 46), its types and streams codes.
    expect(links).toContain('/audit');
    const pages = links.filter((link) => link.startsWith('/') && link !== '/');
    // From page to page through the router, as the desk clicks through its menu, not booting the app for each.
    const visits = new PageVisits(page, app.baseUrl);
    for (const href of new Set(pages)) {
      await visits.open(href);
      await settled();
      await visit(`the page ${href}`);
    }

    // A check-in the desk refuses: the other Fatima Ahmed never bought a membership.
    await page.goto(`${app.baseUrl}/check-in`);
    await page.getByRole('combobox', { name: 'ابحث عن عضو أو امسح البطاقة' }).fill('فاطمه احمد');
    const list = page.getByRole('listbox', { name: 'الأعضاء المطابقون' });
    await expect.poll(() => list.getByRole('option').count()).toBe(2);
    await list.getByRole('option').filter({ hasNotText: 'الشهري' }).click();
    await page.getByRole('alert').first().waitFor();
    await visit('the desk with a refused check-in');

    // Walk-ins: one by one, and several by keyboard.
    for (const path of ['/members/quick', '/members/quick-v2']) {
      await page.goto(`${app.baseUrl}${path}`);
      await settled();
      await visit(`the page ${path}`);
    }

    // Billing: each of its tabs.
    await page.goto(`${app.baseUrl}/billing`);
    await settled();
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
      await visit(`billing, tab ${index + 1}`);
    }

    // A refund larger than what is left of the payment, refused in the preview.
    await page.goto(`${app.baseUrl}/test-refund`);
    await settled();
    await page.getByLabel('ابحث عن فاتورة').fill(renewalNumber);
    await page.getByRole('button', { name: `اختيار ${renewalNumber}` }).click();
    await page.getByLabel('المبلغ المسترد (ر.ق)').fill('99999');
    const effect = page.getByRole('status').filter({ hasText: 'أثر هذا الاسترداد' });
    await effect.locator('.text-red-800').waitFor();
    await visit('the refund preview with a refusal');

    // The till opened for the shift (its desk named in Arabic), where the shop's cash sale goes.
    await page.goto(`${app.baseUrl}/petty-cash`);
    await settled();
    await page.getByLabel('المكتب', { exact: true }).fill('المكتب الأمامي');
    await page.getByLabel('الرصيد الافتتاحي المعدود (ر.ق)').fill('200');
    await page.getByRole('button', { name: 'فتح الصندوق' }).click();
    const till = page.getByRole('article', { name: 'صندوق المكتب الأمامي' });
    await till.waitFor();
    await visit('the petty cash with its till open');

    // The dialogs a desk opens: a new member's form, an expense, a PT package with the schema's messages.
    await page.goto(`${app.baseUrl}/members/add`);
    await settled();
    await visit('the new member form');
    await page.goto(`${app.baseUrl}/expenses`);
    await settled();
    await page.getByRole('button', { name: 'تسجيل مصروف' }).click();
    await page.getByRole('dialog', { name: 'تسجيل مصروف' }).getByRole('button', { name: 'تسجيل المصروف' }).waitFor();
    await visit('the expense dialog');
    await page.goto(`${app.baseUrl}/personal-training`);
    await settled();
    await page.getByRole('button', { name: 'بيع باقة' }).click();
    await page.getByRole('heading', { name: 'بيع باقة تدريب شخصي' }).waitFor();
    await page.getByRole('button', { name: 'بيع الباقة' }).click();
    await page.getByRole('alert').first().waitFor();
    await visit('the PT sale with its messages');

    // A supplement sale by its barcode, to its receipt; then each tab of the shop.
    await page.goto(`${app.baseUrl}/supplements`);
    await settled();
    const scan = page.getByLabel('مسح الباركود');
    await scan.fill('6291041500213');
    await scan.press('Enter');
    await page.getByRole('table').filter({ hasText: 'بروتين مصل' }).first().waitFor();
    await visit('the point of sale with an item');
    await page.getByRole('button', { name: 'استلام الدفعة' }).click();
    const receipt = page.getByRole('dialog', { name: /POS-\d{6}/ });
    await receipt.waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: /POS-\d{6}/ }).waitFor();
    await visit("the sale's receipt");
    await receipt.getByRole('button', { name: 'تم' }).click();
    // The sale's cash in the till, and the till's X report.
    await page.goto(`${app.baseUrl}/petty-cash`);
    await settled();
    await till.getByText('450.00').first().waitFor();
    await visit('the petty cash after a sale');
    await till.getByRole('button', { name: 'تقرير X' }).click();
    await page.getByRole('heading', { name: 'تقرير X' }).waitFor();
    await visit('the X report');
    await page.goto(`${app.baseUrl}/supplements`);
    await settled();
    const shopTabs = page.getByRole('tab');
    for (let index = 0; index < (await shopTabs.count()); index++) {
      await shopTabs.nth(index).click();
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
      await visit(`supplements, tab ${index + 1}`);
    }

    // The shift in the audit log, in Arabic: the renewal, its payment and refund, the till, the sale, the check-ins.
    await page.goto(`${app.baseUrl}/audit`);
    await settled();
    const timeline = page.getByRole('table');
    await timeline.getByRole('row').filter({ hasText: 'فتح صندوق المكتب الأمامي' }).first().waitFor();
    await timeline.getByRole('row').filter({ hasText: 'استلم' }).first().waitFor();
    await visit('the audit log at the end of the shift');

    expect(leaks).toEqual([]);
  }, 300_000);
});
