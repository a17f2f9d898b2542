import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call } from '../support/api-client.js';
import { createMember, createPlan, sell } from '../support/desk-fixtures.js';
import { ADMIN, menuLabels, openPage, signIn, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The visible boxes of the page's controls and table rows, scrolled to the very bottom, and the fixed chrome's boxes. */
function bottomOfPage(page: Page) {
  return page.evaluate<{
    controls: { text: string; box: Box }[];
    addMember: Box | null;
    footer: Box | null;
  }>(`(() => {
    // A table may scroll in a box of its own (the kit's sticky heading): its last rows are at that box's bottom.
    const scrolls = (element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY);
    for (const element of document.querySelectorAll('main *')) if (scrolls(element)) element.scrollTop = element.scrollHeight;
    window.scrollTo(0, document.scrollingElement.scrollHeight);
    const box = (element) => {
      if (!element) return null;
      let { top, bottom, left, right } = element.getBoundingClientRect();
      // What a scroll box clips is not on screen: only the part of a row inside its boxes can be covered.
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflow === 'visible') continue;
        const clip = up.getBoundingClientRect();
        top = Math.max(top, clip.top); bottom = Math.min(bottom, clip.bottom);
        left = Math.max(left, clip.left); right = Math.min(right, clip.right);
      }
      return { top, bottom, left, right };
    };
    const controls = [...document.querySelectorAll('main a, main button, main input, main select, main tbody tr')]
      .map((element) => ({ text: (element.textContent ?? '').trim().slice(0, 40), box: box(element) }))
      .filter(({ box }) => box.bottom > box.top && box.bottom > 0 && box.top < window.innerHeight);
    return {
      controls,
      addMember: box(document.querySelector('a[aria-label="Add Member"]')),
      footer: box(document.querySelector('footer')),
    };
  })()`);
}

/** Every text the connection status ever shows, recorded as the DOM changes (runs before the app's code). */
const RECORD_CONNECTION_TEXTS = `
  window.connectionTexts = [];
  new MutationObserver(() => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      const text = element.textContent ?? '';
      if (text.includes('Live updates') && window.connectionTexts.at(-1) !== text) window.connectionTexts.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

describe("the desk's chrome: fixed footer, Add Member button, toasts, connection status, own password (issue 10, item 13)", () => {
  const { app, browser, admin } = browserForFile({ label: 'e2e-desk-chrome' }, 'admin');

  beforeAll(async () => {
    // More members than fit one screen, so the table reaches the fixed footer.
    for (let n = 0; n < 30; n++) {
      await createMember(app.baseUrl, admin, { firstName: `Chrome${String(n).padStart(2, '0')}`, lastName: 'Rowtest' });
    }
    await app.caughtUp();
  });

  it('leaves the last rows and the pager clear of the footer and the Add Member button', async () => {
    for (const viewport of [
      { width: 1280, height: 600 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signInAt(page, app.baseUrl, ADMIN, `/members/fixed`);
      await page.getByRole('heading', { name: 'Members Table', level: 1 }).waitFor();
      await expect.poll(() => page.getByRole('row', { name: /Rowtest/ }).count(), { timeout: 20_000 }).toBe(25);
      await expect
        .poll(async () => {
          const { controls, addMember, footer } = await bottomOfPage(page);
          if (!addMember || !footer) return ['the Add Member button or the footer is missing'];
          return controls
            .filter(({ box }) => overlaps(box, addMember) || overlaps(box, footer))
            .map(({ text }) => `${viewport.width} px: "${text}" is covered`);
        })
        .toEqual([]);
      await context.close();
    }
  });

  it('never says "Reconnecting" while the first connection is made after sign-in', async () => {
    const { context, page } = await openPage(browser);
    await page.addInitScript(RECORD_CONNECTION_TEXTS);
    await signIn(page, app.baseUrl, ADMIN);
    await page.getByRole('status').filter({ hasText: 'Live updates connected' }).waitFor();
    const texts = await page.evaluate<string[]>('window.connectionTexts');
    expect(texts.some((text) => text.includes('connected'))).toBe(true);
    expect(texts.filter((text) => /reconnecting/i.test(text))).toEqual([]);
    await context.close();
  });

  it("lets a receptionist change their own password from the profile menu, without the gym's settings", async () => {
    const created = await call(app.baseUrl, 'POST', '/api/users', {
      session: admin,
      body: { username: 'desk.chrome', name: 'Noor Desk', password: 'desk-pass-1', role: 'receptionist' },
    });
    expect(created.status).toBe(201);
    await app.caughtUp();
    const { context, page } = await openPage(browser);
    await signIn(page, app.baseUrl, { username: 'desk.chrome', password: 'desk-pass-1' });
    await expect.poll(() => menuLabels(page)).toContain('Dashboard');
    expect(await menuLabels(page)).not.toContain('Settings');

    await page.getByRole('button', { name: /open profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).waitFor();
    await expect
      .poll(() => page.getByRole('menuitem').allInnerTexts())
      .toEqual(['Change Password', 'العربية', 'Logout']);
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();

    // A wrong current password is said at its field; nothing changes.
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill('desk-pass-2');
    await page.getByLabel('Confirm new password').fill('desk-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct').waitFor();

    await page.getByLabel('Current password').fill('desk-pass-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Password changed' });
    await toast.waitFor();
    // The toast stays clear of the header (its connection status and profile menu).
    await expect
      .poll(async () => {
        const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.locator('header').boundingBox()]);
        return toastBox && headerBox ? toastBox.y - (headerBox.y + headerBox.height) : -Infinity;
      })
      .toBeGreaterThanOrEqual(0);
    // Still signed in here; the new password is the one that works.
    await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();
    const newLogin = await call(app.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'desk.chrome', password: 'desk-pass-2' },
    });
    expect(newLogin.status).toBe(200);
    await context.close();
  });

  it("keeps the plan distribution chart's plan names apart, at a desk PC's width and a phone's", async () => {
    // Six plans with long names, each with an active member.
    for (const name of [
      'Twelve Months Unlimited Platinum Access',
      'Six Months Gold Flexible Membership',
      'Three Months Silver Weekday Mornings',
      'Monthly Ladies Only Evening Classes',
      'Student Semester Unlimited Pass',
      'Corporate Partner Family Package',
    ]) {
      const plan = await createPlan(app.baseUrl, admin, { name });
      const member = await createMember(app.baseUrl, admin, { firstName: 'Planlabel', lastName: name.split(' ')[0] });
      const sale = await sell(app.baseUrl, admin, {
        memberId: member.id,
        membershipPlanId: plan.id,
        registrationType: 'New Registration',
        amount: 450,
        status: 'paid',
        paymentMethod: 'cash',
      });
      expect(sale.status).toBe(201);
    }
    await app.caughtUp();
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, app.baseUrl, ADMIN);
      const chart = page
        .getByRole('region', { name: 'Membership Plan Distribution', exact: true })
        .locator('svg[role="img"]');
      const labels = chart.locator('text[text-anchor="middle"]');
      await expect.poll(() => labels.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
      // Each name ends before the next begins (the boxes of neighbouring labels do not overlap).
      await expect
        .poll(async () => {
          const boxes = (await Promise.all((await labels.all()).map((label) => label.boundingBox())))
            .filter((box) => box !== null)
            .sort((a, b) => a.x - b.x);
          return boxes.slice(1).filter((box, index) => box.x < boxes[index]!.x + boxes[index]!.width).length;
        })
        .toBe(0);
      await context.close();
    }
  });
});
