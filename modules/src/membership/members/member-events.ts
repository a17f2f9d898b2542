import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { dirhams, localDate, registrationType } from '@gym/events/catalogue/common-schemas';

export const memberStream = (memberId: string) => `member-${memberId}`;
/** Member numbers are handed out in order from this stream (its version is the last number given). */
export const MEMBER_NUMBER_SEQUENCE = 'sequence-member-number';
/** Member numbers start at 1001 (the sequence's first number plus this), so they always have four digits or more. */
export const MEMBER_NUMBER_BASE = 1000;

export const gender = z.enum(['male', 'female']);

const profile = {
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  gender,
  email: z.string().nullable(),
  nationality: z.string().nullable(),
  address: z.string().nullable(),
  dateOfBirth: localDate.nullable(),
  /** Kilograms. */
  weight: z.number().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  notes: z.string().nullable(),
};
export type MemberProfile = { [K in keyof typeof profile]: z.infer<(typeof profile)[K]> };

export const MemberRegistered = defineEvent(
  'MemberRegistered',
  z.object({ memberId: z.string(), memberNumber: z.number().int().positive(), joinDate: localDate, ...profile }),
  { description: 'A member was registered with a member number and profile.' },
);
/** The member's profile after an edit (whole record). */
export const MemberProfileChanged = defineEvent(
  'MemberProfileChanged',
  z.object({ memberId: z.string(), ...profile }),
  { description: "A member's profile was changed." },
);
export const MemberAvatarChanged = defineEvent(
  'MemberAvatarChanged',
  z.object({ memberId: z.string(), avatar: z.string().nullable() }),
  { description: "A member's photo was set or removed." },
);
/** Soft delete: the member disappears from lists and cannot check in; history stays. */
export const MemberArchived = defineEvent('MemberArchived', z.object({ memberId: z.string(), reason: z.string() }), {
  description: 'A member was archived (members are never deleted), with the reason.',
});
export const MemberRestored = defineEvent('MemberRestored', z.object({ memberId: z.string() }), {
  description: 'An archived member was restored.',
});
/** A status set by hand at the desk (spec: PATCH /api/members/{id}), with why. */
export const MemberStatusChanged = defineEvent(
  'MemberStatusChanged',
  z.object({ memberId: z.string(), status: z.string(), reason: z.string() }),
  { description: "A member's status was set by hand, with the reason." },
);

/**
 * A membership sold to the member: new registration, renewal, or update (a plan change). Carries the terms as sold,
 * so a later change of the plan does not rewrite history. Appended together with the invoice that bills it.
 */
export const MembershipSold = defineEvent(
  'MembershipSold',
  z.object({
    memberId: z.string(),
    membershipId: z.string(),
    planId: z.string(),
    planName: z.string(),
    registrationType,
    startDate: localDate,
    expiryDate: localDate,
    price: dirhams,
    joiningFee: dirhams,
    invoiceId: z.string(),
  }),
  { description: 'A membership was sold to a member (new registration, renewal or update), with its dates and price.' },
);
/** Paused from `from` to `until` (inclusive); the expiry moved later by the frozen days. */
export const MembershipFrozen = defineEvent(
  'MembershipFrozen',
  z.object({
    memberId: z.string(),
    membershipId: z.string(),
    from: localDate,
    until: localDate,
    days: z.number().int().positive(),
    reason: z.string(),
    expiryDate: localDate,
  }),
  { description: "A member's membership was frozen for a number of days; the expiry moves by them." },
);
/** Ended on `on` (early or on time); the expiry gives back the frozen days not used. */
export const MembershipUnfrozen = defineEvent(
  'MembershipUnfrozen',
  z.object({ memberId: z.string(), membershipId: z.string(), on: localDate, expiryDate: localDate }),
  { description: 'A frozen membership was unfrozen; unused frozen days are given back.' },
);
export const MembershipCancelled = defineEvent(
  'MembershipCancelled',
  z.object({ memberId: z.string(), membershipId: z.string(), on: localDate, reason: z.string() }),
  { description: "A member's membership was cancelled, with the reason." },
);
export const MemberNumberAssigned = defineEvent(
  'MemberNumberAssigned',
  z.object({ memberNumber: z.number().int().positive(), memberId: z.string() }),
  { description: 'The next member number was taken by a member (the number sequence stream).' },
);

export const memberEvents = [
  MemberRegistered,
  MemberProfileChanged,
  MemberAvatarChanged,
  MemberArchived,
  MemberRestored,
  MemberStatusChanged,
  MembershipSold,
  MembershipFrozen,
  MembershipUnfrozen,
  MembershipCancelled,
  MemberNumberAssigned,
] as const;
export type MemberEvent = EventOf<(typeof memberEvents)[number]>;
