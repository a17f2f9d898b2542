import { setupI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { catalogueOf } from './catalogue-names';
import { catalogueLoader } from './i18n';
import { LOCALES } from './locale';
import type { Locale } from './locale';

/*
 * Printed documents speak both languages at once (issue 46, item 6): receipts, X/Z reports, payslips and the contract
 * print English and Arabic side by side, as Qatari businesses print them, whatever the page's language. The app's
 * translator speaks one language at a time, so documents have a translator per language, loading the same
 * catalogues (each once, when a document first names one of their messages).
 */
const translators: Record<Locale, I18n> = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
) as Record<Locale, I18n>;

const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Loads catalogue `name` into both documents' translators (once). */
export function loadDocumentCatalogue(name: string): Promise<void> {
  let load = loads.get(name);
  if (!load) {
    const loader = catalogueLoader(name);
    if (!loader) return Promise.reject(new Error(`no message catalogue is registered as "${name}"`));
    load = Promise.all(
      LOCALES.map(async (locale) => {
        const { messages } = await loader(locale);
        translators[locale].load(locale, messages);
      }),
    ).then(
      () => {
        loaded.add(name);
      },
      (error: unknown) => {
        loads.delete(name);
        throw error;
      },
    );
    loads.set(name, load);
  }
  return load;
}

/** Whether message `id`'s catalogue is ready in both languages (else the caller shows the page's language). */
export function documentTextReady(id: string): boolean {
  return loaded.has(catalogueOf(id));
}

/** Message `id` in each language, its values written in as given. */
export function documentText(id: string, values?: Record<string, unknown>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, translators[locale]._(id, values)])) as Record<
    Locale,
    string
  >;
}
