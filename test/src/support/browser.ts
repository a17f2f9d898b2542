import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import axe from 'axe-core';
import { chromium } from 'playwright-core';
import type { Browser, Locator, Page } from 'playwright-core';

/** Flags for a headless Chromium in containers and CI: no sandbox (root), no GPU, no background traffic. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Where Chromium is: CHROMIUM_PATH, else the system's /usr/bin/chromium, else the browser shipped in the npm
 * package @sparticuz/chromium (when installed). DESIGN section 7.
 */
export async function chromiumPath(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const packaged = await sparticuzChromium();
  if (packaged) return packaged;
  throw new Error(
    'No Chromium found for the browser tests. Set CHROMIUM_PATH to a Chromium or Chrome binary, install the ' +
      'system package (e.g. `apt-get install chromium`, giving /usr/bin/chromium), or add the npm package ' +
      '@sparticuz/chromium to the test workspace.',
  );
}

async function sparticuzChromium(): Promise<string | undefined> {
  const require = createRequire(import.meta.url);
  let resolved: string;
  try {
    resolved = require.resolve('@sparticuz/chromium');
  } catch {
    return undefined;
  }
  const module = (await import(resolved)) as { default?: { executablePath(): Promise<string> } };
  return module.default?.executablePath();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

let shared: Promise<Browser> | undefined;

/**
 * The test process's Chromium, started by the first browser test file that asks. The API and browser files of a
 * worker run in one process one after another (vitest.config.ts, `isolate: false`), so they share one browser instead
 * of starting one each (about 0.6 s of CPU a start, seconds on a busy machine; some 35 files). Each file still works
 * in profiles (contexts) of its own and closes them after its last test (`closeContexts`); Playwright ends the
 * browser when the process exits. A browser that crashed or was closed is started anew.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = shared;
  if (current) {
    const browser = await current.catch(() => undefined);
    if (browser?.isConnected()) return browser;
    if (shared !== current) return sharedBrowser();
  }
  const started = launchBrowser();
  shared = started;
  return started;
}

/** Closes every profile open in `browser`: what a test file opened in the shared browser goes with the file. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close().catch(() => undefined)));
}

/** Impacts that fail a test: a serious or critical barrier for a person using assistive technology. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** The rules run: WCAG 2.x A and AA (colour contrast included) and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[]; readonly failureSummary?: string }[];
}

/**
 * Runs axe (AXE_TAGS) on the page and throws, listing each serious or critical violation with the elements it found,
 * when there is any once the page's sections have loaded.
 *
 * axe-core runs in the page itself, loaded once per document: @axe-core/playwright injected it anew for every
 * check and finished each run in a new blank page, about a second a check whatever the page (the app has no frames
 * for it to walk). Only violations come back whole; the passes are not sent over node by node.
 *
 * A page measured while a section still loads (a busy machine) is measured again once no spinner is left, and only
 * what is still there fails: a section that had not arrived failed the members' page once in CI, and what the user
 * works with is the loaded page. What went away is printed, so that it stays visible.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  const first = await seriousA11yViolations(page);
  if (first.length === 0) return;
  await page
    .locator('.animate-spin')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  const failing = await seriousA11yViolations(page);
  if (failing.length === 0) {
    process.stderr.write(`axe on ${label}: gone once the page had loaded:\n${a11yReport(first)}\n`);
    return;
  }
  throw new Error(`Accessibility violations on ${label}:\n${a11yReport(failing)}`);
}

async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // A toast or card fading in is measured half-transparent, so its text fails contrast for a moment: bring every
  // finite animation and transition to its end state first (an endless one, a spinner, cannot finish and is left).
  await page.evaluate(`document.getAnimations().forEach((animation) => {
    try { animation.finish(); } catch { /* an endless animation */ }
  })`);
  if (!(await page.evaluate<boolean>(`typeof window.axe === 'object'`))) await page.evaluate(axe.source);
  // Toasts come and go with the work under test (fading in or out while axe measures them); their colours are the
  // same few classes on every page, so they are left out of the measurement rather than racing their animation.
  const results = await page.evaluate<{ violations: AxeViolation[] }>(
    `window.axe.run({ exclude: [['[data-toast-text]']] }, ${JSON.stringify({
      runOnly: { type: 'tag', values: AXE_TAGS },
      resultTypes: ['violations'],
    })})`,
  );
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
}

const a11yReport = (violations: readonly AxeViolation[]) =>
  violations
    .map(
      (violation) =>
        `- [${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    )
    .join('\n');

/** The little of the DOM pageLanguageText touches (the tests compile without the DOM's types). */
interface TextElement {
  readonly innerText: string;
  querySelectorAll(selector: string): ArrayLike<{ readonly style: { display: string } }>;
}

/**
 * An element's text as a reader of the page's language sees it: a printed document's words in the other language
 * (the `aria-hidden` half of each bilingual pair, issue 46 item 6) left out, so a test reads "Total 95.00" rather than
 * "Total الإجمالي 95.00".
 */
export function pageLanguageText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const node = element as unknown as TextElement;
    const hidden = Array.from(node.querySelectorAll('[lang][aria-hidden="true"]'));
    for (const half of hidden) half.style.display = 'none';
    const text = node.innerText;
    for (const half of hidden) half.style.display = '';
    return text;
  });
}
