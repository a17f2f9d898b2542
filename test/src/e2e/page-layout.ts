import type { Page } from 'playwright-core';

/** The screens of issue 45, item 8: two phones held upright, a tablet and a laptop (CSS pixels). */
export const SMALL_PHONE = { width: 360, height: 740 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const TABLET = { width: 768, height: 1024 } as const;
export const LAPTOP = { width: 1280, height: 800 } as const;

/**
 * What a mobile browser profile is given: Chromium's mobile emulation (viewport meta honoured) and touch. One device
 * pixel per CSS pixel: widths are measured in CSS pixels, which a phone's density does not change, and a retina
 * density had Chromium paint four times the pixels of every page of the layout walks for nothing they measure.
 */
export const MOBILE = { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } as const;

/** The sample gym's values of a page path's `:params`: two pages name a sale by `:id`, the others a member. */
export function paramsOf(
  path: string,
  ids: { memberId: string; invoiceId: string; saleId: string; saleInvoiceId: string; occurrenceId: string },
): Record<string, string> {
  return path.startsWith('/supplements/')
    ? { id: ids.saleId, invoiceId: ids.saleInvoiceId }
    : { id: ids.memberId, invoiceId: ids.invoiceId, occurrenceId: ids.occurrenceId };
}

/** Pages that end the session when opened: the Admin Override Cleaner wipes the browser's storage and signs out. */
const SIGNING_OUT = new Set(['/fix-admin']);

/** The paths with those that sign out last, so that every other page is seen signed in (not as the sign-in page). */
export function signOutLast(paths: readonly string[]): string[] {
  return [...paths.filter((path) => !SIGNING_OUT.has(path)), ...paths.filter((path) => SIGNING_OUT.has(path))];
}

/** The page's heading is shown and nothing is loading any more (no request under way, no spinner). */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.locator('.animate-spin').first().waitFor({ state: 'detached', timeout: 20_000 });
}

/**
 * How many CSS pixels the page is wider than a screen `width` wide (0 or less: it fits; a wide table may scroll
 * inside its own box). In mobile emulation content wider than the screen widens the layout viewport itself (the
 * browser zooms out), so the root's own client width would move with it: the screen's width is the yardstick.
 */
export function pageOverflow(page: Page, width: number): Promise<number> {
  return page.evaluate<number>(
    `Math.max(document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth) - ${width}`,
  );
}

/**
 * What to fix when a page is too wide. In mobile emulation the browser widens the layout viewport to the page's
 * widest content, so every block grows with it and nothing seems to stick out of its box; here the root is held at
 * the screen's width for a moment, and then the outermost elements reaching past the right edge (that no scrolling
 * box clips; fixed bars follow the viewport and are left out) are what does not shrink. Each is named with its
 * nearest ancestors' classes, followed down its widest child to the element at the bottom, with widths and text.
 * Written as a string: the test's compiler may add helpers to a function that the page does not have.
 */
export function culprits(page: Page, width: number): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const limit = ${width};
    const root = document.documentElement;
    const style = root.getAttribute('style');
    root.style.width = limit + 'px';
    root.style.overflow = 'visible';
    try {
      const position = (element) => getComputedStyle(element).position;
      const clipped = (node) => {
        for (let up = node.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        }
        return false;
      };
      const fixed = (element) => {
        for (let up = element; up && up !== document.body; up = up.parentElement) {
          if (position(up) === 'fixed') return true;
        }
        return false;
      };
      const right = (element) => element.getBoundingClientRect().right;
      const sticksOut = (element) =>
        element.getBoundingClientRect().width > 0 &&
        right(element) > limit + 0.5 &&
        !fixed(element) &&
        (!clipped(element) || position(element) === 'absolute');
      const found = [...document.querySelectorAll('body *')].filter(sticksOut);
      // Text running out of its own box (a long word or e-mail address): its element is what to fix.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || found.includes(parent) || fixed(parent) || clipped(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (range.getBoundingClientRect().right > limit + 0.5) found.push(parent);
      }
      const outermost = found.filter((element) => !found.includes(element.parentElement));
      const name = (element) => {
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\\s+/).slice(0, 5) : [];
        const box = element.getBoundingClientRect();
        return [element.tagName.toLowerCase(), ...classes].join('.') + ' [' + Math.round(box.left) + '–' +
          Math.round(box.right) + ']';
      };
      return outermost.slice(0, 6).map((element) => {
        const ancestors = [];
        for (let up = element.parentElement; up && up !== document.body && ancestors.length < 2; up = up.parentElement)
          ancestors.unshift(name(up));
        const down = [];
        for (let at = element; at; ) {
          down.push(name(at));
          at = [...at.children].filter(sticksOut).sort((a, b) => right(b) - right(a))[0];
        }
        const text = element.textContent.replace(/\\s+/g, ' ').trim().slice(0, 50);
        return ancestors.join(' > ') + ' >> ' + down.join(' > ') + (text ? ' "' + text + '"' : '');
      });
    } finally {
      if (style === null) root.removeAttribute('style');
      else root.setAttribute('style', style);
    }
  })()`);
}
