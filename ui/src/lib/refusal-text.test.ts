import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n/i18n';
import { prepareRefusalText, refusalText } from './refusal-text';

const waitAnswer = {
  statusCode: 429,
  error: 'Too Many Requests',
  code: 'auth.sign_ins_wait_seconds',
  message: 'Too many failed sign-in attempts. Try again in 2 seconds.',
  params: { seconds: 2 },
};

describe("the server's refusals in the user's language (issue 46, item 4)", () => {
  afterAll(() => activateLocale('en'));

  it("shows the server's own English sentence in English", async () => {
    await activateLocale('en');
    await prepareRefusalText();
    expect(refusalText(waitAnswer)).toBe(waitAnswer.message);
  });

  it("shows the code's Arabic sentence with the values, plural by the count, once the catalogue is ready", async () => {
    await activateLocale('ar');
    await prepareRefusalText();
    expect(refusalText(waitAnswer)).toBe('محاولات دخول فاشلة كثيرة جدًا. حاول مرة أخرى بعد ثانيتين.');
    expect(refusalText({ ...waitAnswer, params: { seconds: 5 } })).toContain('5 ثوانٍ');
  });

  it("falls back to the server's sentence for a code the catalogue does not know (a newer server)", async () => {
    await activateLocale('ar');
    await prepareRefusalText();
    expect(refusalText({ ...waitAnswer, code: 'future.unknown', message: 'Something new.' })).toBe('Something new.');
  });
});
