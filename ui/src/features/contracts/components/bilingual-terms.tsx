import type { ReactNode } from 'react';
import type { ContractTerms } from '@gym/modules/membership/contracts/contract-contracts';
import { useDocumentWords } from '../../../components/receipt/use-document-text';
import type { Locale } from '../../../lib/i18n/locale';

type Language = Locale;
const LANGUAGES: readonly Language[] = ['en', 'ar'];

/**
 * The printed contract's own words (`contracts.document.*`), in both languages at once: the document is bilingual
 * whatever the page's language, as Qatari businesses print it.
 */
export const CONTRACT_WORDS = {
  title: 'contracts.document.title',
  terms: 'contracts.document.terms',
  declaration: 'contracts.document.declaration',
  yes: 'contracts.document.yes',
  no: 'contracts.document.no',
  signature: 'contracts.document.signature',
  agreement: 'contracts.document.agreement',
} as const;

/**
 * The terms and the health declaration in English and Arabic side by side: English on the left and Arabic on the
 * right whatever the page's direction (the row is laid out left to right), each column in its own language and
 * direction. `answer(i, language)` is what stands beside question i: the yes/no choice, or the answer given.
 */
export function BilingualTerms({
  terms,
  answer,
}: {
  terms: ContractTerms;
  answer: (index: number, language: Language) => ReactNode;
}) {
  const words = useDocumentWords();
  return (
    <div dir="ltr" className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
      {LANGUAGES.map((language) => {
        const word = (id: string) => words(id)[language];
        return (
          <section
            key={language}
            lang={language}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
            aria-labelledby={`contract-terms-${language}`}
            className="grid content-start gap-3 text-start"
          >
            <h3 id={`contract-terms-${language}`} className="text-base font-semibold text-slate-900">
              {word(CONTRACT_WORDS.terms)}
            </h3>
            <div className="whitespace-pre-line text-sm leading-relaxed text-slate-800">
              {language === 'en' ? terms.termsEn : terms.termsAr}
            </div>
            <h3 className="text-base font-semibold text-slate-900">{word(CONTRACT_WORDS.declaration)}</h3>
            <ol className="grid gap-2 text-sm text-slate-800">
              {terms.questions.map((question, index) => (
                <li key={question.en} className="grid gap-1 border-b border-slate-100 pb-2">
                  <span>{language === 'en' ? question.en : question.ar}</span>
                  {answer(index, language)}
                </li>
              ))}
            </ol>
            <p className="text-sm text-slate-700">{word(CONTRACT_WORDS.agreement)}</p>
          </section>
        );
      })}
    </div>
  );
}

export type { Language };
