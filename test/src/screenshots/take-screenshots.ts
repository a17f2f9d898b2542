/**
 * `npm run screenshots` (issue 45, item 9): the whole product in a folder of pictures, for a reviewer to look through
 * in a minute. Starts the app on a small generated sample gym (the layout test's: `startSampleGymApp`), then writes a
 * PNG of every page of the router at 390 px (a phone, in Chromium's mobile emulation) and 1280 px (a laptop), signed
 * in as administrator and as receptionist, in English and in Arabic (issue 46: folders ending `-ar`, right to left),
 * into `screenshots/` (git ignores it; emptied first), and prints where. Paths given after `--` take those pages
 * only (`npm run screenshots -- /` for the dashboards the README shows).
 * PostgreSQL: the server named by TEST_DATABASE_URL (or DATABASE_URL), else an embedded one started for this run and
 * thrown away afterwards. The UI is built first by the npm script.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A line for the person at the terminal. */
const say = (line: string) => process.stdout.write(`${line}\n`);
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { startEmbeddedDatabase } from '@gym/infra/embedded-database';
import type { EmbeddedDatabase } from '@gym/infra/embedded-database';
import { launchBrowser } from '../support/browser.js';
import { startSampleGymApp } from '../support/sample-gym-app.js';
import type { SampleGymApp } from '../support/sample-gym-app.js';
import { ADMIN, RECEPTION, signIn } from '../e2e/e2e-session.js';
import type { Account } from '../e2e/e2e-session.js';
import { LAPTOP, MOBILE, paramsOf, PHONE, settled, signOutLast } from '../e2e/page-layout.js';
import { fillParams, uiRoutePaths } from '../e2e/page-routes.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const folder = join(root, 'screenshots');

const SCREENS: readonly { readonly name: string; readonly options: BrowserContextOptions }[] = [
  { name: `${PHONE.width}`, options: { viewport: PHONE, ...MOBILE, deviceScaleFactor: 2 } },
  { name: `${LAPTOP.width}`, options: { viewport: LAPTOP } },
];
/** English, then Arabic: the browser's chosen language, set before the app starts (lib/i18n/chosen-locale). */
const LANGUAGES: readonly { readonly suffix: string; readonly locale: 'en' | 'ar' }[] = [
  { suffix: '', locale: 'en' },
  { suffix: '-ar', locale: 'ar' },
];
const ROLES: readonly { readonly name: string; readonly account: Account }[] = [
  { name: 'administrator', account: ADMIN },
  { name: 'receptionist', account: RECEPTION },
];

/** A file name for a page path: `/` is the dashboard, `/members/:id` becomes `members-id`. */
function fileName(path: string): string {
  return `${path.replace(/[/:]+/g, '-').replace(/^-|-$/g, '') || 'dashboard'}.png`;
}

/** The page as it is once settled; a page that never settles is taken as it is, and said so. */
async function shoot(page: Page, url: string, file: string): Promise<void> {
  await page.goto(url);
  await settled(page).catch((error: Error) =>
    console.warn(`  ${url} did not settle (${error.message.split('\n')[0]}); taken as it is`),
  );
  await page.screenshot({ path: file, fullPage: true });
}

/** A profile for `screen` whose browser has chosen `locale`. */
async function profile(browser: Browser, screen: (typeof SCREENS)[number], locale: 'en' | 'ar') {
  const context = await browser.newContext(screen.options);
  await context.addInitScript(`localStorage.setItem('gym.locale', '${locale}')`);
  return context;
}

async function takeAll(browser: Browser, gym: SampleGymApp, paths: readonly string[]): Promise<number> {
  let count = 0;
  for (const language of LANGUAGES) count += await takeLanguage(browser, gym, paths, language);
  return count;
}

async function takeLanguage(
  browser: Browser,
  gym: SampleGymApp,
  paths: readonly string[],
  language: (typeof LANGUAGES)[number],
): Promise<number> {
  let count = 0;
  for (const screen of SCREENS) {
    const context = await profile(browser, screen, language.locale);
    try {
      const page = await context.newPage();
      const signedOut = join(folder, `signed-out-${screen.name}${language.suffix}`);
      await mkdir(signedOut, { recursive: true });
      await shoot(page, `${gym.baseUrl}/login`, join(signedOut, 'login.png'));
      count++;
    } finally {
      await context.close();
    }
    for (const role of ROLES) {
      const dir = join(folder, `${role.name}-${screen.name}${language.suffix}`);
      await mkdir(dir, { recursive: true });
      const context = await profile(browser, screen, language.locale);
      try {
        const page = await context.newPage();
        // Whatever the language, the app is ready once a page heading shows.
        await signIn(page, gym.baseUrl, role.account, (at) => at.locator('main h1').first().waitFor());
        for (const path of paths) {
          await shoot(page, `${gym.baseUrl}${fillParams(path, paramsOf(path, gym.params))}`, join(dir, fileName(path)));
          count++;
        }
      } finally {
        await context.close();
      }
      say(`  ${role.name} at ${screen.name} px in ${language.locale}: ${paths.length} pages`);
    }
  }
  return count;
}

let embedded: EmbeddedDatabase | undefined;
let gym: SampleGymApp | undefined;
let browser: Browser | undefined;
const started = performance.now();
try {
  let serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    say('starting an embedded PostgreSQL (set TEST_DATABASE_URL to use a server of your own) ...');
    embedded = await startEmbeddedDatabase({
      dataDir: join(root, '.test-data', `screenshots-${process.pid}`, 'cluster'),
      port: 0,
      durable: false,
    });
    serverUrl = embedded.serverUrl;
  }
  say('generating a sample gym and starting the app ...');
  let paths: string[];
  [gym, browser, paths] = await Promise.all([
    startSampleGymApp({ label: 'screenshots', serverUrl }),
    launchBrowser(),
    uiRoutePaths(),
  ]);
  const asked = process.argv.slice(2);
  if (asked.length > 0) paths = paths.filter((path) => asked.includes(path));
  await rm(folder, { recursive: true, force: true });
  const count = await takeAll(browser, gym, signOutLast(paths));
  say(`${count} screenshots in ${Math.round((performance.now() - started) / 1000)} s: ${folder}`);
} finally {
  await browser?.close();
  await gym?.stop();
  if (embedded) {
    await embedded.stop();
    await rm(join(root, '.test-data', `screenshots-${process.pid}`), { recursive: true, force: true });
  }
}
process.exit(0);
