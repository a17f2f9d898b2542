import { queryOptions, useQuery } from '@tanstack/react-query';
import { planDistribution } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import type { LiveOptions } from '../hooks/use-live-options';

/** GET /api/stats/membership-plans: active and expired members per plan today. */
export function getPlanDistribution(options: GetOptions = {}) {
  return apiGet('/api/stats/membership-plans', planDistribution, options);
}

/** Under ['stats']: the realtime topic `dashboard` refetches it. */
export const planDistributionQueryKey = ['stats', 'membership-plans'] as const;

export function planDistributionQueryOptions() {
  return queryOptions({
    queryKey: planDistributionQueryKey,
    queryFn: ({ signal, queryKey }) => getPlanDistribution({ signal, queryKey }),
  });
}

export function usePlanDistribution(live: LiveOptions) {
  return useQuery({ ...planDistributionQueryOptions(), ...live });
}
