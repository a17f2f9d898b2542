import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// eslint-disable-next-line gym/module-boundaries -- the test holds the UI's English to the server's own sentences
import { describeEvent } from '@gym/modules/membership/members/describe-event';
import { HISTORY_CODES } from '@gym/modules/membership/members/history-line-contracts';
import type { HistoryParams } from '@gym/modules/membership/members/history-line-contracts';
import type { MemberRecordEvent } from '@gym/modules/membership/members/member-record-events';
import { activateLocale, i18n, loadCatalogue, registerCatalogue } from '../../../lib/i18n/i18n';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { membersFeature } from '../feature';
import { historyLineIn } from './history-line';
import { prepareRefusalText } from '../../../lib/refusal-text';

const m = 'member-1';
const event = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as MemberRecordEvent;

/**
 * An event of each kind the history words, with values as the desk would give them. Amounts stay under 1,000 QAR:
 * above, the page writes money as the spec does ("1,400.00 QAR") where the stored summary has no grouping.
 */
const samples: MemberRecordEvent[] = [
  event('MemberRegistered', { memberId: m, memberNumber: 12 }),
  event('MemberProfileChanged', { memberId: m }),
  event('MemberAvatarChanged', { memberId: m, avatar: 'a.png' }),
  event('MemberAvatarChanged', { memberId: m, avatar: null }),
  event('MemberArchived', { memberId: m, reason: 'Moved abroad' }),
  event('MemberRestored', { memberId: m }),
  event('MemberStatusChanged', { memberId: m, status: 'past_due', reason: 'Card declined' }),
  ...(['New Registration', 'Renewal', 'Update'] as const).map((registrationType) =>
    event('MembershipSold', {
      memberId: m,
      registrationType,
      planName: 'Monthly',
      startDate: '2026-12-06',
      expiryDate: '2027-01-02',
    }),
  ),
  event('MembershipFrozen', {
    memberId: m,
    from: '2026-12-10',
    until: '2026-12-20',
    days: 11,
    reason: 'Travel',
    expiryDate: '2027-01-13',
  }),
  event('MembershipUnfrozen', { memberId: m, on: '2026-12-15', expiryDate: '2027-01-08' }),
  event('MembershipCancelled', { memberId: m, on: '2026-12-15', reason: 'Moved' }),
  event('InvoiceIssued', {
    memberId: m,
    number: 'INV-000042',
    amount: 30_000,
    description: 'Renewal: Monthly (2026-12-06 to 2027-01-02)',
  }),
  event('InvoiceIssued', { memberId: m, number: 'INV-000043', amount: 5_050, description: 'Towel' }),
  ...['cash', 'card', 'bank_transfer'].map((method) =>
    event('PaymentRecorded', { memberId: m, amount: 10_000, method }),
  ),
  event('PaymentRefunded', { memberId: m, amount: 2_500, reason: 'Overcharged' }),
  event('InvoiceVoided', { memberId: m, reason: 'Duplicate' }),
  event('PtPackageSold', { memberId: m, sessions: 10, trainerName: 'Huda Saleh', amount: 80_000 }),
];

/** The visits' lines, worded by the history's query from the check-ins (member-history-queries.ts). */
const visits: { code: string; params: HistoryParams; summary: string }[] = [
  { code: 'checkedIn', params: {}, summary: 'Checked in' },
  {
    code: 'checkedInOverride',
    params: { refusal: 'Membership expired' },
    summary: 'Checked in (override of: Membership expired)',
  },
  {
    code: 'checkedInOverride',
    params: {
      refusal: 'The membership expired on 2026-11-01.',
      refusalCode: 'check_in.expired',
      refusalParams: '{"date": "2026-11-01"}',
    },
    summary: 'Checked in (override of: The membership expired on 2026-11-01.)',
  },
  {
    code: 'checkedInOverrideReason',
    params: {
      refusal: 'Closed for Maghrib prayer until 17:05',
      refusalCode: 'door.prayer',
      refusalParams: '{"until": "17:05", "prayer": "maghrib"}',
      reason: 'Trainer waiting',
    },
    summary: 'Checked in (override of: Closed for Maghrib prayer until 17:05; reason: Trainer waiting)',
  },
  { code: 'checkedOut', params: {}, summary: 'Checked out' },
];

const lines = () => [...samples.map((sample) => describeEvent(sample)!), ...visits];
const say = (entry: { code: string; params: Record<string, string | number>; summary: string }) =>
  historyLineIn(i18n._.bind(i18n), formatMoney, entry);

describe("a member's history lines, worded by the UI from their codes (issue 46)", () => {
  beforeAll(async () => {
    registerCatalogue(membersFeature.name, membersFeature.messages);
    await Promise.all([loadCatalogue('en', membersFeature.name), loadCatalogue('ar', membersFeature.name)]);
    await activateLocale('en');
  });
  afterAll(() => activateLocale('en'));

  it('gives every code a sample here, and says each in English exactly as the server’s summary', () => {
    expect(new Set(lines().map((line) => line.code))).toEqual(new Set(HISTORY_CODES));
    for (const line of lines()) expect(say(line), line.code).toBe(line.summary);
  });

  it('says them in Arabic, the reasons and names as typed, money in riyals and counts with their plural', async () => {
    await activateLocale('ar');
    await prepareRefusalText();
    const arabic = Object.fromEntries(
      lines().map((line) => [`${line.code}:${JSON.stringify(line.params)}`, say(line)]),
    );
    const said = Object.values(arabic);
    for (const text of said) expect(text).not.toMatch(/\b(Registered|Payment|Frozen|Checked|Invoice|by|to)\b/);
    expect(said).toContain('سُجِّل عضوًا برقم #12');
    expect(said).toContain('دفعة بمبلغ 100.00 ر.ق بتحويل بنكي');
    expect(said).toContain('عُيّنت الحالة إلى متأخرة السداد: Card declined');
    expect(said).toContain('جُمّدت العضوية من 2026-12-10 إلى 2026-12-20 (11 يومًا): Travel؛ وتنتهي الآن في 2027-01-13');
    expect(said).toContain('تدريب شخصي: 10 جلسات مع Huda Saleh، 800.00 ر.ق');
    // An override recorded with its refusal's code is worded from the refusal catalogue; an older one as recorded.
    expect(said).toContain('سجّل الدخول (بتجاوز: مغلق لصلاة المغرب حتى 17:05؛ السبب: Trainer waiting)');
    expect(said).toContain('سجّل الدخول (بتجاوز: انتهت العضوية في 2026-11-01.)');
    expect(said).toContain('سجّل الدخول (بتجاوز: Membership expired)');
    expect(said).toContain('صدرت الفاتورة INV-000042: 300.00 ر.ق (تجديد: Monthly (من 2026-12-06 إلى 2027-01-02))');
  });

  it('shows the English summary for a code it does not know (a newer server)', () => {
    expect(say({ code: 'somethingNew', params: { x: 1 }, summary: 'Something new happened' })).toBe(
      'Something new happened',
    );
  });
});
