import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberProfileHint } from '@gym/modules/insight/advisor/advisor-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** GET /api/ai-fitness/members/:id/profile (canViewMembers): sex, age and weight from the member's record. */
export function getMemberHint(memberId: string, options: GetOptions = {}) {
  return apiGet(`/api/ai-fitness/members/${encodeURIComponent(memberId)}/profile`, memberProfileHint, options);
}

export function memberHintQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: ['advisor-member-hint', memberId],
    queryFn: ({ signal, queryKey }) => getMemberHint(memberId, { signal, queryKey }),
  });
}

export function useMemberHint(memberId: string | null) {
  return useQuery({ ...memberHintQueryOptions(memberId ?? ''), enabled: memberId !== null });
}
