/**
 * The identifiers the Wage Protection System checks before a bank accepts a salary file: a Qatari ID (QID) of 11
 * digits, and a Qatari IBAN. A Qatari IBAN is 29 characters: "QA", 2 check digits, a 4-letter bank code and a
 * 21-character account number (ISO 13616), valid when its mod-97 check (ISO 7064) leaves 1.
 */

export const QID_PATTERN = /^\d{11}$/;
export const QATAR_IBAN_PATTERN = /^QA\d{2}[A-Z]{4}[A-Z0-9]{21}$/;

export const isQid = (value: string) => QID_PATTERN.test(value);

/** The IBAN as people type it (spaces, lower case) in its electronic form. */
export const normaliseIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 7064 mod 97-10 of an IBAN: move the first four characters to the end, letters to 10..35, remainder by 97. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isQatarIban(value: string): boolean {
  const iban = normaliseIban(value);
  return QATAR_IBAN_PATTERN.test(iban) && ibanMod97(iban) === 1;
}

/** The bank code inside a Qatari IBAN (characters 5–8), e.g. "QNBA" for QNB. */
export const ibanBankCode = (iban: string) => normaliseIban(iban).slice(4, 8);

/** Builds a valid Qatari IBAN from a bank code and a 21-character account (check digits computed): for tests. */
export function qatarIban(bank: string, account: string): string {
  const check = 98 - ibanMod97(`QA00${bank}${account}`);
  return `QA${String(check).padStart(2, '0')}${bank}${account}`;
}
