import { z } from 'zod';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';
import { qar } from '@gym/kernel/contracts/money';

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
  active: z.boolean().optional().default(true),
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
    active: z.boolean(),
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
  active: z.boolean(),
  activeMembers: z.number(),
});
export type Plan = z.infer<typeof plan>;
