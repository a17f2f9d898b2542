import type { Page } from 'playwright-core';

/**
 * Runs in the page (the tests' TypeScript has no DOM types, so it is written as the page's script): the texts a
 * person meets, outside lang="en" and the `skipped` selectors.
 */
const COLLECT_TEXTS = `(skipped) => {
  const found = [];
  const leftOut = (element) =>
    element.closest('[lang="en"]') !== null || skipped.some((selector) => element.closest(selector) !== null);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim();
    if (!parent || !text || leftOut(parent) || parent.closest('script, style, noscript, template')) continue;
    // Text hidden from everyone (not rendered, nor read by a screen reader) is not met; sr-only text is.
    if (!parent.checkVisibility({ visibilityProperty: true }) && !parent.closest('.sr-only')) continue;
    found.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (leftOut(element) || !element.checkVisibility()) continue;
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) found.push(value);
    }
  }
  return found;
}`;

/**
 * The English words an Arabic page still shows (issue 46, item 8): every run of three or more Latin letters in the
 * text a person meets — what is visible, and the labels, placeholders and titles a screen reader or a pointer reads —
 * outside elements marked lang="en" (the English half of a bilingual receipt), less `data`: the Latin words that are
 * names on the page (members, staff, the gym) or codes. Document numbers (INV-000012, POS-000001), e-mail addresses
 * and time zones (Asia/Qatar) are left out by their shape. Each word found comes with the text it stands in, to find its source.
 */
export async function englishLeftOn(
  page: Page,
  data: readonly string[],
  /** CSS selectors of parts left out (see the test for why). */
  skip: readonly string[] = [],
): Promise<string[]> {
  const texts = await page.evaluate<string[]>(`(${COLLECT_TEXTS})(${JSON.stringify(skip)})`);
  const allowed = new Set(data.flatMap((name) => name.toLowerCase().split(/[^a-z]+/)));
  const leaks = new Set<string>();
  for (const text of texts) {
    const withoutData = text
      .replace(/\b[A-Z]{2,4}-\d+\b/g, ' ')
      .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
      // A time zone's code, as the gym's settings name it: Asia/Qatar.
      .replace(/\b[A-Z][a-z]+\/[A-Za-z_]+\b/g, ' ');
    for (const word of withoutData.match(/[A-Za-z]{3,}/g) ?? []) {
      if (!allowed.has(word.toLowerCase())) leaks.add(`${word} (in "${text.slice(0, 80)}")`);
    }
  }
  return [...leaks];
}
