import type { Locale } from './locale';

/**
 * How numbers, money and dates are written (issue 46, item 3): in English as the specification has them (amounts in
 * US-English form with 2 decimals, "1,234.50 QAR"); in Arabic with Latin digits unless the gym chose Arabic-Indic
 * ones ("١٬٢٣٤٫٥٠ ر.ق"), QAR named "ر.ق"; the Hijri date (Umm al-Qura calendar) for where members read dates.
 */
export interface NumberStyle {
  readonly locale: Locale;
  readonly arabicIndicDigits: boolean;
}

/** The Intl locale that writes numbers and dates in `style`. */
export function intlLocale({ locale, arabicIndicDigits }: NumberStyle): string {
  if (locale === 'en') return 'en-US';
  return arabicIndicDigits ? 'ar-QA-u-nu-arab' : 'ar-QA-u-nu-latn';
}

const amounts = new Map<string, Intl.NumberFormat>();

/** An amount with exactly 2 decimals. */
export function amountIn(style: NumberStyle, qar: number): string {
  const tag = intlLocale(style);
  let format = amounts.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amounts.set(tag, format);
  }
  return format.format(qar);
}

/** The currency's name as Arabic readers know it; another currency keeps its code. */
const ARABIC_CURRENCY: Record<string, string> = { QAR: 'ر.ق' };

/** An amount and its currency: "1,234.50 QAR", "1,234.50 ر.ق". */
export function moneyIn(style: NumberStyle, qar: number, currency = 'QAR'): string {
  const name = style.locale === 'ar' ? (ARABIC_CURRENCY[currency] ?? currency) : currency;
  return `${amountIn(style, qar)} ${name}`;
}

/** A calendar day (YYYY-MM-DD) in the Hijri calendar of Umm al-Qura: "25 Jumada II 1448 AH", "25 جمادى الآخرة 1448 هـ". */
export function hijriDateIn(style: NumberStyle, day: string): string {
  const tag = style.locale === 'en' ? 'en-u-ca-islamic-umalqura' : `${intlLocale(style)}-ca-islamic-umalqura`;
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
