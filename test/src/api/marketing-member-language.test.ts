import { beforeAll, describe, expect, it } from 'vitest';
import { callOk } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createMember } from '../support/desk-fixtures.js';
import { deliverySettings } from '../support/marketing-fixtures.js';
import { smtpForFile } from '../support/smtp-for-file.js';
import { TestClock } from '../support/test-clock.js';

interface Report {
  sent: number;
  messages: { id: string; memberId: string; to: string | null; language: 'en' | 'ar' | null; status: string }[];
}

/*
 * Messages in the member's language (issue 46, item 7): the member's preferred language, else the gym's default,
 * else English; `{{firstName}}` in Arabic is the given name of the member's Arabic name. The outbox entry records the
 * language and the campaign report shows it.
 */
describe("marketing: a campaign writes to each member in the member's language", () => {
  // 10:00 in Qatar: outside the default quiet hours.
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const smtp = smtpForFile();
  const { t, admin } = appForFile({ label: 'marketing-language', clock }, 'admin');
  const ok = <T>(method: string, path: string, body?: unknown) =>
    callOk<T>(t.baseUrl, method, path, { session: admin, body });

  const members: Record<'arabic' | 'english' | 'unset' | 'arabicOnly', string> = {
    arabic: '',
    english: '',
    unset: '',
    arabicOnly: '',
  };

  beforeAll(async () => {
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port));
    const { logo: _logo, ...settings } = await ok<Record<string, unknown>>('GET', '/api/settings');
    await ok('PUT', '/api/settings', { ...settings, defaultLanguage: 'ar' });
    members.arabic = (
      await createMember(t.baseUrl, admin, {
        firstName: 'Khalid',
        lastName: 'Al-Marri',
        nameArabic: 'خالد المري',
        preferredLanguage: 'ar',
        gender: 'male',
        email: 'khalid@example.com',
      })
    ).id;
    members.english = (
      await createMember(t.baseUrl, admin, {
        firstName: 'Noura',
        lastName: 'Al-Thani',
        nameArabic: 'نورة آل ثاني',
        preferredLanguage: 'en',
        gender: 'male',
        email: 'noura@example.com',
      })
    ).id;
    members.unset = (
      await createMember(t.baseUrl, admin, {
        firstName: 'Ahmed',
        lastName: 'Hassan',
        nameArabic: 'عبد الله حسن',
        gender: 'male',
        email: 'ahmed@example.com',
      })
    ).id;
    members.arabicOnly = (
      await createMember(t.baseUrl, admin, {
        firstName: '',
        lastName: '',
        nameArabic: 'مريم الكواري',
        preferredLanguage: 'en',
        gender: 'male',
        email: 'maryam@example.com',
      })
    ).id;
    await t.caughtUp();
  });

  it('records each message in its language with its text, and the report names the language', async () => {
    const { id: templateId } = await ok<{ id: string }>('POST', '/api/marketing/templates', {
      name: 'Renewal',
      channel: 'email',
      subjectEn: 'Hello {{firstName}}',
      subjectAr: 'مرحبا {{firstName}}',
      bodyEn: 'Hi {{firstName}}, your {{gymName}} membership is waiting.',
      bodyAr: 'أهلا {{firstName}}، اشتراكك في {{gymName}} بانتظارك.',
    });
    await t.caughtUp();
    const { id: campaignId } = await ok<{ id: string }>('POST', '/api/marketing/campaigns', {
      name: 'Renewal in each language',
      kind: 'one-off',
      memberIds: Object.values(members),
      templateId,
    });
    await t.caughtUp();
    expect((await ok<{ queued: number }>('POST', `/api/marketing/campaigns/${campaignId}/launch`)).queued).toBe(4);
    await t.caughtUp();

    // Queued: the report names each message's language before anything is sent.
    const queued = await ok<Report>('GET', `/api/marketing/campaigns/${campaignId}/report`);
    const languageOf = (r: Report) => Object.fromEntries(r.messages.map((m) => [m.memberId, m.language]));
    expect(languageOf(queued)).toEqual({
      [members.arabic]: 'ar',
      [members.english]: 'en',
      [members.unset]: 'ar',
      [members.arabicOnly]: 'en',
    });

    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    await t.jobs.runDue();
    await t.caughtUp();
    const mail = (to: string) => smtp.delivered.find((m) => m.to[0] === to)!;
    // Preferred Arabic: the Arabic text, the given name of the Arabic name, the Arabic unsubscribe line.
    expect(mail('khalid@example.com').subject).toBe('مرحبا خالد');
    expect(mail('khalid@example.com').text).toMatch(/^أهلا خالد، اشتراكك في Gym بانتظارك\.\s+--\s+لإلغاء الاشتراك: /);
    // Preferred English though the gym writes Arabic: the English text and the Latin first name.
    expect(mail('noura@example.com').subject).toBe('Hello Noura');
    expect(mail('noura@example.com').text).toMatch(/^Hi Noura, your Gym membership is waiting\.\s+--\s+Unsubscribe: /);
    // Nothing chosen: the gym's default, Arabic; a compound given name stays whole.
    expect(mail('ahmed@example.com').subject).toBe('مرحبا عبد الله');
    expect(mail('ahmed@example.com').text).toMatch(/^أهلا عبد الله، اشتراكك في Gym بانتظارك\./);
    // Only an Arabic name, writing in English: the name is not left empty.
    expect(mail('maryam@example.com').subject).toBe('Hello مريم');

    const sent = await ok<Report>('GET', `/api/marketing/campaigns/${campaignId}/report`);
    expect(sent.sent).toBe(4);
    expect(languageOf(sent)).toEqual(languageOf(queued));

    // The Audit trail says which language each message went in.
    const khalid = sent.messages.find((m) => m.memberId === members.arabic)!;
    const audit = await ok<{ data: { type: string; words: (string | { label?: string })[] | null }[] }>(
      'GET',
      `/api/events?stream=${encodeURIComponent(`marketing-message-${khalid.id}`)}`,
    );
    const words = audit.data.find((e) => e.type === 'MessageQueued')?.words ?? [];
    expect(words.map((w) => (typeof w === 'string' ? w : w.label)).join('')).toMatch(
      /^queued a email message in Arabic to Khalid/,
    );
  });
});
