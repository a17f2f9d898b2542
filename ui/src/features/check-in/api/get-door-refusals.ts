import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { doorRefusalView } from '@gym/modules/people/fingerprint/fingerprint-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

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
      queryFn: ({ signal, queryKey }) => getDoorRefusals({ signal, queryKey }),
    }),
  );
}
