import { describe, expect, it } from 'vitest';
import { startTestApp } from '../support/test-app.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, RECEPTION, menuLabels, openPage, signInThroughTheForm } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/** Every text a live status region shows, recorded as the page changes (runs before the app's code). */
const RECORD_STATUS_TEXTS = `
  window.statusTexts = [];
  new MutationObserver(() => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      const text = element.textContent ?? '';
      if (text && !window.statusTexts.includes(text)) window.statusTexts.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

describe('login screen (spec section 2)', () => {
  const { app, browser } = browserForFile({ label: 'e2e-login' });

  it('shows the gym name, the subtitle, labelled fields and the footer text, with no serious a11y violation', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('Sign in to access your gym dashboard').waitFor();
    await expect.poll(() => page.getByPlaceholder('Enter your username').count()).toBe(1);
    await expect.poll(() => page.getByPlaceholder('Enter your password').count()).toBe(1);
    await page.getByText("Contact your administrator if you're having trouble signing in.").waitFor();
    await page.getByRole('button', { name: 'Login as Admin' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the login page');
    await context.close();
  });

  it('tells which field is missing before anything is sent', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await context.close();
  });

  it('signs in the administrator with typed credentials and shows the whole menu', async () => {
    const { context, page } = await openPage(browser);
    await page.addInitScript(RECORD_STATUS_TEXTS);
    await signInThroughTheForm(page, app.baseUrl, ADMIN);
    // The toast lasts 2 s (spec section 9): on a busy machine the dashboard can take longer to draw, so what it said
    // is read from the record of every status shown, not from the screen after the dashboard is up.
    expect(await page.evaluate<string[]>('window.statusTexts')).toContainEqual(
      expect.stringContaining('Login Successful'),
    );
    await expect
      .poll(() => menuLabels(page))
      .toEqual([
        'Dashboard',
        'AI Fitness Advisor',
        'Members',
        'Check-In',
        'Classes',
        'Class Reports',
        'Billing',
        'Personal Training',
        'Expenses',
        'Petty Cash',
        'Supplement Sales',
        'Leave Management',
        'Fingerprint',
        'Marketing',
        'Audit',
        'Settings',
      ]);
    await context.close();
  });

  it('signs in the receptionist with typed credentials', async () => {
    const { context, page } = await openPage(browser);
    await signInThroughTheForm(page, app.baseUrl, RECEPTION);
    await page.getByRole('button', { name: /Reception/ }).waitFor();
    await context.close();
  });

  it('signs in through the demo shortcut buttons (server-side demo accounts)', async () => {
    for (const [button, user] of [
      ['Login as Admin', 'Settings'],
      ['Login as Receptionist', 'Leave Management'],
    ] as const) {
      const { context, page } = await openPage(browser);
      await page.goto(`${app.baseUrl}/login`);
      await page.evaluate("localStorage.setItem('authToken', 'placeholder-from-the-old-client')");
      await page.getByRole('button', { name: button }).click();
      await page.waitForURL(`${app.baseUrl}/`);
      await expect.poll(() => menuLabels(page)).toContain(user);
      // The shortcut started from empty storage, and nothing about the session was written there.
      expect(await page.evaluate('localStorage.length + sessionStorage.length')).toBe(0);
      await context.close();
    }
  });

  it('shows "Login failed" / "Invalid username or password" for a wrong password', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await alert.waitFor();
    await expect.poll(() => alert.innerText()).toContain('Invalid username or password');
    expect(page.url()).toBe(`${app.baseUrl}/login`);
    await context.close();
  });

  it('?clear=true removes the stored auth keys, drops the parameter and says "Auth data cleared"', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${app.baseUrl}/login`);
    await page.evaluate(`
      localStorage.setItem('authToken', 'x');
      localStorage.setItem('isAdminUser', 'true');
      localStorage.setItem('cachedAdminUser', '{}');
      localStorage.setItem('gymSettings', '{}');
      sessionStorage.setItem('adminMenuForced', 'true');
    `);
    await page.goto(`${app.baseUrl}/login?clear=true`);
    const notice = page.getByRole('status').filter({ hasText: 'Auth data cleared' });
    await notice.waitFor();
    await expect.poll(() => notice.innerText()).toContain('All authentication data has been cleared for a fresh login');
    await page.waitForURL(`${app.baseUrl}/login`);
    const stored = await page.evaluate(`({
      authToken: localStorage.getItem('authToken'),
      isAdminUser: localStorage.getItem('isAdminUser'),
      cachedAdminUser: localStorage.getItem('cachedAdminUser'),
      adminMenuForced: sessionStorage.getItem('adminMenuForced'),
      gymSettings: localStorage.getItem('gymSettings'),
    })`);
    expect(stored).toEqual({
      authToken: null,
      isAdminUser: null,
      cachedAdminUser: null,
      adminMenuForced: null,
      gymSettings: '{}',
    });
    await context.close();
  });

  it('says on the login screen and on every page that demo mode is on, and what it means', async () => {
    const { context, page } = await openPage(browser);
    const banner = page.getByRole('region', { name: 'Demo mode' });
    await page.goto(`${app.baseUrl}/login`);
    await banner.waitFor();
    await expect
      .poll(() => banner.innerText())
      .toBe(
        'Demo mode. Demo accounts with published passwords (admin / admin123, reception / reception123) can sign in ' +
          "on the computer running the app only. Do not enter real members' data: to run a real gym, follow " +
          '“Run a real gym safely” in the README.',
      );
    await signInThroughTheForm(page, app.baseUrl, ADMIN);
    await banner.waitFor();
    for (const path of ['/members', '/billing', '/settings', '/no-such-page']) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The banner follows the server's demo flag, which may arrive after the page's heading: wait for it, then
      // check that there is exactly one.
      await banner.waitFor();
      expect(await banner.count(), path).toBe(1);
    }
    await expectNoSeriousA11yViolations(page, 'a page with the demo mode banner');
    await page.goto(`${app.baseUrl}/fix-admin`);
    await page.getByRole('heading', { name: 'Admin Override Cleaner' }).waitFor();
    // As above: a full page load asks the server for the demo flag again, and the answer may follow the heading.
    await banner.waitFor();
    await expect.poll(() => banner.count()).toBe(1);
    await context.close();
  });

  it('hides the shortcut buttons and the demo mode banner when the server is not in demo mode', async () => {
    const plain = await startTestApp({ demo: false, label: 'e2e-login-nodemo' });
    try {
      const { context, page } = await openPage(browser);
      await page.goto(`${plain.baseUrl}/login`);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      // The demo answer is read at once; give it time to (not) render the buttons.
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('button', { name: 'Login as Admin' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Login as Receptionist' }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Demo mode' }).count()).toBe(0);
      await context.close();
    } finally {
      await plain.stop();
    }
  });
});
