import type { FoldedEvent } from './owing-fold.js';

export interface FoldedCounts {
  active: number;
  expired: number;
  frozen: number;
}

export interface MembershipsByFold {
  readonly total: FoldedCounts;
  /** Spec section 5's gender grouping; members whose gender is empty are in no group (and in no total). */
  readonly byGender: Readonly<Record<'male' | 'female' | 'other', FoldedCounts>>;
  readonly byPlan: ReadonlyMap<string, FoldedCounts>;
}

interface Membership {
  gender: string;
  archived: boolean;
  planId: string | null;
  expiry: string | null;
  cancelled: boolean;
  /** A status other than active set by hand at the desk since the last sale. */
  handSet: string | null;
  freeze: { from: string; until: string } | null;
}

/** The gym's calendar day (`YYYY-MM-DD`) of an instant, in the gym's time zone. */
export function gymDay(instant: Date, timeZone = 'Asia/Qatar'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** `YYYY-MM-DD` one day before. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function genderGroup(gender: string): 'male' | 'female' | 'other' | null {
  const value = gender.toLowerCase();
  if (!value) return null;
  if (value.includes('female')) return 'female';
  if (value.includes('male')) return 'male';
  return 'other';
}

/**
 * Active, expired and frozen members on the gym-local `day`, by a plain fold of the events up to an instant: the
 * spec's display status order (section 4), which DESIGN section 6 makes the dashboard's rule, written independently
 * of the app. Counted: members not archived holding a membership.
 * - Frozen: a freeze covers the day (an unfreeze ends it the day before, or withdraws one not begun), or "frozen"
 *   was set by hand. Frozen is never expiring or expired (rule 1), nor active.
 * - Expired: the expiry date is before the day (rule 2), whatever else holds (cancelled, a status set by hand).
 * - Active: the expiry is the day or later, the membership is not cancelled and no other status was set by hand.
 * A sale starts a new membership: the cancellation, freeze and hand-set status of the one before are gone.
 */
export function membershipsByFold(events: readonly FoldedEvent[], day: string): MembershipsByFold {
  const members = new Map<string, Membership>();
  for (const { type, data } of events) {
    const d = data as Record<string, string>;
    const member = members.get(d.memberId ?? '');
    if (type === 'MemberRegistered') {
      members.set(d.memberId!, {
        gender: d.gender ?? '',
        archived: false,
        planId: null,
        expiry: null,
        cancelled: false,
        handSet: null,
        freeze: null,
      });
    } else if (!member) continue;
    else if (type === 'MemberProfileChanged') member.gender = d.gender ?? '';
    else if (type === 'MemberArchived') member.archived = true;
    else if (type === 'MemberRestored') member.archived = false;
    else if (type === 'MemberStatusChanged') member.handSet = d.status === 'active' ? null : d.status!;
    else if (type === 'MembershipSold') {
      Object.assign(member, { planId: d.planId, expiry: d.expiryDate, cancelled: false, handSet: null, freeze: null });
    } else if (type === 'MembershipFrozen') {
      Object.assign(member, { freeze: { from: d.from, until: d.until }, expiry: d.expiryDate });
    } else if (type === 'MembershipUnfrozen') {
      member.expiry = d.expiryDate!;
      if (member.freeze)
        member.freeze = d.on! <= member.freeze.from ? null : { ...member.freeze, until: dayBefore(d.on!) };
    } else if (type === 'MembershipCancelled') member.cancelled = true;
  }

  const zero = (): FoldedCounts => ({ active: 0, expired: 0, frozen: 0 });
  const total = zero();
  const byGender = { male: zero(), female: zero(), other: zero() };
  const byPlan = new Map<string, FoldedCounts>();
  for (const m of members.values()) {
    const group = genderGroup(m.gender);
    if (m.archived || !m.planId || !m.expiry || !group) continue;
    const frozen = m.handSet === 'frozen' || (m.freeze !== null && m.freeze.from <= day && day <= m.freeze.until);
    const state: keyof FoldedCounts | null = frozen
      ? 'frozen'
      : m.expiry < day
        ? 'expired'
        : !m.cancelled && m.handSet === null
          ? 'active'
          : null;
    if (!state) continue;
    const plan = byPlan.get(m.planId) ?? zero();
    byPlan.set(m.planId, plan);
    for (const counts of [total, byGender[group], plan]) counts[state]++;
  }
  return { total, byGender, byPlan };
}
