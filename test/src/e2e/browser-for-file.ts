import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { callOk, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { closeContexts, sharedBrowser } from '../support/browser.js';
import { filledBeforeAll } from '../support/filled-before-all.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp, TestAppOptions } from '../support/test-app.js';
import type { ProfileOpener } from './e2e-session.js';

export interface BrowserForFile {
  /** The app, on a database of the file's own. */
  readonly app: TestApp;
  readonly browser: ProfileOpener;
  /** Profiles the tests open and leave open; each is closed after the file's last test. */
  readonly contexts: BrowserContext[];
}

/** With `'admin'`: the administrator signed in through the API, to set up what a test then looks at. */
export interface AdminApi {
  /** A call to the API (as the administrator unless `session` is given) that must succeed: its body. */
  api<T>(method: string, path: string, body?: unknown, session?: Session): Promise<T>;
  /** The demo administrator's API session. */
  readonly admin: Session;
}

/**
 * The start every browser test file shares: the whole app on a fresh database and the process's headless Chromium
 * (started by the first file that needs it), together before the describe block's first test (then, with `'admin'`, the administrator signed in through the API),
 * and closed after its last. Call it inside the describe block; what it returns is usable once the tests run, hooks
 * the file adds after it included. The administrator is signed in only when asked: a sign-in is an event in the log.
 */
export function browserForFile(options: TestAppOptions): BrowserForFile;
export function browserForFile(options: TestAppOptions, signIn: 'admin'): BrowserForFile & AdminApi;
export function browserForFile(options: TestAppOptions, signIn?: 'admin'): BrowserForFile & AdminApi {
  const [app, fillApp] = filledBeforeAll<TestApp>();
  const [admin, fillAdmin] = filledBeforeAll<Session>();
  const contexts: BrowserContext[] = [];
  let started: { app: TestApp; browser: Browser } | undefined;
  beforeAll(async () => {
    const [startedApp, browser] = await Promise.all([startTestApp(options), sharedBrowser()]);
    started = { app: startedApp, browser };
    fillApp(startedApp);
    if (signIn === 'admin') fillAdmin(await signInAdmin(app.baseUrl));
  });
  afterAll(async () => {
    // The browser is the process's (sharedBrowser): the file's profiles go, the browser stays for the next file.
    for (const context of contexts) await context.close().catch(() => undefined);
    await closeContexts(started?.browser);
    await started?.app.stop();
  });
  const browser: ProfileOpener = {
    newContext: (...args) => {
      if (!started) throw new Error('the browser starts before the first test; it was used before that');
      return started.browser.newContext(...args);
    },
  };
  const api = <T>(method: string, path: string, body?: unknown, session: Session = admin) =>
    callOk<T>(app.baseUrl, method, path, { session, body });
  return { app, browser, admin, contexts, api };
}
