import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, menuLabels, openPage, signIn, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

describe('roles management and staff accounts (canManageSettings)', () => {
  const { app, browser } = browserForFile({ label: 'e2e-roles' });

  it('creates a role and an account with it; that person sees only what the role allows', async () => {
    const { context, page } = await openPage(browser);
    await signInAt(page, app.baseUrl, ADMIN, `/settings`);
    await page.getByRole('link', { name: 'Roles and staff accounts' }).click();
    await page.getByRole('heading', { name: 'Roles Management' }).waitFor();
    const roles = page.getByRole('table', { name: 'Roles and their permissions' });
    await roles.getByRole('row', { name: /Receptionist/ }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the roles management page');

    await page.getByRole('button', { name: 'New role' }).click();
    await page.getByRole('heading', { name: 'New role' }).waitFor();
    await page.getByLabel('Role name').fill('Marketer');
    await page.getByLabel('View marketing').check();
    await page.getByLabel('Edit marketing').check();
    await expectNoSeriousA11yViolations(page, 'the new role dialog');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.getByRole('status').filter({ hasText: 'Role created' }).waitFor();
    const row = roles.getByRole('row', { name: /Marketer/ });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Edit marketing');

    await page.getByRole('button', { name: 'New account' }).click();
    await page.getByRole('heading', { name: 'New staff account' }).waitFor();
    await page.getByLabel('Full name').fill('Mona Marketer');
    await page.getByLabel('Username').fill('mona');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Marketer' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'At least 8 characters' }).waitFor();
    await page.getByLabel('Password').fill('mona-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('status').filter({ hasText: 'Account created' }).waitFor();
    await page
      .getByRole('table', { name: 'Staff accounts' })
      .getByRole('row', { name: /Mona Marketer/ })
      .waitFor();
    // The role is in use now: it cannot be deleted.
    await expect.poll(() => row.getByRole('button', { name: 'Delete Marketer' }).isDisabled()).toBe(true);

    const mona = await openPage(browser);
    await signIn(mona.page, app.baseUrl, { username: 'mona', password: 'mona-password' });
    await expect.poll(() => menuLabels(mona.page)).toEqual(['Dashboard', 'AI Fitness Advisor', 'Marketing']);
    await mona.context.close();
    await context.close();
  });

  it('disables an account, and deletes an unused role after confirming', async () => {
    const { context, page } = await openPage(browser);
    await signInAt(page, app.baseUrl, ADMIN, `/roles-management`);
    const accounts = page.getByRole('table', { name: 'Staff accounts' });
    await accounts.getByRole('button', { name: 'Edit Mona Marketer' }).click();
    await page.getByLabel('Account disabled').check();
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.getByRole('status').filter({ hasText: 'Account saved' }).waitFor();
    await accounts.getByRole('row', { name: /Mona Marketer.*Disabled/ }).waitFor();

    await accounts.getByRole('button', { name: 'Edit Mona Marketer' }).click();
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Receptionist' });
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.getByRole('status').filter({ hasText: 'Account saved' }).waitFor();

    const roles = page.getByRole('table', { name: 'Roles and their permissions' });
    const remove = roles.getByRole('button', { name: 'Delete Marketer' });
    await expectEnabled(remove);
    await remove.click();
    await page.getByRole('heading', { name: 'Delete the role Marketer?' }).waitFor();
    await page.getByRole('button', { name: 'Delete role' }).click();
    await page.getByRole('status').filter({ hasText: 'Role deleted' }).waitFor();
    await roles.getByRole('row', { name: /Marketer/ }).waitFor({ state: 'detached' });
    await context.close();
  });
});

/** The role's account count updates through a refetch; wait (up to 15 s) for the button to become usable. */
async function expectEnabled(locator: Locator) {
  await expect.poll(() => locator.isDisabled(), { timeout: 15_000 }).toBe(false);
}
