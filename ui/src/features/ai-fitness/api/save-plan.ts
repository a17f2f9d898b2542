import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { FitnessPlan } from '@gym/modules/insight/advisor/advisor-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { savedPlansQueryKey } from './get-saved-plans';

export interface SavePlanInput {
  memberId: string;
  plan: FitnessPlan;
}

/** POST /api/ai-fitness/plans (canEditMembers): the plan becomes an event on the member's record. */
export function savePlan(input: SavePlanInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/ai-fitness/plans', commandAnswer, { body: input, idempotencyKey });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: SavePlanInput) => savePlan(input, keys.keyFor(input)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }, input) => {
      keys.done();
      await refreshAfter(queryClient, [savedPlansQueryKey(input.memberId)], position);
    },
  });
}
