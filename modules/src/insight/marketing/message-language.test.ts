import { describe, expect, it } from 'vitest';
import { memberMessage } from './campaign-run.js';
import { arabicFirstName, firstNameFor, messageLanguage, templateText } from './message-language.js';
import { render } from './template-render.js';
import type { RecipientFacts } from './template-render.js';

const template = {
  subjectEn: 'Hello {{firstName}}',
  subjectAr: 'مرحبا {{firstName}}',
  bodyEn: 'Hi {{firstName}}, you owe {{amountDue}} at {{gymName}}.',
  bodyAr: 'أهلا {{firstName}}، عليك {{amountDue}} في {{gymName}}.',
};
const facts: RecipientFacts = {
  firstName: 'Khalid',
  nameArabic: 'خالد المري',
  plan: 'Monthly',
  expiryDate: '2026-12-01',
  amountDue: 15_000,
  gymName: 'Gym',
  currency: 'QAR',
};

describe('the language of a message to a member (issue 46, item 7)', () => {
  it("is the member's preferred language, else the gym's default, else English", () => {
    expect(messageLanguage('ar', 'en')).toBe('ar');
    expect(messageLanguage('en', 'ar')).toBe('en');
    expect(messageLanguage(null, 'ar')).toBe('ar');
    expect(messageLanguage(undefined, 'en')).toBe('en');
    expect(messageLanguage(null, null)).toBe('en');
    expect(messageLanguage(undefined, undefined)).toBe('en');
  });

  it("takes the template's text in that language, and the other language's when that one is empty", () => {
    expect(templateText(template, 'ar')).toEqual({
      language: 'ar',
      subject: template.subjectAr,
      body: template.bodyAr,
    });
    expect(templateText(template, 'en')).toEqual({
      language: 'en',
      subject: template.subjectEn,
      body: template.bodyEn,
    });
    expect(templateText({ ...template, subjectAr: '', bodyAr: '  ' }, 'ar')).toEqual({
      language: 'en',
      subject: template.subjectEn,
      body: template.bodyEn,
    });
    expect(templateText({ ...template, bodyEn: '' }, 'en')).toMatchObject({ language: 'ar', body: template.bodyAr });
  });

  it('is recorded as the language the text went in, after the fallback', () => {
    const arabicOnly = memberMessage(
      { ...template, subjectEn: '', bodyEn: '' },
      { ...facts, preferredLanguage: 'en' },
      'en',
    );
    expect(arabicOnly).toEqual({ language: 'ar', subject: 'مرحبا خالد', body: 'أهلا خالد، عليك 150.00 ر.ق في Gym.' });
    expect(memberMessage(template, { ...facts, preferredLanguage: null }, 'ar').language).toBe('ar');
    expect(memberMessage(template, { ...facts, preferredLanguage: 'en' }, 'ar')).toEqual({
      language: 'en',
      subject: 'Hello Khalid',
      body: 'Hi Khalid, you owe 150.00 QAR at Gym.',
    });
  });
});

describe('{{firstName}} in each language', () => {
  it('is the given name of the Arabic name in Arabic, the Latin first name in English', () => {
    expect(render(template.bodyAr, facts, 'ar')).toBe('أهلا خالد، عليك 150.00 ر.ق في Gym.');
    expect(render(template.bodyEn, facts, 'en')).toBe('Hi Khalid, you owe 150.00 QAR at Gym.');
  });

  it('falls back to the name the member has, so a member with one script never gets an empty name', () => {
    const arabicOnly = { firstName: '', nameArabic: 'مريم الكواري' };
    const latinOnly = { firstName: 'Sara', nameArabic: null };
    expect(firstNameFor(arabicOnly, 'en')).toBe('مريم');
    expect(firstNameFor(arabicOnly, 'ar')).toBe('مريم');
    expect(firstNameFor(latinOnly, 'ar')).toBe('Sara');
    expect(render('Hi {{firstName}}', { ...facts, ...arabicOnly }, 'en')).toBe('Hi مريم');
    expect(render('Hi {{firstName}}', { ...facts, firstName: '', nameArabic: null }, 'en')).toBe('Hi -');
  });

  it('keeps a compound given name whole ("عبد الله", "أبو بكر")', () => {
    expect(arabicFirstName('عبد الله محمد الكعبي')).toBe('عبد الله');
    expect(arabicFirstName('أبو بكر السليطي')).toBe('أبو بكر');
    expect(arabicFirstName('  فاطمة  ')).toBe('فاطمة');
    expect(arabicFirstName('عبد')).toBe('عبد');
    expect(arabicFirstName(null)).toBe('');
  });
});
