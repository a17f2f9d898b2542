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
 * zod's locale for the language, loaded when a form is first used (a field focused, a form checked, a message shown);
 * a sentence zod wrote in English before it came is written again in the language when shown. English needs neither,
 * so an English page loads nothing for this; another language loads the validation catalogue when a form first shows
 * a message, and zod's locale when a form is first used, not to sign in.
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

type ZodErrorMap = NonNullable<Parameters<typeof config>[0]>['localeError'] & {};
type ZodRawIssue = Parameters<ZodErrorMap>[0];

/** zod's own sentences in a language other than English, once loaded (only Arabic today). */
let arabicErrors: ZodErrorMap | undefined;
let arabicLoading: Promise<void> | undefined;
/** The issues zod wrote in English on an Arabic page before Arabic's sentences came, by the sentence written. */
const writtenEarly = new Map<string, ZodRawIssue>();
/** Enough for the messages of the forms open at once; the oldest go first. */
const WRITTEN_EARLY_KEPT = 100;

/**
 * zod's English sentences, on an Arabic page whose Arabic sentences have not come yet: each issue is kept by the
 * sentence written for it, so that once they come `validationText` writes it again in Arabic; and a form checked
 * before any of its fields was focused (a click on Save) starts their download.
 */
const englishErrors = english().localeError;
const englishForNow: ZodErrorMap = (issue) => {
  const written = englishErrors(issue);
  const sentence = typeof written === 'string' ? written : written?.message;
  if (sentence !== undefined) {
    writtenEarly.delete(sentence);
    writtenEarly.set(sentence, issue);
    const oldest = writtenEarly.keys().next().value;
    if (writtenEarly.size > WRITTEN_EARLY_KEPT && oldest !== undefined) writtenEarly.delete(oldest);
    void zodSpeaks(currentLocale()).catch(() => undefined);
  }
  return written;
};

/** The sentences zod writes on a page in `locale` with what has been downloaded (English's stand in for Arabic's). */
function errorsFor(locale: Locale): ZodErrorMap {
  if (locale === 'en') return englishErrors;
  return arabicErrors ?? englishForNow;
}

/**
 * Makes zod write its own sentences in `locale` (what a schema says without a sentence of its own). Arabic's are
 * downloaded on the first use of a form (a field focused, a message shown, a form checked), not with the language.
 */
function zodSpeaks(locale: Locale): Promise<void> {
  config({ localeError: errorsFor(locale) });
  if (locale === 'en' || arabicErrors) return Promise.resolve();
  arabicLoading ??= import('zod/v4/locales/ar.js').then(
    ({ default: arabic }) => {
      arabicErrors = arabic().localeError;
      // A switch back to English while Arabic's sentences were on their way has the last word.
      config({ localeError: errorsFor(currentLocale()) });
    },
    (error: unknown) => {
      // A failed download may succeed on the next use of a form (the network came back).
      arabicLoading = undefined;
      throw error;
    },
  );
  return arabicLoading;
}

// zod follows the page's language as it changes, with what it has: downloading Arabic's waits for a form's use.
i18n.on('change', () => config({ localeError: errorsFor(currentLocale()) }));

/**
 * A form's field focused on a page in a language other than English: the form will be checked soon, so zod's
 * sentences in that language start their download now (signing in does not wait for them, it shows none).
 */
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (currentLocale() === 'en' || arabicErrors || !(event.target instanceof Element)) return;
    if (event.target.closest('form')) void zodSpeaks(currentLocale()).catch(() => undefined);
  });
}

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
  if (currentLocale() === 'en') return message;
  const early = writtenEarly.get(message);
  if (early && arabicErrors) {
    const written = arabicErrors(early);
    return (typeof written === 'string' ? written : written?.message) ?? message;
  }
  if (!sentences) return message;
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
