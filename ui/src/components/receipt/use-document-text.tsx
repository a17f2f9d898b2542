import { useState } from 'react';
import type { ReactNode } from 'react';
import { catalogueOf } from '../../lib/i18n/catalogue-names';
import { documentText, documentTextReady, loadDocumentCatalogue } from '../../lib/i18n/document-text';
import { currentLocale } from '../../lib/i18n/i18n';
import type { Locale } from '../../lib/i18n/locale';
import { useT } from '../../lib/i18n/use-t';

/**
 * A printed word or sentence in English and Arabic side by side, English on the left and Arabic on the right as
 * Qatari businesses print them (`row`), or one above the other where the space is narrow or the text centred
 * (`stack`: a column's header, a title). The page's language is what assistive technology reads; the other is for
 * the eye and the paper.
 */
export function Bilingual({ en, ar, layout = 'row' }: { en: string; ar: string; layout?: 'row' | 'stack' }) {
  if (en === ar) return <>{en}</>;
  const page = currentLocale();
  return (
    <span
      dir="ltr"
      className={
        layout === 'row'
          ? 'inline-flex w-full flex-wrap items-baseline justify-between gap-x-2'
          : 'inline-flex flex-col'
      }
    >
      <span lang="en" aria-hidden={page === 'en' ? undefined : true}>
        {en}
      </span>
      <span lang="ar" dir="rtl" aria-hidden={page === 'ar' ? undefined : true}>
        {ar}
      </span>
    </span>
  );
}

/** What a document's words are made with: `dt(id, values, layout)` gives them in both languages. */
export type DocumentTranslate = (id: string, values?: Record<string, unknown>, layout?: 'row' | 'stack') => ReactNode;

/**
 * The translator of a printed document's words (issue 46, item 6): each message in both languages, side by side.
 * Until a message's catalogue has arrived in both languages (a moment, the first time) it shows in the page's one.
 */
export function useDocumentText(): DocumentTranslate {
  const t = useT();
  const [, setArrived] = useState(0);
  return (id, values, layout = 'row') => {
    if (!documentTextReady(id)) {
      void loadDocumentCatalogue(catalogueOf(id)).then(
        () => setArrived((n) => n + 1),
        () => undefined,
      );
      return t(id, values);
    }
    const text = documentText(id, values);
    return <Bilingual en={text.en} ar={text.ar} layout={layout} />;
  };
}

/**
 * A printed document's words in each language, for a document laid out in a column per language (the contract):
 * `words(id)[language]`. Until the message's catalogue has arrived in both languages it is the page's one in each.
 */
export function useDocumentWords(): (id: string, values?: Record<string, unknown>) => Record<Locale, string> {
  const t = useT();
  const [, setArrived] = useState(0);
  return (id, values) => {
    if (!documentTextReady(id)) {
      void loadDocumentCatalogue(catalogueOf(id)).then(
        () => setArrived((n) => n + 1),
        () => undefined,
      );
      const text = t(id, values);
      return { en: text, ar: text };
    }
    return documentText(id, values);
  };
}
