import { describe, expect, it } from 'vitest';
import { ibanBankCode, ibanMod97, isQatarIban, isQid, qatarIban } from './wps-identifiers.js';

describe('WPS identifiers', () => {
  it('a QID is exactly 11 digits', () => {
    expect(isQid('28763400123')).toBe(true);
    expect(isQid('2876340012')).toBe(false);
    expect(isQid('287634001234')).toBe(false);
    expect(isQid('2876340012A')).toBe(false);
  });

  it('accepts the published example Qatari IBAN and refuses it with one character changed', () => {
    // The example of the IBAN registry (SWIFT) for Qatar.
    expect(isQatarIban('QA58DOHB00001234567890ABCDEFG')).toBe(true);
    expect(isQatarIban('qa58 dohb 0000 1234 5678 90ab cdefg')).toBe(true);
    expect(isQatarIban('QA58DOHB00001234567890ABCDEFH')).toBe(false);
    expect(isQatarIban('QA59DOHB00001234567890ABCDEFG')).toBe(false);
  });

  it('refuses IBANs of another country or the wrong length even when the check digits add up', () => {
    expect(isQatarIban('GB82WEST12345698765432')).toBe(false);
    expect(isQatarIban('QA58DOHB00001234567890ABCDEF')).toBe(false);
    expect(isQatarIban('QA12345600001234567890ABCDEFG')).toBe(false);
  });

  it('computes check digits that validate and reads the bank code', () => {
    const iban = qatarIban('QNBA', '000000000012345678901');
    expect(iban).toHaveLength(29);
    expect(ibanMod97(iban)).toBe(1);
    expect(isQatarIban(iban)).toBe(true);
    expect(ibanBankCode(iban)).toBe('QNBA');
  });
});
