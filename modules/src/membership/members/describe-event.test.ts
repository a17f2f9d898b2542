import { describe, expect, it } from 'vitest';
import { describeEvent } from './describe-event.js';
import type { MemberRecordEvent } from './member-record-events.js';

const m = 'member-1';
const event = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as MemberRecordEvent;

/** Each history line carries a message code and its values beside the English summary (issue 46). */
describe('describeEvent', () => {
  it('gives a registration its number', () => {
    expect(describeEvent(event('MemberRegistered', { memberId: m, memberNumber: 12 }))).toEqual({
      memberId: m,
      summary: 'Registered as member #12',
      code: 'registered',
      params: { number: 12 },
    });
  });

  it('gives a payment its amount as a QAR number and its method as a word to choose by', () => {
    expect(describeEvent(event('PaymentRecorded', { memberId: m, amount: 123_450, method: 'bank_transfer' }))).toEqual({
      memberId: m,
      summary: 'Payment of 1234.50 QAR by bank transfer',
      code: 'payment',
      params: { amountQar: 1234.5, method: 'bank_transfer' },
    });
  });

  it('gives a freeze its days, dates and reason as typed', () => {
    const frozen = { from: '2026-12-10', until: '2026-12-20', days: 11, reason: 'Travel', expiryDate: '2027-01-13' };
    expect(describeEvent(event('MembershipFrozen', { memberId: m, ...frozen }))).toEqual({
      memberId: m,
      summary: 'Frozen 2026-12-10 to 2026-12-20 (11 days): Travel; now expires 2027-01-13',
      code: 'frozen',
      params: frozen,
    });
  });

  it("gives a sale its kind as a word without spaces, and the plan's name as it is", () => {
    const sold = { memberId: m, planName: 'الشهري', startDate: '2026-12-06', expiryDate: '2027-01-02' };
    expect(describeEvent(event('MembershipSold', { ...sold, registrationType: 'New Registration' }))).toMatchObject({
      summary: 'New Registration: الشهري, 2026-12-06 to 2027-01-02',
      code: 'membershipSold',
      params: { kind: 'new', plan: 'الشهري', start: '2026-12-06', end: '2027-01-02' },
    });
  });

  it('tells a photo set from a photo removed, and a PT sale its sessions, trainer and amount', () => {
    expect(describeEvent(event('MemberAvatarChanged', { memberId: m, avatar: null }))).toMatchObject({
      code: 'photoRemoved',
      params: {},
    });
    const pt = { memberId: m, sessions: 10, trainerName: 'Huda Saleh', amount: 80_000 };
    expect(describeEvent(event('PtPackageSold', pt))).toMatchObject({
      code: 'ptSold',
      params: { sessions: 10, trainer: 'Huda Saleh', amountQar: 800 },
    });
  });

  it('says nothing of events that tell nothing of a member', () => {
    expect(describeEvent(event('QatarIdClaimed', { memberId: m }))).toBeNull();
  });
});
