/*
 * How an Arabic name is compared when searched (issue 46, item 5). The same name is written several ways at a desk:
 * with or without the hamza on an alef, with a ta marbuta or a plain ha at the end, an alef maqsura or a dotted ya,
 * stretched with tatweel, with or without short vowels. Both what is stored for search and what is typed go through
 * `normaliseArabic`, so any of those spellings finds the member.
 */

/** Short vowels, tanween, shadda, sukun, the Quranic marks after them, and the superscript (dagger) alef. */
const DIACRITICS = /[\u064B-\u065F\u0670]/g;
/** Tatweel (kashida): stretches a word for looks, not a letter. */
const TATWEEL = /\u0640/g;
/** Alef with hamza above (أ), hamza below (إ) and madda (آ): each searched as a bare alef (ا). */
const HAMZA_ALEFS = /[\u0622\u0623\u0625]/g;

/** Arabic text in its search form: hamza alefs → ا, ة → ه, ى → ي, tatweel and diacritics dropped. Other text unchanged. */
export function normaliseArabic(text: string): string {
  return text
    .replace(DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(HAMZA_ALEFS, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A');
}

/** Whether a text holds an Arabic letter (a name "in Arabic script"). */
export const hasArabicLetter = (text: string) => /[\u0621-\u064A\u066E-\u06D3\u06FA-\u06FF]/.test(text);

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as ASCII digits: what an Arabic keyboard types. */
export const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
