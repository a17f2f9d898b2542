import { join } from 'node:path';
import { parse } from '@messageformat/parser';
import type { Token } from '@messageformat/parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoggedEvent } from '@gym/kernel/contracts/event-log-contracts';
// eslint-disable-next-line gym/module-boundaries -- the test holds the UI's messages to the server's own words
import { describedSamples } from '@gym/modules/testing/audit-samples';
import { argumentsOf, readCatalogue } from '../../../lib/i18n/catalogues';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { activateLocale, i18n, loadCatalogue, registerCatalogue } from '../../../lib/i18n/i18n';
import { auditFeature } from '../feature';
import { auditMessageId, messageValues, shortId, subjectNameIn } from './event-message';
import type { ValueRenderers } from './event-message';

/**
 * The Audit trail in the reader's language (issue 46): every event type every audit spec words has a message in
 * English and in Arabic taking exactly the values its describer gives, Arabic's fixed words are Arabic, and the UI's
 * English is the server's English words, for a sample of each type and each choice its data allows (a method, a flag,
 * a field left out), so the two cannot drift apart.
 */
const described = describedSamples();
// The tests run from the repository's root (vitest.config.ts).
const folder = join(process.cwd(), 'ui/src/features/audit/locales/');
const english = readCatalogue(`${folder}en.po`);
const arabic = readCatalogue(`${folder}ar.po`);

/** Values as plain text, the same way for the server's words and the UI's message. */
const TEXT: ValueRenderers<string> = {
  subject: (_ref, id, label) => label ?? shortId(id),
  money: (minorUnits) => formatMoney(minorUnits / 100),
  date: (day) => day,
};
const wordsText = (words: NonNullable<LoggedEvent['words']>) =>
  words
    .map((word) =>
      typeof word === 'string'
        ? word
        : 'ref' in word
          ? TEXT.subject(word.ref, word.id, word.label)
          : 'money' in word
            ? TEXT.money(word.money)
            : TEXT.date(word.date),
    )
    .join('');

/** The fixed words of a message: its text outside the values, in every case of its selects and plurals. */
function fixedWords(message: string): string {
  const walk = (tokens: readonly Token[]): string =>
    tokens
      .map((token) =>
        token.type === 'content'
          ? token.value
          : token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal'
            ? token.cases.map((c) => walk(c.tokens)).join(' ')
            : ' ',
      )
      .join('');
  return walk(parse(message));
}

describe("the audit trail's messages (issue 46)", () => {
  beforeAll(async () => {
    registerCatalogue(auditFeature.name, auditFeature.messages);
    await Promise.all([loadCatalogue('en', auditFeature.name), loadCatalogue('ar', auditFeature.name)]);
    await activateLocale('en');
  });

  it('cover every event type, each in English and Arabic with exactly the values its describer gives', () => {
    const given = new Map<string, Set<string>>();
    for (const { type, message } of described) {
      const names = given.get(type) ?? new Set<string>();
      for (const name of Object.keys(message.params)) names.add(name);
      given.set(type, names);
    }
    expect(given.size).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const [type, names] of given) {
      const id = auditMessageId(type);
      for (const [language, catalogue] of [
        ['English', english],
        ['Arabic', arabic],
      ] as const) {
        const text = catalogue.get(id);
        if (!text) {
          problems.push(`${id} has no ${language} message`);
          continue;
        }
        const used = [...argumentsOf(text).names].sort().join(', ');
        const values = [...names].sort().join(', ');
        if (used !== values) problems.push(`${id} in ${language} takes {${used}}, its describer gives {${values}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('word Arabic messages in Arabic: no English word among their fixed words', () => {
    const english = [...arabic]
      .filter(([id]) => id.startsWith('audit.event.'))
      .flatMap(([id, text]) => (fixedWords(text).match(/[A-Za-z]{2,}/g) ?? []).map((word) => `${id}: ${word}`));
    expect(english).toEqual([]);
  });

  it("say in English exactly the server's English words, for a sample of each type and of each choice", () => {
    expect(subjectNameIn(i18n._.bind(i18n), 'till-session', 'Front till, 2026-12-06')).toBe('Front till, 2026-12-06');
    expect(subjectNameIn(i18n._.bind(i18n), 'class-session', '07:30 class')).toBe('07:30 class');
    expect(described.length).toBeGreaterThan(300);
    const t = i18n._.bind(i18n);
    const drift = described
      .map(({ type, words, message }) => ({
        type,
        server: wordsText(words),
        ui: t(auditMessageId(message.code), messageValues(t, message, TEXT)),
      }))
      .filter(({ server, ui }) => server !== ui);
    expect(drift).toEqual([]);
  });

  it('word a sample in Arabic with its values in place: money, subjects, days, a typed reason', async () => {
    await activateLocale('ar');
    try {
      const t = i18n._.bind(i18n);
      const message = {
        code: 'PaymentRefunded',
        params: {
          amount: { money: 2500 },
          method: 'card',
          invoice: { ref: 'invoice', id: 'i1', label: 'INV-000042' },
          member: { ref: 'member', id: 'm1', label: 'فاطمة أحمد' },
          reason: 'Overcharged',
        },
      };
      expect(t(auditMessageId(message.code), messageValues(t, message, TEXT))).toBe(
        'ردّ 25.00 ر.ق بالبطاقة على الفاتورة INV-000042 إلى فاطمة أحمد: Overcharged',
      );
      const optedOut = { code: 'MemberOptedOut', params: { member: 'فاطمة', channels: 'email, sms', source: 'staff' } };
      expect(t(auditMessageId(optedOut.code), messageValues(t, optedOut, TEXT))).toBe(
        'ألغى فاطمة الاشتراك في البريد الإلكتروني، الرسائل النصية (عبر الموظفين)',
      );
      // The names the server keeps in English for sessions, worded around the desk's name and the time.
      expect(subjectNameIn(t, 'till-session', 'المكتب الأمامي till, 2026-12-06')).toBe(
        'صندوق المكتب الأمامي، 2026-12-06',
      );
      expect(subjectNameIn(t, 'class-session', '07:30 class')).toBe('حصة الساعة 07:30');
      expect(subjectNameIn(t, 'member', 'Ali till, 2026-12-06')).toBe('Ali till, 2026-12-06');
      // A reader's refusal is worded from the refusal catalogue by its recorded code; an older one keeps its sentence.
      await loadCatalogue('ar', 'refusal');
      const refused = {
        code: 'DoorEntryRefused',
        params: { fingerprintReader: 'Main door', member: 'فاطمة', message: 'Closed until 17:05' },
      };
      const recorded = { message: 'Closed until 17:05', code: 'door.closed_until', params: { until: '17:05' } };
      expect(t(auditMessageId(refused.code), messageValues(t, refused, TEXT, recorded))).toBe(
        'رفض القارئ Main door دخول فاطمة: مغلق حتى 17:05',
      );
      expect(t(auditMessageId(refused.code), messageValues(t, refused, TEXT, { message: 'Closed until 17:05' }))).toBe(
        'رفض القارئ Main door دخول فاطمة: Closed until 17:05',
      );
    } finally {
      await activateLocale('en');
    }
  });
});
