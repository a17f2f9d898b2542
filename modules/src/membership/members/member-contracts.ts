import { z } from 'zod';
import { multiLine, queryFlag, singleLine } from '@gym/kernel/contracts/text';
import { birthDay, calendarDay } from '@gym/kernel/contracts/dates';
import { language } from '@gym/kernel/contracts/language';
import { asciiDigits, hasArabicLetter } from '@gym/kernel/contracts/arabic-text';
import { ARABIC_LETTERS_MESSAGE, QATAR_ID_MESSAGE, QATAR_ID_PATTERN, namesProblems } from './member-names.js';

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

/** A Qatar ID as typed: spaces and dashes between the digits are dropped, Arabic-Indic digits read as ASCII. */
export const qatarId = singleLine()
  .max(20, QATAR_ID_MESSAGE)
  .transform((value) => asciiDigits(value).replace(/[\s-]/g, ''))
  .refine((value) => value === '' || QATAR_ID_PATTERN.test(value), QATAR_ID_MESSAGE);

/**
 * The member form's fields (Add Member, Quick Add, edit): the spec's member fields, validated as the desk needs, and
 * the names in two scripts, Qatar ID and preferred language (issue 46, item 5). A name in Latin script may be left
 * out when one in Arabic script is given (the rule across fields is `memberInput`'s).
 */
export const memberFields = z.object({
  // Not `.default('')`: a PATCH (`memberPatch`, partial) that leaves the name out must not blank it.
  firstName: text(50)
    .optional()
    .transform((value) => value ?? ''),
  lastName: text(50)
    .optional()
    .transform((value) => value ?? ''),
  nameArabic: optional(text(100).refine((value) => value === '' || hasArabicLetter(value), ARABIC_LETTERS_MESSAGE)),
  qatarId: z
    .union([qatarId, z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  /** The language the gym writes to the member in; none: the gym's default language. */
  preferredLanguage: z
    .union([language, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
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

/**
 * The rule across a form's name fields: a name in Latin script (first and last) unless one in Arabic script is given.
 * For `superRefine` with `NAMES_ALWAYS` (the member form, Quick Add's walk-ins).
 */
export function checkNames(
  value: { firstName?: unknown; lastName?: unknown; nameArabic?: unknown },
  context: z.RefinementCtx,
) {
  // Also when another field is wrong (`NAMES_ALWAYS`), so the form names every problem at once: a field may then
  // hold what was sent, not a string.
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  const names = {
    firstName: text(value.firstName),
    lastName: text(value.lastName),
    nameArabic: text(value.nameArabic),
  };
  for (const problem of namesProblems(names)) {
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  }
}

/** `checkNames` runs even when a field failed its own check. */
export const NAMES_ALWAYS = { when: () => true };

/** The member form: its fields, with a name in Latin script (first and last) unless one in Arabic script is given. */
export const memberInput = memberFields.superRefine(checkNames, NAMES_ALWAYS);
export type MemberInput = z.input<typeof memberInput>;
export type MemberProfileInput = z.output<typeof memberInput>;

/** The name shown for a member (the Latin name, else the Arabic one), for the UI's forms and toasts. */
export { displayName } from './member-names.js';

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
export const memberPatch = memberFields.partial().extend({
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
  /** The name shown: the Latin name, or the Arabic one for a member who has only that. */
  memberName: z.string(),
  nameArabic: z.string().nullable(),
  /** 11 digits, unique among the members not archived. */
  qatarId: z.string().nullable(),
  /** null: the gym's default language. */
  preferredLanguage: language.nullable(),
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

/**
 * One line of a member's history: what happened, to what, who did it and when. `summary` is the line in English;
 * `code` and `params` are the same line as a message code (history-line.ts) and its values, for a UI to word it in
 * its own language.
 */
export const historyEntry = z.object({
  position: z.number(),
  type: z.string(),
  summary: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  actorName: z.string(),
  at: z.string(),
});
