import { useSettings } from '../../lib/api/get-settings';
import { hijriDateIn } from '../../lib/i18n/formats';
import { numberStyle } from '../../lib/i18n/i18n';
import { Bilingual } from './use-document-text';

/**
 * A document's date (YYYY-MM-DD) in the Hijri calendar of Umm al-Qura, in both languages, under the Gregorian one:
 * printed when the gym's settings ask for it (issue 46, item 3), nothing otherwise.
 */
export function HijriDate({ day }: { day: string }) {
  const settings = useSettings();
  if (!settings.data?.hijriDates) return null;
  const arabicIndicDigits = numberStyle().arabicIndicDigits;
  return (
    <p data-testid="hijri-date">
      <Bilingual
        en={hijriDateIn({ locale: 'en', arabicIndicDigits: false }, day)}
        ar={hijriDateIn({ locale: 'ar', arabicIndicDigits }, day)}
      />
    </p>
  );
}
