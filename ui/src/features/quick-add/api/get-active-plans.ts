import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { plan } from '@gym/modules/membership/plans/plan-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** GET /api/membership-plans: the active plans, what the desk sells to a walk-in. */
export function getActivePlans(options: GetOptions = {}) {
  return apiGet('/api/membership-plans', z.array(plan), options);
}

/** Under ['membership-plans']: the plans topic refreshes it (app/realtime/realtime-topics). */
export const activePlansQueryKey = ['membership-plans', 'walk-in'] as const;

export function activePlansQueryOptions() {
  return queryOptions({
    queryKey: activePlansQueryKey,
    queryFn: ({ signal, queryKey }) => getActivePlans({ signal, queryKey }),
  });
}

export function useActivePlans() {
  return useQuery(activePlansQueryOptions());
}
