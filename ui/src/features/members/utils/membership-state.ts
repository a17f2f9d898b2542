import type { Member } from '@gym/modules/membership/members/member-contracts';

export interface MembershipState {
  hasMembership: boolean;
  /** A freeze still to come or under way (one that ended is history). */
  freeze: 'none' | 'current' | 'scheduled';
  expired: boolean;
  cancelled: boolean;
  /** The server's rules, mirrored so the desk only sees buttons that can work: one freeze at a time, never after expiry. */
  canFreeze: boolean;
  canCancel: boolean;
}

/** What can be done to a member's membership today. */
export function membershipState(
  member: Pick<Member, 'membershipId' | 'frozenFrom' | 'frozenUntil' | 'expiryDate' | 'status'>,
  today: string,
): MembershipState {
  const hasMembership = member.membershipId !== null;
  const freeze =
    member.frozenFrom && member.frozenUntil && member.frozenUntil >= today
      ? member.frozenFrom <= today
        ? 'current'
        : 'scheduled'
      : 'none';
  const expired = member.expiryDate !== null && member.expiryDate < today;
  const cancelled = member.status === 'cancelled';
  const open = hasMembership && !expired && !cancelled;
  return { hasMembership, freeze, expired, cancelled, canFreeze: open && freeze === 'none', canCancel: open };
}
