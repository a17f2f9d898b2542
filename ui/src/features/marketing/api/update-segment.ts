import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { segmentInput } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
import { segmentsQueryKey } from './get-segments';

export interface UpdateSegmentInput {
  id: string;
  segment: z.input<typeof segmentInput>;
}

/** PUT /api/marketing/segments/:id (canEditMarketing): a new name and criteria for an existing segment. */
export const useUpdateSegment = () =>
  useFormCommand(
    ({ id, segment }: UpdateSegmentInput, idempotencyKey) =>
      apiCommand('PUT', `/api/marketing/segments/${encodeURIComponent(id)}`, commandAnswer, {
        body: segment,
        idempotencyKey,
      }),
    [segmentsQueryKey],
  );
