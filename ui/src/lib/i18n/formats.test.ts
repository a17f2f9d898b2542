import { describe, expect, it } from 'vitest';
import { amountIn, hijriDateIn, intlLocale, moneyIn } from './formats';

const english = { locale: 'en', arabicIndicDigits: false } as const;
const arabic = { locale: 'ar', arabicIndicDigits: false } as const;
const arabicDigits = { locale: 'ar', arabicIndicDigits: true } as const;

describe('numbers, money and dates in each language (issue 46, item 3)', () => {
  it('writes amounts as the specification has them in English, whatever the digits setting', () => {
    expect(amountIn(english, 1234.5)).toBe('1,234.50');
    expect(moneyIn(english, 1234.5)).toBe('1,234.50 QAR');
    expect(moneyIn({ ...english, arabicIndicDigits: true }, 0)).toBe('0.00 QAR');
  });

  it('names QAR "ر.ق" in Arabic, with Latin digits unless the gym chose Arabic-Indic ones', () => {
    expect(moneyIn(arabic, 1234.5)).toBe('1,234.50 ر.ق');
    expect(moneyIn(arabicDigits, 1234.5)).toBe('١٬٢٣٤٫٥٠ ر.ق');
    // Another currency keeps its code.
    expect(moneyIn(arabic, 10, 'USD')).toBe('10.00 USD');
    expect(intlLocale(arabicDigits)).toBe('ar-QA-u-nu-arab');
  });

  it('gives the Umm al-Qura Hijri date of a day, in the language and digits of the page', () => {
    // 5 December 2026 is 25 Jumada al-Akhirah 1448 in the Umm al-Qura calendar.
    expect(hijriDateIn(english, '2026-12-05')).toBe('Jumada II 25, 1448 AH');
    expect(hijriDateIn(arabic, '2026-12-05')).toBe('25 جمادى الآخرة 1448 هـ');
    expect(hijriDateIn(arabicDigits, '2026-12-05')).toBe('٢٥ جمادى الآخرة ١٤٤٨ هـ');
  });
});
