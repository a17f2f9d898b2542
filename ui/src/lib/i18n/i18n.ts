import { setupI18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { catalogueOf, KIT_DIALOGS, SHARED } from './catalogue-names';
import { DEFAULT_LOCALE, directionOf, isLocale } from './locale';
import type { Locale } from './locale';
import { intlLocale } from './formats';
import type { NumberStyle } from './formats';

/** Loads one catalogue (a feature's, or the shared one) in one language; Vite splits each into its own file. */
export type CatalogueLoader = (locale: Locale) => Promise<{ messages: Messages }>;

const loaders = new Map<string, CatalogueLoader>([
  // The shared catalogue in the page's language, before the first paint (main.tsx): a page in Arabic does not carry
  // the English one as well (3.5 kB gzip of issue 46's 250 kB budget). English is still the fallback when Arabic
  // cannot be fetched: it is fetched then.
  [SHARED, (locale) => (locale === 'en' ? import('../../locales/en.po') : import('../../locales/ar.po'))],
  // The kit's dialogs and documents no screen shows before the user acts (the invoice and PT balance dialogs, the
  // member picker, receipts, image uploads): loaded with any page's code but the dashboard's (app/router.tsx), and on
  // their first message there, so signing in and the dashboard do not wait for them (issue 46's 250 kB budget).
  [KIT_DIALOGS, (locale) => import(`../../locales/kit-dialogs/${locale}.po`)],
  // The server's refusals by code (lib/refusal-text.ts): loaded on the first refusal shown in a language.
  ['refusal', (locale) => import(`../../locales/refusal/${locale}.po`)],
  // The schemas' validation sentences (validation-text.ts): loaded when a form shows in a language other than English.
  ['validation', (locale) => import(`../../locales/validation/${locale}.po`)],
]);
/** `${locale}:${catalogue}` of the catalogues on their way or loaded, and of those loaded. */
const requested = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** Whether Arabic screens write Arabic-Indic digits (the gym's setting; Latin digits until it is known). */
let arabicIndicDigits = false;

/**
 * The app's one translator. An id whose catalogue is not loaded yet (a feature's component shown on another
 * feature's page) loads it and shows nothing until it arrives, then the page renders again with the text (routes
 * load their feature's catalogue before they show, so this is the exception). An id its loaded catalogue lacks is
 * a mistake the catalogue test catches; it shows as the id, to be seen and reported.
 */
export const i18n = setupI18n({
  locale: DEFAULT_LOCALE,
  messages: {},
  missing: (locale, id) => {
    const catalogue = catalogueOf(id);
    if (loaded.has(`${locale}:${catalogue}`) || !loaders.has(catalogue)) return id;
    void loadCatalogue(locale as Locale, catalogue).catch(() => undefined);
    return '';
  },
});

/** The language the UI speaks now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Tells the translator where a feature's catalogue comes from (app/catalogues.ts registers each feature's). */
export function registerCatalogue(name: string, loader: CatalogueLoader): void {
  loaders.set(name, loader);
}

/** Where catalogue `name` comes from (documents printed in both languages load it into translators of their own). */
export function catalogueLoader(name: string): CatalogueLoader | undefined {
  return loaders.get(name);
}

/** Loads catalogue `name` in `locale` (once); an unregistered name is a mistake in the code. */
export function loadCatalogue(locale: Locale, name: string): Promise<void> {
  const key = `${locale}:${name}`;
  const started = requested.get(key);
  if (started) return started;
  const loader = loaders.get(name);
  if (!loader) return Promise.reject(new Error(`no message catalogue is registered as "${name}"`));
  const load = loader(locale).then(
    ({ messages }) => {
      loaded.add(key);
      i18n.load(locale, messages);
    },
    (error: unknown) => {
      // A failed download may succeed on the next attempt (the network came back).
      requested.delete(key);
      throw error;
    },
  );
  requested.set(key, load);
  return load;
}

/**
 * What `load` gives (a page's or a dialog's code), once the catalogues `names` are loaded in the current language
 * too: code that shows their messages never draws them blank while they come.
 */
export async function withCatalogues<T>(load: () => Promise<T>, names: readonly string[]): Promise<T> {
  const [loaded] = await Promise.all([load(), ...names.map((name) => loadCatalogue(currentLocale(), name))]);
  return loaded;
}

/** The catalogues requested in any language: what a change of language has to load again. */
function cataloguesInUse(): string[] {
  return [...new Set([...requested.keys()].map((key) => key.slice(key.indexOf(':') + 1)))];
}

/**
 * Switches the UI to `locale`: loads, in it, the shared catalogue and every catalogue already in use, then sets the
 * page's language and direction (what screen readers, fonts and the layout's logical sides follow) and renders again.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...new Set([SHARED, ...cataloguesInUse()])].map((name) => loadCatalogue(locale, name)));
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  i18n.activate(locale, [intlLocale({ locale, arabicIndicDigits })]);
}

/** How numbers are written now: the page's language and the gym's choice of digits. */
export function numberStyle(): NumberStyle {
  return { locale: currentLocale(), arabicIndicDigits };
}

/** Follows the gym's setting of digits; the app is drawn again when it changes what an Arabic page shows. */
export function setArabicIndicDigits(on: boolean): void {
  if (on === arabicIndicDigits) return;
  arabicIndicDigits = on;
  i18n.activate(i18n.locale, [intlLocale(numberStyle())]);
}

/** Whether the current language's loaded catalogues have message `id`. */
export function hasMessage(id: string): boolean {
  return loaded.has(`${currentLocale()}:${catalogueOf(id)}`) && i18n.messages[id] !== undefined;
}

/** A message's text in the current language, for code outside components (toasts raised by a handler). */
export function translate(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}
