import { afterAll, describe, expect, it } from 'vitest';
import { dayOrNotApplicable, formatHijri } from './current-formats';
import { activateLocale } from './i18n';

describe("a day in the page's language (issue 46, item 3)", () => {
  afterAll(() => activateLocale('en'));

  it('says N/A for no day as the spec has it in English, and in Arabic on an Arabic page', async () => {
    await activateLocale('en');
    expect(dayOrNotApplicable(null)).toBe('N/A');
    expect(dayOrNotApplicable('2026-12-18')).toBe('2026-12-18');
    await activateLocale('ar');
    expect(dayOrNotApplicable(undefined)).toBe('غير متوفر');
  });

  it('names the Hijri day in the page’s language', async () => {
    await activateLocale('en');
    expect(formatHijri('2026-12-18')).toMatch(/1448 AH$/);
    await activateLocale('ar');
    expect(formatHijri('2026-12-18')).toMatch(/1448 هـ$/);
  });
});
