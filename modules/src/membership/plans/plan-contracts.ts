import { z } from 'zod';
import { accessWindow as accessWindowShape } from '@gym/events/catalogue/common-schemas';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';
import { qar } from '@gym/kernel/contracts/money';

const time = singleLine().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24 hours)');
const endTime = singleLine().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use HH:MM (24 hours), 24:00 for midnight');
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * The windows a plan admits its members in (issue 47, item 5): weekdays (0 Sunday … 6 Saturday, at least one),
 * from (inclusive) to (exclusive) within a day, and the label the door says ("Off-peak").
 */
const accessWindows = z
  .array(
    z
      .object({
        weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one day').max(7),
        from: time,
        to: endTime,
        label: singleLine().trim().min(1, 'Give the window a label').max(40),
      })
      .refine((w) => minutes(w.to) > minutes(w.from), { error: 'The window must end after it starts', path: ['to'] })
      .transform((w) => ({ ...w, weekdays: [...new Set(w.weekdays)].sort((a, b) => a - b) })),
  )
  .max(14);

/** POST /api/membership-plans (DESIGN section 4) and PATCH (all fields optional there). */
export const planInput = z.object({
  name: singleLine().trim().min(1, 'Plan name is required').max(60),
  price: qar,
  duration: z.number().int('Whole days or months').positive('At least 1').max(120, 'At most 120'),
  durationUnit: z.enum(['months', 'days']),
  description: multiLine().trim().max(500).optional().default(''),
  joiningFee: qar.optional().default(0),
  billingFrequency: singleLine().trim().max(30).optional().default('monthly'),
  features: z.array(singleLine().trim().min(1).max(80)).max(30).optional().default([]),
  allowedClasses: z.array(singleLine().max(100)).max(100).optional().default([]),
  accessWindows: accessWindows.optional().default([]),
  active: z.boolean().optional().default(true),
  /** A pack of `classCredits` classes valid for the plan's duration, or a time-based plan (issue 47). */
  kind: z.enum(['time', 'pack']).optional().default('time'),
  classCredits: z.number().int().min(1, 'At least 1').max(500, 'At most 500').nullable().optional().default(null),
});
export type PlanInput = z.input<typeof planInput>;

export const planPatch = z
  .object({
    name: singleLine().trim().min(1, 'Plan name is required').max(60),
    price: qar,
    duration: z.number().int().positive().max(120),
    durationUnit: z.enum(['months', 'days']),
    description: multiLine().trim().max(500),
    joiningFee: qar,
    billingFrequency: singleLine().trim().max(30),
    features: z.array(singleLine().trim().min(1).max(80)).max(30),
    allowedClasses: z.array(singleLine().max(100)).max(100),
    accessWindows,
    active: z.boolean(),
    kind: z.enum(['time', 'pack']),
    classCredits: z.number().int().min(1).max(500).nullable(),
  })
  .partial();
export type PlanPatch = z.infer<typeof planPatch>;

export const plan = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  duration: z.number(),
  durationUnit: z.enum(['months', 'days']),
  /** The plan's length in days (months count 30 days each). */
  durationDays: z.number(),
  description: z.string(),
  joiningFee: z.number(),
  billingFrequency: z.string(),
  features: z.array(z.string()),
  allowedClasses: z.array(z.string()),
  /** When the plan admits its members (empty: whenever the gym is open). */
  accessWindows: z.array(accessWindowShape),
  active: z.boolean(),
  kind: z.enum(['time', 'pack']),
  classCredits: z.number().nullable(),
  activeMembers: z.number(),
});
export type Plan = z.infer<typeof plan>;
