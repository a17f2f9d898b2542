import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { segmentsQueryKey } from './get-segments';

/**
 * DELETE /api/marketing/segments/:id (canEditMarketing). A segment a campaign still sends to (a one-off not yet
 * sent, an active automatic one) is refused with a 409 naming the campaigns.
 */
export function useDeleteSegment() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (id: string) =>
      apiCommand('DELETE', `/api/marketing/segments/${encodeURIComponent(id)}`, commandAnswer, {
        idempotencyKey: keys.keyFor({ id }),
      }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [segmentsQueryKey], position);
    },
  });
}
