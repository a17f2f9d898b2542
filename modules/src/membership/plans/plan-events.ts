import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { accessWindow, dirhams } from '@gym/events/catalogue/common-schemas';

export const planStream = (planId: string) => `plan-${planId}`;

const planFields = {
  planId: z.string(),
  name: z.string(),
  price: dirhams,
  duration: z.number().int().positive(),
  durationUnit: z.enum(['months', 'days']),
  description: z.string(),
  joiningFee: dirhams,
  billingFrequency: z.string(),
  features: z.array(z.string()),
  allowedClasses: z.array(z.string()),
  /** A time-based plan, or a pack of class credits valid for the plan's duration (issue 47; absent: time). */
  kind: z.enum(['time', 'pack']).optional(),
  /** The class credits of a pack (absent or null: not a pack). */
  classCredits: z.number().int().positive().nullable().optional(),
  /**
   * The windows of the week the plan admits its members in (issue 47, item 5); absent from events before them, and
   * empty: no restriction.
   */
  accessWindows: z.array(accessWindow).optional(),
};

export const MembershipPlanCreated = defineEvent('MembershipPlanCreated', z.object(planFields), {
  description: 'A membership plan was created with its price, duration and joining fee.',
});
/** The plan's terms after a change (whole record). Memberships already sold keep the terms they were sold with. */
export const MembershipPlanChanged = defineEvent('MembershipPlanChanged', z.object(planFields), {
  description: "A membership plan's terms were changed.",
});
export const MembershipPlanDeactivated = defineEvent('MembershipPlanDeactivated', z.object({ planId: z.string() }), {
  description: 'A membership plan was withdrawn from sale.',
});
export const MembershipPlanReactivated = defineEvent('MembershipPlanReactivated', z.object({ planId: z.string() }), {
  description: 'A withdrawn membership plan was put on sale again.',
});

export const planEvents = [
  MembershipPlanCreated,
  MembershipPlanChanged,
  MembershipPlanDeactivated,
  MembershipPlanReactivated,
] as const;
export type PlanEvent = EventOf<(typeof planEvents)[number]>;
