import type { Locator, Page } from 'playwright-core';

/**
 * Chooses `option` in the FilterBar's select (a Headless UI listbox, not a native <select>) labelled `label`, the way
 * a user does: open the list, click the option. The options open in a layer of the page, outside `scope`.
 */
export async function chooseFilter(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'goto' in scope ? scope : scope.page();
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The choice a FilterBar select shows (the listbox button's text). */
export async function shownFilter(scope: Page | Locator, label: string): Promise<string> {
  return (await scope.getByLabel(label, { exact: true }).innerText()).trim();
}
