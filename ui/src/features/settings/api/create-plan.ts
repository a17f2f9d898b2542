import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { PlanInput } from '@gym/modules/membership/plans/plan-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { plansQueryKey } from '../../../lib/api/get-plans';

export function createPlan(input: PlanInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/membership-plans', commandAnswer, { body: input, idempotencyKey });
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<PlanInput>) => createPlan(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, [plansQueryKey], position);
    },
  });
}
