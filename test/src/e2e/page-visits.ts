import type { Page } from 'playwright-core';
import { settled } from './page-layout.js';

/** The socket's long-polling fallback keeps a request open for as long as the page lives: not the page loading. */
const LIVE_CHANNEL = /\/socket\.io\//;

/** How long no request may be open before the page counts as loaded (a query answered can start another). */
const QUIET_MS = 150;

/**
 * Opens page after page in one signed-in tab the way a user moves through the app: the first by loading it, the
 * next ones through the router (history.pushState and a popstate event, as a link does), so the app is not booted,
 * signed in and connected again for each page. Loaded means: a new heading is shown, no request of the page is open
 * for a moment (the browser's own "network idle" waits 500 ms and does not apply to a move within the page), and no
 * spinner turns. Where the router keeps the same heading element (two pages drawn by one component), the page is
 * loaded from the server instead, so a page is never measured before it is shown.
 */
export class PageVisits {
  private pending = 0;
  private lastChange = performance.now();
  private started = false;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    const count = (delta: number) => (url: string) => {
      if (LIVE_CHANNEL.test(url)) return;
      this.pending += delta;
      this.lastChange = performance.now();
    };
    const opened = count(1);
    const closed = count(-1);
    page.on('request', (request) => opened(request.url()));
    page.on('requestfinished', (request) => closed(request.url()));
    page.on('requestfailed', (request) => closed(request.url()));
  }

  /** Shows `url` (a path of the app) and waits until it has loaded. */
  async open(url: string): Promise<void> {
    if (!this.started || !(await this.moveWithinApp(url))) {
      this.started = true;
      await this.page.goto(`${this.baseUrl}${url}`);
      await settled(this.page);
      return;
    }
    await this.quiet();
    await this.page.locator('.animate-spin').first().waitFor({ state: 'detached', timeout: 20_000 });
  }

  /** Moves to `url` through the router; false when no new heading appeared (then load it instead). */
  private async moveWithinApp(url: string): Promise<boolean> {
    // A string: the tests compile without the DOM's types.
    await this.page.evaluate(`(() => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-left', '');
      window.history.pushState(null, '', ${JSON.stringify(url)});
      window.dispatchEvent(new PopStateEvent('popstate'));
    })()`);
    return this.page
      .locator('h1:not([data-left])')
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
  }

  /** Resolves once no request has been open for QUIET_MS (at most 20 s). */
  private async quiet(): Promise<void> {
    const deadline = performance.now() + 20_000;
    while (performance.now() < deadline) {
      if (this.pending <= 0 && performance.now() - this.lastChange >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
