import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { doorRefusalView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { prepareRefusalText } from '../../../lib/refusal-text';

/** GET /api/fingerprint/door-refusals (canViewMembers): the readers' refused entries of the last day, newest first. */
export function getDoorRefusals(options: GetOptions = {}) {
  return apiGet('/api/fingerprint/door-refusals?limit=5', z.array(doorRefusalView), options);
}

/** The realtime topic `fingerprint-door` refetches it. */
export const doorRefusalsQueryKey = ['door-refusals'] as const;

export function useDoorRefusals() {
  return useQuery(
    queryOptions({
      queryKey: doorRefusalsQueryKey,
      queryFn: async ({ signal, queryKey }) => {
        const refusals = await getDoorRefusals({ signal, queryKey });
        // Refusals with a code are worded from the refusal catalogue (issue 46): have it before they show.
        if (refusals.some((r) => r.code)) await prepareRefusalText();
        return refusals;
      },
    }),
  );
}
