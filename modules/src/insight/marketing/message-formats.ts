import type { Language } from './marketing-contracts.js';

/**
 * How a message to a member writes money and dates (issue 46, items 3 and 7), as the member's screens and printed
 * documents write them: in English "1,234.50 QAR" and "6 December 2026"; in Arabic with Latin digits unless the gym
 * chose Arabic-Indic ones, the riyal named "ر.ق"; the Hijri date (Umm al-Qura) beside a date when the gym asks for it.
 */
export interface MessageStyle {
  readonly language: Language;
  /** The gym's setting: Arabic text writes its numbers in Arabic-Indic digits (١٢٣) rather than Latin ones. */
  readonly arabicIndicDigits: boolean;
  /** The gym's setting: dates members read carry their Hijri date too. */
  readonly hijriDates: boolean;
  /** The gym's currency code (Settings). */
  readonly currency: string;
}

const ARABIC_CURRENCY: Readonly<Record<string, string>> = { QAR: 'ر.ق' };

function intlLocale(style: MessageStyle): string {
  if (style.language === 'en') return 'en-US';
  return style.arabicIndicDigits ? 'ar-QA-u-nu-arab' : 'ar-QA-u-nu-latn';
}

/** An amount in dirhams (minor units) with 2 decimals and the currency's name in the message's language. */
export function messageMoney(style: MessageStyle, dirhams: number): string {
  const amount = new Intl.NumberFormat(intlLocale(style), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(dirhams / 100);
  const name = style.language === 'ar' ? (ARABIC_CURRENCY[style.currency] ?? style.currency) : style.currency;
  return `${amount} ${name}`;
}

// Noon UTC: the calendar day itself, whatever zone formats it.
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** A calendar day (YYYY-MM-DD) in words of the message's language, with its Hijri date when the gym shows those. */
export function messageDay(style: MessageStyle, day: string): string {
  const gregorianTag = style.language === 'en' ? 'en-GB' : intlLocale(style);
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  const gregorian = new Intl.DateTimeFormat(gregorianTag, options).format(noonOf(day));
  if (!style.hijriDates) return gregorian;
  const hijriTag = style.language === 'en' ? 'en-u-ca-islamic-umalqura' : `${intlLocale(style)}-ca-islamic-umalqura`;
  return `${gregorian} (${new Intl.DateTimeFormat(hijriTag, options).format(noonOf(day))})`;
}
