import { useMutation } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { Channel } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';

export interface SendPlanInput {
  planId: string;
  channel: Channel;
}

/**
 * POST /api/ai-fitness/plans/{id}/send (canEditMembers): the saved plan goes to its member through the marketing
 * outbox; refused (409) when the member opted out of the channel or has no address for it.
 */
export function sendPlan({ planId, channel }: SendPlanInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/ai-fitness/plans/${encodeURIComponent(planId)}/send`, commandAnswer, {
    body: { channel },
    idempotencyKey,
  });
}

export function useSendPlan() {
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: SendPlanInput) => sendPlan(input, keys.keyFor(input)),
    meta: { errorTitle: false },
    onSuccess: () => keys.done(),
  });
}
