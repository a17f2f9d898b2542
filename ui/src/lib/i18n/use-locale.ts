import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { rememberLocale } from './chosen-locale';
import { activateLocale } from './i18n';
import { DEFAULT_LOCALE, isLocale } from './locale';
import type { Locale } from './locale';

/** The UI's language, and a change of it (remembered by this browser; what else keeps it is the caller's). */
export function useLocale(): { locale: Locale; changeLocale: (locale: Locale) => Promise<void> } {
  const { i18n } = useLingui();
  const changeLocale = useCallback(async (locale: Locale) => {
    rememberLocale(locale);
    await activateLocale(locale);
  }, []);
  return { locale: isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, changeLocale };
}
