import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { planStream } from './plan-events.js';
import { planDecider } from './plan-decider.js';
import type { PlanState } from './plan-decider.js';

/*
 * The plans area's public contract: a membership sale (billing) reads the plan's current terms, and the dashboard
 * names the plans in its distribution.
 */
export { listPlans } from './plans-queries.js';

/** A plan's current terms, as a sale decides on them. */
export function loadPlan(
  source: Pick<CommandContext, 'store' | 'catalogue'>,
  planId: string,
): Promise<{ state: PlanState; version: number }> {
  return loadState(source, planStream(planId), planDecider);
}
