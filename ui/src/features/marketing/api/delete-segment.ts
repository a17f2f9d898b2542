import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useActionCommand } from '../../../lib/command-mutation';
import { segmentsQueryKey } from './get-segments';

/**
 * DELETE /api/marketing/segments/:id (canEditMarketing). A segment a campaign still sends to (a one-off not yet
 * sent, an active automatic one) is refused with a 409 naming the campaigns.
 */
export const useDeleteSegment = () =>
  useActionCommand(
    (id: string, idempotencyKey) =>
      apiCommand('DELETE', `/api/marketing/segments/${encodeURIComponent(id)}`, commandAnswer, { idempotencyKey }),
    [segmentsQueryKey],
  );
