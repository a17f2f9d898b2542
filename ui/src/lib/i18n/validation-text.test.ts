import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { qar } from '@gym/kernel/contracts/money';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { activateLocale } from './i18n';
import { prepareValidationText, validationText } from './validation-text';

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error!.issues[0]!.message;

describe('validation messages in the page language (issue 46, item 1)', () => {
  afterAll(async () => {
    await activateLocale('en');
    await prepareValidationText();
  });

  it('shows the schemas’ English sentences as they are in English', async () => {
    await activateLocale('en');
    await prepareValidationText();
    expect(validationText('Use at most 2 decimals')).toBe('Use at most 2 decimals');
    expect(firstMessage(z.string().min(3).safeParse('a'))).toMatch(/Too small/);
  });

  it('writes again in Arabic what zod said in English before its Arabic sentences came (a form checked at once)', async () => {
    await activateLocale('ar');
    // Choosing Arabic does not download zod's Arabic sentences (signing in shows none): zod writes English meanwhile.
    const early = firstMessage(z.string().min(3).safeParse('a'));
    expect(early).toMatch(/Too small/);
    await prepareValidationText();
    expect(validationText(early)).toMatch(/[\u0600-\u06FF]/);
    expect(validationText(early)).toBe(firstMessage(z.string().min(3).safeParse('a')));
  });

  it('shows a schema’s sentence in Arabic, its values read back out of it', async () => {
    await activateLocale('ar');
    await prepareValidationText();
    expect(validationText(firstMessage(qar.safeParse(1.234)))).toBe('استخدم منزلتين عشريتين على الأكثر');
    expect(validationText('At most 60 characters')).toBe('60 حرفًا على الأكثر');
    expect(validationText('At most 77 characters')).toBe('77 حرفًا على الأكثر');
    const day = calendarDay({ earliest: '2000-01-01', latest: 'today' }).safeParse('1990-01-01');
    expect(validationText(firstMessage(day))).toBe('استخدم تاريخًا من 2000-01-01 حتى اليوم');
    // A sentence the catalogue does not know stays as it is, rather than showing nothing.
    expect(validationText('Something only a newer server says')).toBe('Something only a newer server says');
  });

  it('lets zod say its own sentences in Arabic when the schema names none', async () => {
    await activateLocale('ar');
    await prepareValidationText();
    expect(firstMessage(z.string().min(3).safeParse('a'))).toMatch(/[\u0600-\u06FF]/);
  });
});
