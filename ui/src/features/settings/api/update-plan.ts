import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { PlanPatch } from '@gym/modules/membership/plans/plan-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { plansQueryKey } from '../../../lib/api/get-plans';

export interface UpdatePlanVariables {
  id: string;
  changes: PlanPatch;
}

/** Changes a plan's terms, or deactivates / reactivates it (`active`); members keep what they bought. */
export function updatePlan({ id, changes }: UpdatePlanVariables, idempotencyKey: string) {
  return apiCommand('PATCH', `/api/membership-plans/${encodeURIComponent(id)}`, commandAnswer, {
    body: changes,
    idempotencyKey,
  });
}

// Members show their plan's name.
export const useUpdatePlan = () => useFormCommand(updatePlan, [plansQueryKey, ['members']]);
