import { afterAll, beforeAll } from 'vitest';
import { signInAdmin, signInReception } from './api-client.js';
import type { Session } from './api-client.js';
import { filledBeforeAll } from './filled-before-all.js';
import { startTestApp } from './test-app.js';
import type { TestApp, TestAppOptions } from './test-app.js';

/** The demo accounts a file may sign in: the administrator and the receptionist at the desk. */
export type DemoAccount = 'admin' | 'desk';

const signInOf: Record<DemoAccount, (baseUrl: string) => Promise<Session>> = {
  admin: signInAdmin,
  desk: signInReception,
};

/**
 * The start most API test files share: the whole app on a fresh database, started before the describe block's first
 * test with the demo `accounts` signed in, and stopped after its last. Call it inside the describe block; the objects
 * it returns are filled in when the tests run (hooks the file adds after it see them filled).
 *
 * Only the accounts named are signed in, one after another, as the files did by hand: a sign-in is an event in the
 * log (some files count them), and the login throttle counts attempts from one address that overlap.
 */
export function appForFile<Account extends DemoAccount>(
  options: TestAppOptions,
  ...accounts: Account[]
): { readonly t: TestApp } & Readonly<Record<Account, Session>> {
  const [t, fillApp] = filledBeforeAll<TestApp>();
  const sessions = Object.fromEntries(accounts.map((account) => [account, filledBeforeAll<Session>()]));
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
    fillApp(started);
    for (const account of accounts) sessions[account]![1](await signInOf[account](t.baseUrl));
  });
  afterAll(() => started?.stop());
  const signedIn = Object.fromEntries(accounts.map((account) => [account, sessions[account]![0]]));
  return { t, ...(signedIn as Record<Account, Session>) };
}
