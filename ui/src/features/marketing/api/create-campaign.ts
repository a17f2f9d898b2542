import { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { CampaignInput } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand, useFormCommand } from '../../../lib/command-mutation';
import { campaignsQueryKey } from './get-campaigns';

/** POST /api/marketing/campaigns (canEditMarketing), from the campaign dialog. */
export const useCreateCampaign = () =>
  useFormCommand(
    (input: CampaignInput, idempotencyKey) =>
      apiCommand('POST', '/api/marketing/campaigns', commandAnswer, { body: input, idempotencyKey }),
    [campaignsQueryKey],
  );

/** POST /api/marketing/campaigns/:id/launch: a one-off campaign's messages go to the outbox. */
export const useLaunchCampaign = () =>
  useActionCommand(
    (id: string, idempotencyKey) =>
      apiCommand(
        'POST',
        `/api/marketing/campaigns/${encodeURIComponent(id)}/launch`,
        commandAnswer.extend({ queued: z.number() }),
        { idempotencyKey },
      ),
    [['marketing']],
  );
