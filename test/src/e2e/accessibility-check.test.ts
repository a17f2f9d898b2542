import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';

/**
 * The accessibility check every browser test relies on (axe-core run in the page, loaded once per document) finds
 * what it must: a page it passes is only worth something if it fails the barriers it is there to catch.
 */
describe('the accessibility check of the browser tests', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  const show = (body: string) =>
    page.setContent(
      `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`,
    );

  it('names each serious finding and the element it is on', async () => {
    await show('<h1>Members</h1><button id="silent"></button><p style="color:#ccc;background:#fff">Grey on white</p>');
    const failure = await expectNoSeriousA11yViolations(page, 'the test page').then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toContain('Accessibility violations on the test page');
    expect(failure).toMatch(/\[critical\] button-name: .*\n\s+#silent/);
    expect(failure).toMatch(/\[serious\] color-contrast/);
  });

  it('passes a page without a barrier, and checks again after the page changed without loading axe anew', async () => {
    await show('<h1>Members</h1><button>Add member</button>');
    await expectNoSeriousA11yViolations(page, 'a clean page');
    expect(await page.evaluate(`typeof window.axe`)).toBe('object');
    await page.evaluate(`document.querySelector('main').insertAdjacentHTML('beforeend', '<a href="/x"></a>')`);
    await expect(expectNoSeriousA11yViolations(page, 'the changed page')).rejects.toThrow(/link-name/);
  });

  it('leaves the toasts out (they fade in and out while axe measures)', async () => {
    await show('<h1>Members</h1><div data-toast-text><p style="color:#ddd;background:#fff">Saved</p></div>');
    await expectNoSeriousA11yViolations(page, 'a page with a toast');
  });
});
