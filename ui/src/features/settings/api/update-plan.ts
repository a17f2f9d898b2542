import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { PlanPatch } from '@gym/modules/membership/plans/plan-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
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

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<UpdatePlanVariables>) => updatePlan(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      // Members show their plan's name.
      await refreshAfter(queryClient, [plansQueryKey, ['members']], position);
    },
  });
}
