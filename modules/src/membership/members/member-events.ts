import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { accessWindow, dirhams, localDate, registrationType } from '@gym/events/catalogue/common-schemas';
import { language } from '@gym/kernel/contracts/language';

export const memberStream = (memberId: string) => `member-${memberId}`;
/** Member numbers are handed out in order from this stream (its version is the last number given). */
export const MEMBER_NUMBER_SEQUENCE = 'sequence-member-number';
/** Member numbers start at 1001 (the sequence's first number plus this), so they always have four digits or more. */
export const MEMBER_NUMBER_BASE = 1000;

export const gender = z.enum(['male', 'female']);

const profile = {
  /** The name in Latin script ('' for both when the member has only an Arabic name, issue 46 item 5). */
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
  /*
   * Issue 46, item 5; absent from the events recorded before it (read as null, see `withProfileDefaults`). The name in
   * Arabic script, whole; the Qatar ID (11 digits), unique among members not archived (see qatar-id-claims.ts); the
   * language the member is written to in, null for the gym's default language.
   */
  nameArabic: z.string().nullable().optional(),
  qatarId: z.string().nullable().optional(),
  preferredLanguage: language.nullable().optional(),
};
type Later = 'nameArabic' | 'qatarId' | 'preferredLanguage';
type Fields = { [K in keyof typeof profile]: z.infer<(typeof profile)[K]> };
/** A profile as an event carries it: the fields added later may be absent. */
export type ProfileFields = Omit<Fields, Later> & { [K in Later]?: Fields[K] };
/** A member's profile as decisions and projections read it: the fields added later are null when never given. */
export type MemberProfile = Omit<Fields, Later> & { [K in Later]: Exclude<Fields[K], undefined> };

/** A profile as an event carries it, with the fields older events lack read as null. */
export const withProfileDefaults = (fields: ProfileFields): MemberProfile => ({
  ...fields,
  nameArabic: fields.nameArabic ?? null,
  qatarId: fields.qatarId ?? null,
  preferredLanguage: fields.preferredLanguage ?? null,
});

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
    /** The class credits of a pack plan (issue 47); absent for a time-based plan. */
    classCredits: z.number().int().positive().optional(),
    /**
     * The plan's access windows as sold (issue 47, item 5): the door admits the member only in them. Absent when the
     * plan had none (and from sales before them): no restriction.
     */
    accessWindows: z.array(accessWindow).optional(),
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
/**
 * A Qatar ID taken by a member not archived, on the ID's own stream (`qatarIdStream`): a registration or profile that
 * records it, or a restore. Appended with the member's own events at the stream's version, so two desks recording the
 * same ID at once cannot both succeed (see qatar-id-claims.ts).
 */
export const QatarIdClaimed = defineEvent('QatarIdClaimed', z.object({ qatarId: z.string(), memberId: z.string() }), {
  description: 'A Qatar ID was recorded for a member, who holds it while not archived.',
});
/** The ID freed: its member was archived, or their profile now records another ID or none. */
export const QatarIdReleased = defineEvent('QatarIdReleased', z.object({ qatarId: z.string(), memberId: z.string() }), {
  description: 'A Qatar ID was freed by its member (archived, or the ID changed or removed).',
});
export const qatarIdStream = (qatarId: string) => `qatar-id-${qatarId}`;

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
  QatarIdClaimed,
  QatarIdReleased,
] as const;
export type MemberEvent = EventOf<(typeof memberEvents)[number]>;
