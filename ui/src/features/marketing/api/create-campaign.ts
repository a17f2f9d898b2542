import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { CampaignInput } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { campaignsQueryKey } from './get-campaigns';

/** POST /api/marketing/campaigns (canEditMarketing). */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      apiCommand('POST', '/api/marketing/campaigns', commandAnswer, {
        body: input,
        idempotencyKey: keys.keyFor(input),
      }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [campaignsQueryKey], position);
    },
  });
}

/** POST /api/marketing/campaigns/:id/launch: a one-off campaign's messages go to the outbox. */
export function useLaunchCampaign() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (id: string) =>
      apiCommand(
        'POST',
        `/api/marketing/campaigns/${encodeURIComponent(id)}/launch`,
        commandAnswer.extend({ queued: z.number() }),
        {
          idempotencyKey: keys.keyFor(id),
        },
      ),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [['marketing']], position);
    },
  });
}
