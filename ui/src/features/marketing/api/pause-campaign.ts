import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';

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

export const usePauseCampaign = () => useActionCommand(pauseCampaign, [['marketing']]);
