import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { config } from 'zod';
import english from 'zod/v4/locales/en.js';
import { currentLocale, hasMessage, i18n, loadCatalogue, translate } from './i18n';
import type { Locale } from './locale';

/*
 * Validation messages in the user's language (issue 46, item 1). A form checks its values with the server's own zod
 * schema, whose sentences are English ("Use a real date, YYYY-MM-DD", "At most 60 characters"): the schema is a
 * contract integrators read too. The validation catalogue (`ui/src/locales/validation`) has each of those sentences in
 * English, exactly, and in Arabic: a message shown on a field is recognised by its English sentence (its `{values}`
 * read back out of it) and shown in the page's language. zod's own sentences (a schema that names none) come from
 * zod's locale for the language, set as the language changes (a form may check its values before any field shows an
 * error). English needs neither, so an English page loads nothing for this; another language loads the validation
 * catalogue when a form first shows a message, not to sign in.
 */

export const VALIDATION_CATALOGUE = 'validation';

interface Sentence {
  readonly id: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

let sentences: readonly Sentence[] | undefined;
let englishSentences: Promise<void> | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English sentences, compiled by Lingui (`["At most ", ["max"], " characters"]`), as patterns to recognise; the
 * ones with fewer values first, so "… to today" is recognised before "… to {latest}" could take "today" as a value.
 */
function sentencesOf(messages: Messages): Sentence[] {
  const sentences = Object.entries(messages).map(([id, compiled]) => {
    const parts = typeof compiled === 'string' ? [compiled] : (compiled as readonly (string | readonly string[])[]);
    const names: string[] = [];
    const source = parts
      .map((part) => {
        if (typeof part === 'string') return escapeRegExp(part);
        names.push(part[0]!);
        return '(.+?)';
      })
      .join('');
    return { id, pattern: new RegExp(`^${source}$`), names };
  });
  return sentences.sort((a, b) => a.names.length - b.names.length);
}

/** Makes zod write its own sentences in `locale` (what a schema says without a sentence of its own). */
async function zodSpeaks(locale: Locale): Promise<void> {
  if (locale === 'en') {
    config(english());
    return;
  }
  const arabic = (await import('zod/v4/locales/ar.js')).default;
  // A switch back to English while Arabic's sentences were on their way has the last word.
  if (currentLocale() === locale) config(arabic());
}

// zod speaks the page's language from the moment it is chosen: a form's first check may come before any field of it
// is focused (a click on Save), and what zod wrote then is what the field shows.
i18n.on('change', () => void zodSpeaks(currentLocale()).catch(() => undefined));

/** Loads what showing validation messages in the page's language needs (nothing in English). */
export async function prepareValidationText(): Promise<void> {
  const locale = currentLocale();
  await zodSpeaks(locale);
  if (locale === 'en') return;
  englishSentences ??= import('../../locales/validation/en.po').then(({ messages }) => {
    sentences = sentencesOf(messages);
  });
  await Promise.all([englishSentences, loadCatalogue(locale, VALIDATION_CATALOGUE)]);
}

/** `message` (a schema's English sentence) in the page's language; as it is in English or when it is not known. */
export function validationText(message: string): string {
  if (currentLocale() === 'en' || !sentences) return message;
  for (const { id, pattern, names } of sentences) {
    const match = pattern.exec(message);
    if (match && hasMessage(id)) return translate(id, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return message;
}

/** The languages whose validation messages are ready to show, or failed to load (then shown as they are). */
const settled = new Set<string>(['en']);

/**
 * For a form's fields and its whole-form message: `message` (a schema's English sentence) in the page's language. The
 * first message shown in a language other than English gets that language's validation messages (so signing in, which
 * shows none, never loads them) and shows once they are there: empty until then, so an Arabic page never shows the
 * English sentence in between.
 */
export function useValidationText(message: string | undefined): string | undefined {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [, setSettledCount] = useState(0);
  useEffect(() => {
    if (message === undefined || settled.has(locale)) return;
    void prepareValidationText()
      .catch(() => undefined)
      .then(() => {
        if (currentLocale() !== locale) return;
        settled.add(locale);
        setSettledCount((n) => n + 1);
      });
  }, [message, locale]);
  if (message === undefined) return undefined;
  return settled.has(locale) ? validationText(message) : '';
}
