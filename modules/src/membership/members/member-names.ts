/*
 * A member's names and Qatar ID (issue 46, item 5): a name in Latin script (first and last), in Arabic script, or
 * both; and a Qatar ID of 11 digits. The form's schema (member-contracts.ts) and the decider refuse with these words.
 */

/**
 * A Qatar ID as far as it is certain: 11 digits, the first 2 (born a citizen) or 3 (a resident). The digits after it
 * (birth year, nationality code) are not checked: their rules are not published.
 */
export const QATAR_ID_PATTERN = /^[23]\d{10}$/;
export const QATAR_ID_MESSAGE = 'A Qatar ID has 11 digits and starts with 2 or 3';
export const FIRST_NAME_MESSAGE = 'First name is required';
export const LAST_NAME_MESSAGE = 'Last name is required';
export const ARABIC_LETTERS_MESSAGE = 'Write the Arabic name in Arabic letters';

interface Names {
  readonly firstName: string;
  readonly lastName: string;
  readonly nameArabic?: string | null | undefined;
}

/** The name in Latin script, '' when the member has none. */
export const latinName = ({ firstName, lastName }: Names) => `${firstName} ${lastName}`.trim();

/** The name shown for a member: the Latin name as before, the Arabic one for a member who has only that. */
export const displayName = (names: Names) => latinName(names) || (names.nameArabic ?? '');

/**
 * What is wrong with a member's names: the Latin name whole (first and last), unless the member has an Arabic name
 * and no Latin one at all. Empty when nothing is.
 */
export function namesProblems(names: Names): { field: 'firstName' | 'lastName'; message: string }[] {
  const first = names.firstName.trim();
  const last = names.lastName.trim();
  if (!first && !last && names.nameArabic?.trim()) return [];
  return [
    ...(first ? [] : [{ field: 'firstName' as const, message: FIRST_NAME_MESSAGE }]),
    ...(last ? [] : [{ field: 'lastName' as const, message: LAST_NAME_MESSAGE }]),
  ];
}

/**
 * `displayName` in SQL over read.members as `alias`: the Latin name, else the Arabic one. NULL when the row is
 * missing (a LEFT JOIN), so `coalesce(…, 'Unknown Member')` still works around it.
 */
export const memberNameSql = (alias: string) =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.name_arabic)`;
