import type { AdviceCode } from '@gym/modules/insight/advisor/advisor-contracts';
import { hasMessage } from '../../../lib/i18n/i18n';
import type { useT } from '../../../lib/i18n/use-t';

type Translate = ReturnType<typeof useT>;

/**
 * A text of the advisor's rules engine in the page's language, from its code (`ai-fitness.advice.<code>`) and values
 * (issue 46). A text without a code (the AI endpoint's own words, a plan saved before the codes) or with a code this
 * UI does not know shows as the server wrote it.
 */
export function adviceIn(t: Translate, code: AdviceCode | undefined, english: string): string {
  if (!code) return english;
  const id = `ai-fitness.advice.${code.code}`;
  return hasMessage(id) ? t(id, code.params) : english;
}

/** The i-th text of a list by the i-th code beside it (the codes are the rules engine's, one per text). */
export const adviceListIn = (t: Translate, texts: readonly string[], codes: readonly AdviceCode[] | undefined) =>
  texts.map((text, index) => adviceIn(t, codes?.length === texts.length ? codes[index] : undefined, text));
