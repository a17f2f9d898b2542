import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { PlanInput } from '@gym/modules/membership/plans/plan-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { plansQueryKey } from '../../../lib/api/get-plans';

export function createPlan(input: PlanInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/membership-plans', commandAnswer, { body: input, idempotencyKey });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: PlanInput) => createPlan(input, keys.keyFor(input)),
    meta: { errorTitle: 'Plan not created' },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [plansQueryKey], position);
    },
  });
}
