/** The languages the UI speaks (issue 46): English, and Arabic read right to left. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The direction text of `locale` is read in: the page's `dir`. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Each language's own name, as a language switch shows it (in its own script, whatever the page's language). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };
