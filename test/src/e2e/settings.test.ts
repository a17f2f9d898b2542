import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, openPage, RECEPTION, signIn, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('settings page (canManageSettings)', () => {
  const { app, browser } = browserForFile({ label: 'e2e-settings' });

  it('saves the gym name, and another open screen shows it at once (realtime)', async () => {
    const admin = await openPage(browser);
    const desk = await openPage(browser);
    await signIn(admin.page, app.baseUrl, ADMIN);
    await signIn(desk.page, app.baseUrl, RECEPTION);
    await desk.page.getByRole('status').filter({ hasText: 'Live updates connected' }).waitFor();

    await admin.page.goto(`${app.baseUrl}/settings`);
    const name = admin.page.getByLabel('Gym name');
    await name.fill('');
    await admin.page.getByRole('button', { name: 'Save settings' }).click();
    await admin.page.getByText('Gym name is required').waitFor();

    await name.fill('Pearl Fitness');
    await admin.page.getByRole('button', { name: 'Save settings' }).click();
    await admin.page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();
    await admin.page.locator('header').getByText('Pearl Fitness').waitFor();
    // The receptionist's header changes without a reload.
    await desk.page.locator('header').getByText('Pearl Fitness').waitFor({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(admin.page, 'the settings page');
    await admin.context.close();
    await desk.context.close();
  });

  it('checks a logo before uploading, uploads a PNG and removes it', async () => {
    const { context, page } = await openPage(browser);
    await signInAt(page, app.baseUrl, ADMIN, `/settings`);
    const input = page.getByLabel('Upload a logo');
    await input.setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: PNG });
    await page.getByText('"logo.gif" is not a PNG, JPEG or WebP image.', { exact: false }).waitFor();
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
    await page.getByText('the logo may be at most 1.0 MB', { exact: false }).waitFor();

    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('status').filter({ hasText: 'Logo uploaded' }).waitFor();
    const logo = page.getByRole('img', { name: 'Gym logo' });
    await logo.waitFor();
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^\/api\/files\//);

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await page.getByText('No logo', { exact: true }).waitFor();
    await context.close();
  });
});
