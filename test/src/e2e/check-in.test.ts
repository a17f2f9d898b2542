import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { permissionsFrom } from '@gym/kernel/permissions/permissions';
import { call, signIn as apiSignIn } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { ADMIN, RECEPTION, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import { createMember, createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import type { Account } from './e2e-session.js';

interface NewMember {
  id: string;
  memberNumber: number;
  name: string;
}

const SEARCH = 'Find a member or scan a card';
const TODAY = "Today's check-ins";

describe('the check-in desk (/check-in)', () => {
  const { app, browser, admin, contexts, api } = browserForFile({ label: 'e2e-check-in' }, 'admin');
  let planId: string;

  /** A new member, holding a membership paid in cash unless `paid` is false. */
  async function member(firstName: string, lastName: string, options: { paid?: boolean } = {}): Promise<NewMember> {
    const profile = { firstName, lastName };
    const created =
      options.paid === false
        ? await createMember(app.baseUrl, admin, profile)
        : (await memberWithMembership(app.baseUrl, admin, planId, { profile })).member;
    return { id: created.id, memberNumber: created.memberNumber, name: `${firstName} ${lastName}` };
  }

  async function desk(account: Account): Promise<Page> {
    const page = await signedInPage(browser, app.baseUrl, account, {
      contexts,
      path: '/check-in',
      heading: 'Check-In',
    });
    await page.getByRole('heading', { name: TODAY }).waitFor();
    return page;
  }

  const visits = (page: Page) => page.getByRole('table', { name: TODAY });
  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor();

  beforeAll(async () => {
    planId = (await createPlan(app.baseUrl, admin)).id;
  });

  it('checks in a scanned member number at once and is ready for the next scan; axe finds no barrier', async () => {
    const first = await member('Aisha', 'Scanner');
    const second = await member('Badria', 'Scanner');
    const page = await desk(RECEPTION);
    const search = page.getByRole('combobox', { name: SEARCH });
    // The box has the focus on load: a scanner can type right away.
    await expect.poll(() => isFocused(search)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the check-in page');

    // Two cards scanned back to back, as fast as a scanner types.
    await page.keyboard.type(`${first.memberNumber}\n${second.memberNumber}\n`);
    await visits(page)
      .getByRole('row', { name: /Aisha Scanner/ })
      .waitFor();
    await visits(page)
      .getByRole('row', { name: /Badria Scanner/ })
      .waitFor();
    await toast(page, 'Check-in successful');
    await expect.poll(() => search.inputValue()).toBe('');
    await page.getByText('2 visits').waitFor();
    const outcome = page.getByRole('region', { name: 'Last check-in' });
    await outcome.getByText(/^Checked in at \d\d:\d\d$/).waitFor();
    await expect.poll(() => outcome.innerText()).toContain('Badria Scanner');
    // The member's page is one click away.
    const link = visits(page).getByRole('link', { name: 'Aisha Scanner' });
    await expect.poll(() => link.getAttribute('href')).toBe(`/members/${first.id}`);
  });

  it('finds members as you type (name, any case) and checks in the highlighted one with Enter', async () => {
    await member('Carima', 'Typeahead');
    await member('Carla', 'Typeahead');
    const page = await desk(RECEPTION);
    await page.getByRole('combobox', { name: SEARCH }).fill('TYPEAHEAD');
    const list = page.getByRole('listbox', { name: 'Matching members' });
    await list.getByRole('option').nth(1).waitFor();
    await expect.poll(() => list.getByRole('option').count()).toBe(2);
    // Each result shows number, plan and status.
    const firstOption = await list.getByRole('option').first().innerText();
    expect(firstOption).toMatch(/#\d+/);
    expect(firstOption).toContain('Monthly');
    expect(firstOption).toContain('Active');
    await expectNoSeriousA11yViolations(page, 'the check-in search with its results open');
    await page.keyboard.press('ArrowDown');
    // The highlighted option is the one the box names as its active descendant.
    const active = await page.getByRole('combobox', { name: SEARCH }).getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const chosen = await page.locator(`[id="${active}"]`).innerText();
    await page.keyboard.press('Enter');
    await toast(page, 'Check-in successful');
    const name = chosen.includes('Carla') ? 'Carla Typeahead' : 'Carima Typeahead';
    await visits(page)
      .getByRole('row', { name: new RegExp(name) })
      .waitFor();
    await expect.poll(() => list.isVisible()).toBe(false);
  });

  it('says "Already checked in at HH:MM" for a second check-in within 10 minutes, adding no visit', async () => {
    const twice = await member('Dana', 'Twice');
    const page = await desk(RECEPTION);
    await page.keyboard.type(`${twice.memberNumber}\n`);
    await visits(page)
      .getByRole('row', { name: /Dana Twice/ })
      .waitFor();
    await toast(page, 'Check-in successful');
    await page.keyboard.type(`${twice.memberNumber}\n`);
    await page
      .getByRole('region', { name: 'Last check-in' })
      .getByText(/Already checked in at \d\d:\d\d/)
      .waitFor();
    // A later check-in showing in the list proves the list is past the refused one, which added no row.
    const later = await member('Dana', 'Later');
    await page.keyboard.type(`${later.memberNumber}\n`);
    await visits(page)
      .getByRole('row', { name: /Dana Later/ })
      .waitFor();
    expect(
      await visits(page)
        .getByRole('row', { name: /Dana Twice/ })
        .count(),
    ).toBe(1);
  });

  it('refuses a member without a membership with the reason; a user who may not override gets no button', async () => {
    const none = await member('Eman', 'Nomembership', { paid: false });
    const role = await api<{ id: string }>('POST', '/api/roles', {
      name: 'Door only',
      permissions: permissionsFrom(['canViewMembers']),
    });
    await api('POST', '/api/users', {
      username: 'door',
      name: 'Door Keeper',
      password: 'door-password',
      role: role.id,
    });
    // Signing in reads the account from the read model: wait until it is there.
    await app.caughtUp();
    const page = await desk({ username: 'door', password: 'door-password' });
    await page.keyboard.type(`${none.memberNumber}\n`);
    const alert = page.getByRole('alert').filter({ hasText: 'Check-in refused' });
    await alert.waitFor();
    const text = await alert.innerText();
    expect(text).toContain('This member has no membership yet.');
    expect(text).toContain('No membership');
    expect(text).toContain('N/A');
    expect(await page.getByRole('button', { name: 'Override and check in' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the check-in page with a refusal');
    expect(
      await visits(page)
        .getByRole('row', { name: /Eman Nomembership/ })
        .count(),
    ).toBe(0);

    // The server refuses the override too, whatever the screen shows.
    const door = await apiSignIn(app.baseUrl, 'door', 'door-password');
    const forced = await call(app.baseUrl, 'POST', '/api/check-ins', {
      session: door,
      body: { memberId: none.id, override: true },
    });
    expect(forced.status).toBe(409);
  });

  it('lets an administrator override a refusal; the list marks the visit as an override', async () => {
    await member('Fatma', 'Override', { paid: false });
    const page = await desk(ADMIN);
    await page.getByRole('combobox', { name: SEARCH }).fill('fatma override');
    await page.getByRole('option', { name: /Fatma Override/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'This member has no membership yet.' }).waitFor();
    await page.getByRole('button', { name: 'Override and check in' }).click();
    // The override asks why (issue 47, item 5): the reason is recorded with the check-in.
    const dialog = page.getByRole('dialog', { name: 'Override the refusal' });
    await dialog.getByRole('textbox', { name: 'Reason for the override' }).fill('Pays at the desk today');
    await dialog.getByRole('button', { name: 'Override and check in' }).click();
    await toast(page, 'Check-in successful');
    const row = visits(page).getByRole('row', { name: /Fatma Override/ });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Override');
    expect(text).toContain('by ');
    expect(text).toContain('reason: Pays at the desk today');
    // Focus is back in the box for the next member.
    await expect.poll(() => isFocused(page.getByRole('combobox', { name: SEARCH }))).toBe(true);
  });

  it('checks a member out; another open desk sees check-ins and check-outs live, without reloading', async () => {
    const leaving = await member('Ghada', 'Leaving');
    const watcher = await desk(ADMIN);
    await watcher.evaluate(() => ((globalThis as unknown as { marker: string }).marker = 'same page'));
    const page = await desk(RECEPTION);
    await page.keyboard.type(`${leaving.memberNumber}\n`);
    const row = visits(page).getByRole('row', { name: /Ghada Leaving/ });
    await row.waitFor();
    await visits(watcher)
      .getByRole('row', { name: /Ghada Leaving/ })
      .waitFor();

    await row.getByRole('button', { name: 'Check out Ghada Leaving' }).click();
    await toast(page, 'Checked out');
    await row.getByRole('button', { name: /Check out/ }).waitFor({ state: 'detached' });
    await expect.poll(() => row.innerText()).toMatch(/\d\d:\d\d[\s\S]*\d\d:\d\d/);
    await visits(watcher)
      .getByRole('row', { name: /Ghada Leaving/ })
      .getByRole('button', { name: /Check out/ })
      .waitFor({ state: 'detached' });
    expect(await watcher.evaluate(() => (globalThis as unknown as { marker?: string }).marker)).toBe('same page');

    // The focus left the box (a button was clicked): the next scan still lands in it.
    const next = await member('Hind', 'Afterclick');
    await page.getByRole('heading', { name: TODAY }).click();
    await page.keyboard.type(`${next.memberNumber}\n`);
    await visits(watcher)
      .getByRole('row', { name: /Hind Afterclick/ })
      .waitFor();
  });

  it('shows another day through the date picker', async () => {
    const page = await desk(RECEPTION);
    await visits(page).waitFor();
    const day = page.getByLabel('Day', { exact: true });
    const today = await day.inputValue();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await day.fill(yesterday);
    await page.getByRole('heading', { name: `Check-ins on ${yesterday}` }).waitFor();
    await page.getByText('No check-ins yet.').waitFor();
    await page.getByRole('button', { name: 'Today' }).click();
    await visits(page).waitFor();
  });
});

/** Whether the element has the keyboard focus (the test's own types know no DOM). */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );
}
