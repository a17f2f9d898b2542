import { translate } from '../../../lib/i18n/i18n';

export type GenderGroup = 'male' | 'female' | 'other';

/** A gender group's name in the page's language: "Male", "Female", "Other" in English. */
export const genderName = (group: GenderGroup): string => translate(`dashboard.genderName.${group}`);

/**
 * The spec's gender grouping (section 5): a value containing "female" is Female (checked first, as "female" contains
 * "male"), one containing "male" is Male, any other non-empty value is Other; empty values are ignored (null).
 */
export function genderGroup(value: string | null | undefined): GenderGroup | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return null;
  if (text.includes('female')) return 'female';
  if (text.includes('male')) return 'male';
  return 'other';
}
