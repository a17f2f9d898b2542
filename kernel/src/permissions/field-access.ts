import type { StaffUser } from '../http/request-auth.js';
import { allows } from './access.js';
import type { Access } from './access.js';

/** Fields of an answer that need more than the route's own access, and the access each needs. */
export type FieldAccess<Answer> = Readonly<Partial<Record<keyof Answer, Access>>>;

/**
 * The answer without the fields this user may not see. Left out rather than zeroed, so no client can mistake a
 * figure it may not see for a figure that is zero; the route's OpenAPI description names the rule.
 */
export function visibleFields<Answer extends object, Rules extends FieldAccess<Answer>>(
  user: StaffUser,
  answer: Answer,
  rules: Rules,
): Omit<Answer, keyof Rules> & Partial<Pick<Answer, keyof Rules & keyof Answer>> {
  const visible: Partial<Answer> = { ...answer };
  for (const [field, access] of Object.entries(rules) as [keyof Answer, Access][]) {
    if (!allows(user, access)) delete visible[field];
  }
  return visible as Omit<Answer, keyof Rules> & Partial<Pick<Answer, keyof Rules & keyof Answer>>;
}

/** "monthlyRevenue, percentageChange (canViewFinancials); totalPTAmount (canViewPT)": the rules for people. */
export function describeFieldAccess<Answer>(rules: FieldAccess<Answer>): string {
  const byAccess = new Map<Access, string[]>();
  for (const [field, access] of Object.entries(rules) as [string, Access][]) {
    byAccess.set(access, [...(byAccess.get(access) ?? []), field]);
  }
  return [...byAccess].map(([access, fields]) => `${fields.join(', ')} (${access})`).join('; ');
}
