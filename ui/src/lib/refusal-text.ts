import type { ErrorAnswer } from '@gym/kernel/contracts/common-contracts';
import { currentLocale, hasMessage, loadCatalogue, translate } from './i18n/i18n';
import { formatMoney } from './i18n/current-formats';

/** The catalogue of the server's refusals (`ui/src/locales/refusal`), by code: `refusal.member.qid_taken`. */
export const REFUSAL_CATALOGUE = 'refusal';

/**
 * Gets the refusal catalogue of the page's language ready before an error is shown (issue 46, item 4). English needs
 * none: the server's own sentence is English. Loading never fails the request; without it the English sentence shows.
 */
export async function prepareRefusalText(): Promise<void> {
  const locale = currentLocale();
  if (locale !== 'en') await loadCatalogue(locale, REFUSAL_CATALOGUE).catch(() => undefined);
}

/**
 * A refusal in the user's language: its code's sentence from the catalogue, with its values written as the page
 * writes them (a `…Qar` value as money). In English, and for a code the catalogue lacks (a newer server), the
 * server's sentence.
 */
export function refusalText(answer: Pick<ErrorAnswer, 'code' | 'message' | 'params'>): string {
  const id = `${REFUSAL_CATALOGUE}.${answer.code}`;
  if (currentLocale() === 'en' || !hasMessage(id)) return answer.message;
  const values = Object.fromEntries(
    Object.entries(answer.params ?? {}).map(([name, value]) => [
      name,
      name.endsWith('Qar') && typeof value === 'number' ? formatMoney(value) : value,
    ]),
  );
  return translate(id, values);
}

/**
 * A refusal recorded with an override (a check-in's `override`), in the user's language when its code was recorded
 * (issue 46/47); an older one, recorded as an English sentence only, as it is.
 */
export function recordedRefusalText(override: {
  refusal: string;
  code?: string | null | undefined;
  params?: Readonly<Record<string, string | number>> | null | undefined;
}): string {
  if (!override.code) return override.refusal;
  return refusalText({ code: override.code, message: override.refusal, params: { ...override.params } });
}
