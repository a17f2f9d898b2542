import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, openPage, signIn, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/** The page's language and reading direction, as the <html> element declares them. */
const pageLanguage = (page: Page) =>
  page.evaluate<string>(`document.documentElement.lang + ' ' + document.documentElement.dir`);

describe('the UI in Arabic and English (issue 46: catalogues, the language switch, right to left)', () => {
  const { app, browser } = browserForFile({ label: 'e2e-language' });

  it('switches the sign-in screen to Arabic, signs in to an Arabic shell laid out right to left, and keeps it', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await pageLanguage(page)).toBe('en ltr');

    await page.getByRole('button', { name: 'Switch the language to العربية' }).click();
    await page.getByText('سجّل الدخول للوصول إلى لوحة تحكم النادي').waitFor();
    expect(await pageLanguage(page)).toBe('ar rtl');
    await expectNoSeriousA11yViolations(page, 'the sign-in screen in Arabic');

    // Signing in with nothing typed, no field ever focused: the schema's sentences show in Arabic, never in English
    // (the validation catalogue loads when a form first shows one, lib/i18n/validation-text.ts).
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByRole('alert').filter({ hasText: 'اسم المستخدم مطلوب' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'كلمة المرور مطلوبة' }).waitFor();
    expect(await page.getByText('Username is required').count()).toBe(0);

    await page.getByLabel('اسم المستخدم').fill(ADMIN.username);
    await page.getByLabel('كلمة المرور').fill(ADMIN.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    const sidebar = page.getByRole('navigation', { name: 'الرئيسية' });
    await sidebar.getByRole('link', { name: 'لوحة التحكم' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'التحديثات المباشرة متصلة' }).waitFor();
    // Right to left: the sidebar stands at the right edge of a laptop's screen.
    const box = await sidebar.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x + box!.width).toBeGreaterThan(width - 10);
    expect(box!.x).toBeGreaterThan(width / 2);

    // The choice is this browser's until changed: a new visit opens in Arabic.
    await page.reload();
    await sidebar.getByRole('link', { name: 'الأعضاء' }).waitFor();
    expect(await pageLanguage(page)).toBe('ar rtl');

    // The choice made on the sign-in screen went to the account: another computer (a fresh browser, in English)
    // opens in Arabic once the administrator signs in there.
    const desk = await openPage(browser);
    await signIn(desk.page, app.baseUrl, ADMIN, (at) =>
      at.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link', { name: 'لوحة التحكم' }).waitFor(),
    );
    expect(await pageLanguage(desk.page)).toBe('ar rtl');
    await desk.context.close();

    // Back to English from the profile menu, where the other language is named in its own script.
    await page.getByRole('button', { name: /فتح قائمة الملف الشخصي/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await pageLanguage(page)).toBe('en ltr');
    // And the account follows: a new sign-in elsewhere is in English again.
    const other = await openPage(browser);
    await other.page.addInitScript(`localStorage.setItem('gym.locale', 'ar')`);
    await signIn(other.page, app.baseUrl, ADMIN, (at) =>
      at.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor(),
    );
    expect(await pageLanguage(other.page)).toBe('en ltr');
    await other.context.close();
    await context.close();
  });

  it("opens a new browser in the gym's default language, set in Settings with the digits and Hijri choices", async () => {
    const { context, page } = await openPage(browser);
    await signInAt(page, app.baseUrl, ADMIN, `/settings`);
    const language = page.getByRole('group', { name: 'Language' });
    await language.getByLabel('Default language').selectOption('ar');
    await language.getByLabel(/Arabic-Indic digits/).check();
    await language.getByLabel(/Hijri date/).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    await context.close();

    // A computer that never chose a language greets in the gym's.
    const fresh = await openPage(browser);
    await fresh.page.goto(`${app.baseUrl}/login`);
    await fresh.page.getByRole('button', { name: 'تسجيل الدخول' }).waitFor();
    expect(await pageLanguage(fresh.page)).toBe('ar rtl');
    // One that chose English keeps English.
    await fresh.page.getByRole('button', { name: 'تغيير اللغة إلى English' }).click();
    await fresh.page.reload();
    await fresh.page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await pageLanguage(fresh.page)).toBe('en ltr');
    await fresh.context.close();
  });
});
