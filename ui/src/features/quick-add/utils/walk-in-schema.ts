import { z } from 'zod';
import { formatAmount } from '../../../lib/i18n/current-formats';
import { NAMES_ALWAYS, checkNames, memberFields } from '@gym/modules/membership/members/member-contracts';
import type { MemberInput } from '@gym/modules/membership/members/member-contracts';

/**
 * A walk-in: the few member fields the desk asks at the counter (validated exactly as the server does) and the plan
 * they buy. Everything else can be added later on the member's page. A name in Latin script, in Arabic script or
 * both, as the member form takes it (issue 46, item 5).
 */
export const walkInSchema = memberFields
  .pick({ firstName: true, lastName: true, nameArabic: true, phone: true, gender: true })
  .extend({ planId: z.string({ error: 'Choose a plan' }).min(1, 'Choose a plan') })
  .superRefine(checkNames, NAMES_ALWAYS);

export type WalkInInput = z.input<typeof walkInSchema>;
export type WalkIn = z.output<typeof walkInSchema>;

/** An empty walk-in form; the plan can be carried over from the previous walk-in (they often buy the same). */
export function emptyWalkIn(planId = ''): WalkInInput {
  return { firstName: '', lastName: '', nameArabic: '', phone: '', gender: '' as WalkInInput['gender'], planId };
}

/** The body of POST /api/members for a walk-in (the plan is sold afterwards, in the invoice dialog). */
export function memberOf(walkIn: WalkIn): MemberInput {
  const { planId: _planId, ...member } = walkIn;
  return member;
}

/**
 * A plan's line in a select, as a message and its values: its name and price, and the joining fee (added for a new
 * registration) when it has one.
 */
export function planOption(plan: { name: string; price: number; joiningFee: number }): {
  id: string;
  values: Record<string, string>;
} {
  const values = { name: plan.name, price: formatAmount(plan.price) };
  return plan.joiningFee > 0
    ? { id: 'quick-add.plan.optionWithFee', values: { ...values, fee: formatAmount(plan.joiningFee) } }
    : { id: 'quick-add.plan.option', values };
}
