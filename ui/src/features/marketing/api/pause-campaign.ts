import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';

export interface PauseInput {
  id: string;
  action: 'pause' | 'resume';
}

/**
 * POST /api/marketing/campaigns/:id/pause or /resume (canEditMarketing): an automatic campaign stops (or starts
 * again) running each gym day; messages already queued still go out.
 */
export function pauseCampaign({ id, action }: PauseInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/marketing/campaigns/${encodeURIComponent(id)}/${action}`, commandAnswer, {
    idempotencyKey,
  });
}

export function usePauseCampaign() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: PauseInput) => pauseCampaign(input, keys.keyFor(input)),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [['marketing']], position);
    },
  });
}
