import type { Language, Template } from './marketing-contracts.js';

/*
 * The language of a message to a member (issue 46, item 7): the member's preferred language when set, else the
 * gym's default language, else English. Campaign messages, automatic reminders and their outbox entries all choose
 * it here, and the outbox entry records it.
 */
export function messageLanguage(
  preferredLanguage: Language | null | undefined,
  gymDefaultLanguage: Language | null | undefined,
): Language {
  return preferredLanguage ?? gymDefaultLanguage ?? 'en';
}

export interface TemplateText {
  /** The language the text is in: the one chosen, or the other when the template has no text in it. */
  readonly language: Language;
  readonly subject: string;
  readonly body: string;
}

/**
 * A template's subject and body in a language. A template whose body in that language is empty (saved before both
 * were required, or blank) gives the other language's text, subject included, so no member gets an empty message or
 * a subject in one language over a body in the other.
 */
export function templateText(
  template: Pick<Template, 'subjectEn' | 'subjectAr' | 'bodyEn' | 'bodyAr'>,
  language: Language,
): TemplateText {
  const inLanguage = (l: Language): TemplateText =>
    l === 'ar'
      ? { language: 'ar', subject: template.subjectAr, body: template.bodyAr }
      : { language: 'en', subject: template.subjectEn, body: template.bodyEn };
  const chosen = inLanguage(language);
  if (chosen.body.trim() !== '') return chosen;
  const other = inLanguage(language === 'ar' ? 'en' : 'ar');
  return other.body.trim() !== '' ? other : chosen;
}

/** Arabic names whose first word is only half of a given name ("عبد الله", "أبو بكر"). */
const JOINED_WITH_NEXT = new Set(['عبد', 'أبو', 'ابو', 'أبي', 'ابي']);

/** The given name in an Arabic full name: its first word, or its first two for a compound such as "عبد الله". */
export function arabicFirstName(nameArabic: string | null | undefined): string {
  const words = (nameArabic ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  return JOINED_WITH_NEXT.has(words[0]!) && words.length > 1 ? `${words[0]} ${words[1]}` : words[0]!;
}

/**
 * What `{{firstName}}` reads in a message: in Arabic, the given name from the member's Arabic name when there is
 * one, else the Latin first name; in English, the Latin first name, else the Arabic given name (a member with only
 * an Arabic name). Empty only for a member with no name at all, which the members' rules do not allow.
 */
export function firstNameFor(
  member: { readonly firstName: string; readonly nameArabic: string | null },
  language: Language,
): string {
  const latin = member.firstName.trim();
  const arabic = arabicFirstName(member.nameArabic);
  return language === 'ar' ? arabic || latin : latin || arabic;
}
