import { queryOptions, useQuery } from '@tanstack/react-query';
import { planDistribution } from '@gym/modules/insight/dashboard/dashboard-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { withAsOf, asOfQueryKey } from '../../../lib/as-of';
import type { LiveOptions } from '../../../hooks/use-live-options';

/** GET /api/stats/membership-plans: active and expired members per plan today (with `asOf`, on that day then). */
export function getPlanDistribution(options: GetOptions & { asOf?: string | undefined } = {}) {
  const { asOf, ...rest } = options;
  return apiGet(withAsOf('/api/stats/membership-plans', asOf), planDistribution, rest);
}

/** Under ['stats']: the realtime topic `dashboard` refetches it. */
export const planDistributionQueryKey = ['stats', 'membership-plans'] as const;

export function planDistributionQueryOptions(asOf?: string) {
  return queryOptions({
    queryKey: asOfQueryKey(planDistributionQueryKey, asOf),
    queryFn: ({ signal, queryKey }) => getPlanDistribution({ signal, queryKey, asOf }),
  });
}

export function usePlanDistribution(live: LiveOptions, asOf?: string) {
  return useQuery({ ...planDistributionQueryOptions(asOf), ...live });
}
