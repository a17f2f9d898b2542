import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { segmentInput } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { segmentsQueryKey } from './get-segments';

/** POST /api/marketing/segments (canEditMarketing). */
export function useSaveSegment() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: z.input<typeof segmentInput>) =>
      apiCommand('POST', '/api/marketing/segments', commandAnswer, { body: input, idempotencyKey: keys.keyFor(input) }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [segmentsQueryKey], position);
    },
  });
}
