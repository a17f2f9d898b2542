import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { segmentPreview } from '@gym/modules/insight/marketing/marketing-contracts';
import type { SegmentCriteria } from '@gym/modules/insight/marketing/marketing-contracts';
import { apiCommand } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency';

/** POST /api/marketing/segments/preview: the live count while a segment is edited (changes nothing). */
export function useSegmentPreview(criteria: SegmentCriteria) {
  return useQuery({
    queryKey: ['marketing', 'segment-preview', criteria],
    queryFn: () =>
      apiCommand('POST', '/api/marketing/segments/preview', segmentPreview, {
        body: { criteria },
        idempotencyKey: newIdempotencyKey(),
      }),
    placeholderData: keepPreviousData,
  });
}
