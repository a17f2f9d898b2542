import { translate } from './i18n/i18n';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';

/** "1 month", "3 months", "10 days" in English; in the page's language. */
export function planDurationText(plan: Pick<Plan, 'duration' | 'durationUnit'>): string {
  return translate(plan.durationUnit === 'months' ? 'kit.plan.months' : 'kit.plan.days', { count: plan.duration });
}
