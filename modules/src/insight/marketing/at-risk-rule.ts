import { addDays, daysBetween } from '@gym/events/calendar/local-date';
import { toQar } from '@gym/kernel/contracts/money';
import type { AtRiskMember } from './marketing-contracts.js';

/** What the ranking looks at for one member (from the read model), on a given gym day. */
export interface MemberRiskFacts {
  readonly memberId: string;
  readonly name: string;
  readonly status: string;
  readonly expiryDate: string | null;
  /** Dirhams owed (membership and PT). */
  readonly dueAmount: number;
  readonly visitsLast30: number;
  readonly visitsPrevious30: number;
  /** The gym day of the last check-in, or null when the member never came. */
  readonly lastVisit: string | null;
  readonly joinDate: string | null;
}

export interface AtRiskRules {
  /** No check-in for this many days (since the last visit, or the join day for who never came). */
  readonly absentDays: number;
  /** A membership ending within this many days, or ended within as many days. */
  readonly endingWithinDays: number;
}
export const DEFAULT_AT_RISK_RULES: AtRiskRules = { absentDays: 14, endingWithinDays: 14 };

/** Visits falling: the last 30 days at most half of the 30 before, from at least 4 (a regular who drops off). */
const visitsFell = (f: MemberRiskFacts) => f.visitsPrevious30 >= 4 && f.visitsLast30 * 2 <= f.visitsPrevious30;

/**
 * The rule, one member at a time: visits falling weigh 3, no visit for N days 2, a membership ending within N days
 * (or ended within the last N) 2, money owed 1; each with the reason staff read. Only members who can still be kept
 * (active, frozen, or recently expired) are at risk; cancelled or pending ones are not.
 */
export function riskOf(f: MemberRiskFacts, today: string, rules: AtRiskRules = DEFAULT_AT_RISK_RULES) {
  const reasons: string[] = [];
  let score = 0;
  if (!['active', 'expired', 'frozen'].includes(f.status)) return { score, reasons };
  if (visitsFell(f)) {
    score += 3;
    reasons.push(`Visits fell from ${f.visitsPrevious30} to ${f.visitsLast30} in the last 30 days`);
  }
  // A frozen member is away on purpose; an expired one is counted by "ended" below.
  const since = f.lastVisit ?? f.joinDate;
  if (f.status === 'active' && since && daysBetween(since, today) >= rules.absentDays) {
    score += 2;
    reasons.push(
      f.lastVisit
        ? `No visit for ${daysBetween(f.lastVisit, today)} days (last on ${f.lastVisit})`
        : `No visit since joining on ${since}`,
    );
  }
  const w = rules.endingWithinDays;
  if (f.expiryDate && f.expiryDate >= addDays(today, -w) && f.expiryDate <= addDays(today, w)) {
    score += 2;
    reasons.push(f.expiryDate < today ? `Membership ended on ${f.expiryDate}` : `Membership ends on ${f.expiryDate}`);
  }
  if (f.dueAmount > 0) {
    score += 1;
    reasons.push(`Owes ${toQar(f.dueAmount).toFixed(2)}`);
  }
  return { score, reasons };
}

/** Members with any risk, highest score first, then the soonest expiry, then by name. */
export function rankAtRisk(
  facts: readonly MemberRiskFacts[],
  today: string,
  rules: AtRiskRules = DEFAULT_AT_RISK_RULES,
  limit = 100,
): AtRiskMember[] {
  return facts
    .map((f) => ({ f, ...riskOf(f, today, rules) }))
    .filter((r) => r.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.f.expiryDate ?? '9999').localeCompare(b.f.expiryDate ?? '9999') ||
        a.f.name.localeCompare(b.f.name),
    )
    .slice(0, limit)
    .map(({ f, score, reasons }) => ({
      memberId: f.memberId,
      name: f.name,
      score,
      reasons,
      expiryDate: f.expiryDate,
      dueAmount: toQar(f.dueAmount),
      visitsLast30: f.visitsLast30,
      visitsPrevious30: f.visitsPrevious30,
      lastVisit: f.lastVisit,
    }));
}
