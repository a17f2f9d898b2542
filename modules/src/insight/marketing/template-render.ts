import { toQar } from '@gym/kernel/contracts/money';
import type { Language, Placeholder } from './marketing-contracts.js';
import { firstNameFor } from './message-language.js';

/** What a member's message is filled with; missing values read as a dash rather than an empty hole. */
export interface RecipientFacts {
  /** The Latin first name ('' for a member with only an Arabic name). */
  readonly firstName: string;
  /** The whole name in Arabic script, when the member has one. */
  readonly nameArabic: string | null;
  readonly plan: string | null;
  readonly expiryDate: string | null;
  /** Dirhams. */
  readonly amountDue: number;
  readonly gymName: string;
  readonly currency: string;
}

function value(name: Placeholder, facts: RecipientFacts, language: Language): string {
  switch (name) {
    case 'firstName':
      return firstNameFor(facts, language) || '-';
    case 'plan':
      return facts.plan ?? '-';
    case 'expiryDate':
      return facts.expiryDate ?? '-';
    case 'amountDue':
      return `${toQar(facts.amountDue).toFixed(2)} ${language === 'ar' && facts.currency === 'QAR' ? 'ر.ق' : facts.currency}`;
    case 'gymName':
      return facts.gymName;
  }
}

/** Fills `{{placeholder}}`s (unknown ones were refused when the template was saved, so they stay as written). */
export function render(text: string, facts: RecipientFacts, language: Language): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    ['firstName', 'plan', 'expiryDate', 'amountDue', 'gymName'].includes(name)
      ? value(name as Placeholder, facts, language)
      : whole,
  );
}
