import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { plan } from '@gym/modules/membership/plans/plan-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';

/** Active plans (what the desk sells), or every plan with `includeInactive` (plans management). */
export function getPlans(includeInactive: boolean, options: GetOptions = {}) {
  const query = includeInactive ? '?includeInactive=true' : '';
  return apiGet(`/api/membership-plans${query}`, z.array(plan), options);
}

/** The realtime topic `plans` invalidates this prefix. */
export const plansQueryKey = ['membership-plans'] as const;

export function plansQueryOptions({ includeInactive = false }: { includeInactive?: boolean } = {}) {
  return queryOptions({
    queryKey: [...plansQueryKey, { includeInactive }],
    queryFn: ({ signal, queryKey }) => getPlans(includeInactive, { signal, queryKey }),
  });
}

export function usePlans(options: { includeInactive?: boolean } = {}) {
  return useQuery(plansQueryOptions(options));
}
