import { useEffect } from 'react';
import type { Language } from '@gym/kernel/contracts/language';
import { rememberLocale } from '../../lib/i18n/chosen-locale';
import { activateLocale, currentLocale } from '../../lib/i18n/i18n';

/**
 * The signed-in account's own language wins over this browser's last choice (issue 46): a receptionist who chose
 * Arabic gets Arabic at any desk. An account that has not chosen keeps the browser's.
 */
export function useAccountLanguage(language: Language | null | undefined): void {
  useEffect(() => {
    if (!language || language === currentLocale()) return;
    rememberLocale(language);
    void activateLocale(language);
  }, [language]);
}
