import { describe, expect, it } from 'vitest';
import { asciiDigits, hasArabicLetter, normaliseArabic } from './arabic-text.js';

describe('normaliseArabic: the spellings of one Arabic name search alike (issue 46, item 5)', () => {
  it('reads the hamza forms of alef (أ إ آ) as a bare alef (ا)', () => {
    expect(normaliseArabic('أحمد')).toBe('احمد');
    expect(normaliseArabic('إبراهيم')).toBe('ابراهيم');
    expect(normaliseArabic('آمنة')).toBe(normaliseArabic('امنه'));
    expect(normaliseArabic('آ')).toBe('ا');
  });

  it('reads ta marbuta (ة) as ha (ه)', () => {
    expect(normaliseArabic('فاطمة')).toBe('فاطمه');
    expect(normaliseArabic('فاطمة')).toBe(normaliseArabic('فاطمه'));
  });

  it('reads alef maqsura (ى) as ya (ي)', () => {
    expect(normaliseArabic('مصطفى')).toBe('مصطفي');
    expect(normaliseArabic('عيسى')).toBe(normaliseArabic('عيسي'));
  });

  it('drops tatweel', () => {
    expect(normaliseArabic('محـــمد')).toBe('محمد');
  });

  it('drops diacritics: short vowels, tanween, shadda, sukun and the dagger alef', () => {
    expect(normaliseArabic('مُحَمَّد')).toBe('محمد');
    expect(normaliseArabic('عَبْدُ الله')).toBe('عبد الله');
    expect(normaliseArabic('شكرًا')).toBe('شكرا');
    expect(normaliseArabic('هٰذا')).toBe('هذا');
  });

  it('applies every rule at once and leaves Latin text, digits and the other letters alone', () => {
    expect(normaliseArabic('أَمِيـرَة الكُبْرَى')).toBe('اميره الكبري');
    expect(normaliseArabic('Aisha Al-Mansoori 28563412345')).toBe('Aisha Al-Mansoori 28563412345');
    expect(normaliseArabic('ؤ ئ ء')).toBe('ؤ ئ ء');
  });
});

describe('the helpers of Arabic input', () => {
  it('hasArabicLetter tells Arabic script from Latin', () => {
    expect(hasArabicLetter('عائشة')).toBe(true);
    expect(hasArabicLetter('Aisha')).toBe(false);
    expect(hasArabicLetter('٢٠٢٦')).toBe(false);
  });

  it('asciiDigits reads Arabic-Indic and Eastern Arabic-Indic digits as ASCII', () => {
    expect(asciiDigits('٢٨٥٦٣٤١٢٣٤٥')).toBe('28563412345');
    expect(asciiDigits('۲۸۵')).toBe('285');
    expect(asciiDigits('285 abc')).toBe('285 abc');
  });
});
