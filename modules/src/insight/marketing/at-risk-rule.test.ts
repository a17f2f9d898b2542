import { describe, expect, it } from 'vitest';
import { rankAtRisk, riskOf } from './at-risk-rule.js';
import type { MemberRiskFacts } from './at-risk-rule.js';

const today = '2026-11-20';
const steady: MemberRiskFacts = {
  memberId: 'm',
  name: 'Steady Member',
  status: 'active',
  expiryDate: '2027-06-01',
  dueAmount: 0,
  visitsLast30: 10,
  visitsPrevious30: 10,
  lastVisit: '2026-11-19',
  joinDate: '2025-01-01',
};
const member = (overrides: Partial<MemberRiskFacts>): MemberRiskFacts => ({ ...steady, ...overrides });

describe('who is at risk of leaving (the rule)', () => {
  it('finds nothing in a member who comes steadily, owes nothing and is far from expiry', () => {
    expect(riskOf(steady, today)).toEqual({ score: 0, reasons: [] });
  });

  it('weighs visits falling to half or less (from at least 4) 3', () => {
    expect(riskOf(member({ visitsPrevious30: 8, visitsLast30: 4 }), today)).toEqual({
      score: 3,
      reasons: ['Visits fell from 8 to 4 in the last 30 days'],
    });
    expect(riskOf(member({ visitsPrevious30: 8, visitsLast30: 5 }), today).score).toBe(0);
    // Three visits before is too few to call a fall.
    expect(riskOf(member({ visitsPrevious30: 3, visitsLast30: 0 }), today).score).toBe(0);
  });

  it('weighs no visit for N days 2, counted from the join day for a member who never came', () => {
    expect(riskOf(member({ lastVisit: '2026-11-06' }), today)).toEqual({
      score: 2,
      reasons: ['No visit for 14 days (last on 2026-11-06)'],
    });
    expect(riskOf(member({ lastVisit: '2026-11-07' }), today).score).toBe(0);
    expect(riskOf(member({ lastVisit: null, joinDate: '2026-10-01' }), today).reasons).toEqual([
      'No visit since joining on 2026-10-01',
    ]);
    expect(riskOf(member({ lastVisit: '2026-11-13' }), today, { absentDays: 7, endingWithinDays: 14 }).score).toBe(2);
    // A frozen member is away on purpose.
    expect(riskOf(member({ status: 'frozen', lastVisit: '2026-09-01' }), today).score).toBe(0);
  });

  it('weighs a membership ending within N days, or ended within the last N, 2; and money owed 1', () => {
    expect(riskOf(member({ expiryDate: '2026-12-04' }), today).reasons).toEqual(['Membership ends on 2026-12-04']);
    expect(riskOf(member({ expiryDate: '2026-12-05' }), today).score).toBe(0);
    expect(riskOf(member({ status: 'expired', expiryDate: '2026-11-06' }), today).reasons).toEqual([
      'Membership ended on 2026-11-06',
    ]);
    expect(riskOf(member({ dueAmount: 15_050 }), today)).toEqual({ score: 1, reasons: ['Owes 150.50'] });
  });

  it('leaves out members who cannot be kept (cancelled, pending)', () => {
    const everything = { visitsPrevious30: 8, visitsLast30: 0, expiryDate: '2026-11-25', dueAmount: 100 };
    expect(riskOf(member({ ...everything, status: 'cancelled' }), today).score).toBe(0);
    expect(riskOf(member({ ...everything, status: 'pending' }), today).score).toBe(0);
  });

  it('ranks by score, then soonest expiry, then name, with the reasons', () => {
    const ranked = rankAtRisk(
      [
        steady,
        member({ memberId: 'owes', name: 'Owes Only', dueAmount: 5_000 }),
        member({ memberId: 'b', name: 'Bader', expiryDate: '2026-11-30', visitsPrevious30: 6, visitsLast30: 1 }),
        member({ memberId: 'a', name: 'Amal', expiryDate: '2026-11-30', visitsPrevious30: 6, visitsLast30: 2 }),
        member({ memberId: 'soon', name: 'Zaid', expiryDate: '2026-11-22', visitsPrevious30: 6, visitsLast30: 0 }),
        member({ memberId: 'away', name: 'Away', lastVisit: '2026-10-01' }),
      ],
      today,
    );
    expect(ranked.map((r) => [r.memberId, r.score])).toEqual([
      ['soon', 5],
      ['a', 5],
      ['b', 5],
      ['away', 2],
      ['owes', 1],
    ]);
    expect(ranked[4]).toMatchObject({ dueAmount: 50, reasons: ['Owes 50.00'], lastVisit: '2026-11-19' });
  });
});
