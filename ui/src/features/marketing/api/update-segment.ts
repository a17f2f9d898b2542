import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { segmentInput } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { segmentsQueryKey } from './get-segments';

export interface UpdateSegmentInput {
  id: string;
  segment: z.input<typeof segmentInput>;
}

/** PUT /api/marketing/segments/:id (canEditMarketing): a new name and criteria for an existing segment. */
export function useUpdateSegment() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ id, segment }: UpdateSegmentInput) =>
      apiCommand('PUT', `/api/marketing/segments/${encodeURIComponent(id)}`, commandAnswer, {
        body: segment,
        idempotencyKey: keys.keyFor({ id, segment }),
      }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [segmentsQueryKey], position);
    },
  });
}
