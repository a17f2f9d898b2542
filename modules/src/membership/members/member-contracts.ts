import { z } from 'zod';
import { multiLine, queryFlag, singleLine } from '@gym/kernel/contracts/text';
import { birthDay, calendarDay } from '@gym/kernel/contracts/dates';

const text = (max: number) => singleLine().trim().max(max, `At most ${max} characters`);
const note = (max: number) => multiLine().trim().max(max, `At most ${max} characters`);
const optional = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .union([schema, z.null()])
    .optional()
    .transform((value) => (value ? value : null));

/** Phone numbers as the desk types them: digits, spaces, +, -, parentheses; 7 to 15 digits. */
export const phone = singleLine({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(25)
  .refine((value) => /^[+\d][\d\s()-]*$/.test(value), 'Use digits, spaces, + - ( )')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'A phone number has 7 to 15 digits');

/** The member form (Add Member, Quick Add, edit): the spec's member fields, validated as the desk needs. */
export const memberInput = z.object({
  firstName: text(50).min(1, 'First name is required'),
  lastName: text(50).min(1, 'Last name is required'),
  phone,
  gender: z.enum(['male', 'female'], { error: 'Choose male or female' }),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(120), z.null()])
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
  nationality: optional(text(60)),
  address: optional(note(200)),
  dateOfBirth: z
    .union([birthDay(), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  weight: z
    .union([
      z.number().min(20, 'Weight must be between 20 and 300 kg').max(300, 'Weight must be between 20 and 300 kg'),
      z.null(),
    ])
    .optional()
    .transform((value) => value ?? null),
  emergencyContact: optional(text(80)),
  emergencyPhone: z
    .union([phone, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  notes: optional(note(2000)),
});
export type MemberInput = z.input<typeof memberInput>;
export type MemberProfileInput = z.output<typeof memberInput>;

export const MEMBER_STATUSES = [
  'active',
  'inactive',
  'paid',
  'completed',
  'cancelled',
  'unpaid',
  'pending',
  'past_due',
  'suspended',
  'frozen',
  'partially_paid',
] as const;

/** PATCH /api/members/{id}: any profile fields, and/or a status set by hand (recorded with its reason). */
export const memberPatch = memberInput.partial().extend({
  status: z.enum(MEMBER_STATUSES).optional(),
  statusReason: multiLine().trim().max(200).optional(),
  /** Owed money is computed from invoices; the only value accepted is 0 when nothing is owed (the spec's client). */
  dueAmount: z.literal(0).optional(),
});

export const member = z.object({
  id: z.string(),
  memberNumber: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  memberName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  address: z.string().nullable(),
  gender: z.string(),
  weight: z.number().nullable(),
  dateOfBirth: z.string().nullable(),
  nationality: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  notes: z.string().nullable(),
  avatar: z.string().nullable(),
  joinDate: z.string(),
  startDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  membershipId: z.string().nullable(),
  planName: z.string().nullable(),
  membershipPrice: z.number().nullable(),
  joiningFees: z.number().nullable(),
  registrationType: z.string().nullable(),
  /** active, pending (no membership yet), frozen (today), cancelled, expired (expiry passed), or a status set by hand. */
  status: z.string(),
  frozenFrom: z.string().nullable(),
  frozenUntil: z.string().nullable(),
  /** Outstanding on membership invoices. */
  dueAmount: z.number(),
  /** Outstanding on PT packages' balances; a member owes when the two add up to more than 0. */
  ptDueAmount: z.number(),
  archived: z.boolean(),
  fingerprintEnrolled: z.boolean(),
  lastCheckIn: z.string().nullable(),
});
export type Member = z.infer<typeof member>;

export const memberSort = z.enum([
  'name',
  '-name',
  'memberNumber',
  '-memberNumber',
  'joinDate',
  '-joinDate',
  'expiryDate',
  '-expiryDate',
  'dueAmount',
  '-dueAmount',
]);

export const memberListQuery = z.object({
  search: singleLine().trim().max(100).optional(),
  status: z.enum(['active', 'expired', 'expiring', 'frozen', 'cancelled', 'pending', 'archived']).optional(),
  planId: singleLine().max(100).optional(),
  gender: z.enum(['male', 'female']).optional(),
  hasDueAmount: queryFlag().optional(),
  forDashboard: queryFlag().optional(),
  includeAll: queryFlag().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  sort: memberSort.default('-joinDate'),
});
export type MemberListQuery = z.input<typeof memberListQuery>;

export const memberList = z.object({ data: z.array(member), total: z.number() });

export const freezeRequest = z
  .object({ from: calendarDay(), until: calendarDay(), reason: multiLine().trim().min(1, 'Give a reason').max(200) })
  .refine((value) => value.until >= value.from, {
    message: 'The freeze must end on or after its first day',
    path: ['until'],
  });
export const unfreezeRequest = z.object({ on: calendarDay().optional() });
export const cancelRequest = z.object({ reason: multiLine().trim().min(1, 'Give a reason').max(200) });
export const archiveRequest = z.object({ reason: multiLine().trim().min(1, 'Give a reason').max(200) });

/** One line of a member's history: what happened, to what, who did it and when. */
export const historyEntry = z.object({
  position: z.number(),
  type: z.string(),
  summary: z.string(),
  actorName: z.string(),
  at: z.string(),
});
