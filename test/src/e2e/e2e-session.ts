import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SESSION_COOKIE } from '@gym/command-service/auth/authentication';

export const ADMIN = { username: 'admin', password: 'admin123' } as const;
export const RECEPTION = { username: 'reception', password: 'reception123' } as const;

/** What the browser tests do with the browser: open fresh profiles (contexts) in it. */
export type ProfileOpener = Pick<Browser, 'newContext'>;

/** A fresh browser profile (own cookies and storage) at a desktop size, so the sidebar is a fixed column. */
export async function openPage(browser: ProfileOpener): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}

export interface Account {
  readonly username: string;
  readonly password: string;
}

/**
 * A fresh profile signed in as `account`, then (with `path`) at that page, waiting for its level-1 `heading` when
 * given. The profile joins `contexts`, which the test file closes after its tests.
 */
export async function signedInPage(
  browser: ProfileOpener,
  baseUrl: string,
  account: Account,
  options: { contexts?: BrowserContext[]; path?: string; heading?: string } = {},
): Promise<Page> {
  const { context, page } = await openPage(browser);
  options.contexts?.push(context);
  if (options.path) await signInAt(page, baseUrl, account, options.path);
  else await signIn(page, baseUrl, account);
  if (options.heading) await page.getByRole('heading', { name: options.heading, level: 1 }).waitFor();
  return page;
}

/**
 * Signs in through the API and gives the page's profile the session cookie the server set, then opens the dashboard
 * and waits for it: the state the form leaves, without loading the sign-in page and typing for every test whose
 * subject is something else (56 sign-ins in the browser files). The form has tests of its own (`signInThroughTheForm`,
 * login.test.ts).
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  account: { username: string; password: string },
  /** What shows the app is ready; by default the dashboard's English heading. */
  ready: (page: Page) => Promise<unknown> = (at) => at.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor(),
) {
  await signInAt(page, baseUrl, account, '/');
  await ready(page);
}

/**
 * Signs in as `signIn` does and opens `path` (with its query) straight away: a test about another page does not load
 * the dashboard first, the heaviest page of the app, only to leave it. The caller waits for what it needs there.
 */
export async function signInAt(
  page: Page,
  baseUrl: string,
  account: { username: string; password: string },
  path: string,
) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!response.ok || !cookie)
    throw new Error(`sign-in of ${account.username}: ${response.status} ${await response.text()}`);
  const value = cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
  await page.context().addCookies([{ name: SESSION_COOKIE, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  await page.goto(`${baseUrl}${path}`);
}

/** Signs in through the form, as a person would, and waits for the dashboard. */
export async function signInThroughTheForm(
  page: Page,
  baseUrl: string,
  account: { username: string; password: string },
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
}

/** The labels of the main navigation's top-level items, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  return nav.locator(':scope > ul > li > a').allInnerTexts();
}

export async function expectText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
  expect(await page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}
