import { LANGUAGE_NAMES, LOCALES } from '../../lib/i18n/locale';
import type { Locale } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';
import { useT } from '../../lib/i18n/use-t';

/**
 * The other language, named in its own script ("العربية" on an English page, "English" on an Arabic one), as
 * bilingual sites in the Gulf offer it: one press switches the whole UI. `onChosen` keeps the choice beyond this
 * browser (the account's saved language).
 */
export function LanguageSwitch({
  className = '',
  onChosen,
}: {
  className?: string;
  onChosen?: (locale: Locale) => void;
}) {
  const t = useT();
  const { locale, changeLocale } = useLocale();
  const other = LOCALES.find((candidate) => candidate !== locale)!;
  return (
    <button
      type="button"
      lang={other}
      // The name of the language says what the button does to someone who reads it; the label says it to a screen
      // reader in the page's language.
      aria-label={t('app.language.switchTo', { language: LANGUAGE_NAMES[other] })}
      onClick={() => void changeLocale(other).then(() => onChosen?.(other))}
      className={`rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 ${className}`}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
