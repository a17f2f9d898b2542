import type { Plan } from '@gym/modules/membership/plans/plan-contracts';

/** "1 month", "3 months", "10 days". */
export function planDurationText(plan: Pick<Plan, 'duration' | 'durationUnit'>): string {
  const unit = plan.durationUnit === 'months' ? 'month' : 'day';
  return `${plan.duration} ${unit}${plan.duration === 1 ? '' : 's'}`;
}
