import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { savedPlan } from '@gym/modules/insight/advisor/advisor-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** GET /api/ai-fitness/plans?memberId= (canViewMembers): plans saved to a member, newest first. */
export function getSavedPlans(memberId: string, options: GetOptions = {}) {
  return apiGet(`/api/ai-fitness/plans?memberId=${encodeURIComponent(memberId)}`, z.array(savedPlan), options);
}

/** The realtime topic `fitness-plans` refetches every member's list. */
export const savedPlansQueryKey = (memberId: string) => ['fitness-plans', memberId] as const;

export function savedPlansQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: savedPlansQueryKey(memberId),
    queryFn: ({ signal, queryKey }) => getSavedPlans(memberId, { signal, queryKey }),
  });
}

export function useSavedPlans(memberId: string) {
  return useQuery(savedPlansQueryOptions(memberId));
}
