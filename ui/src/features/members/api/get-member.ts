import { queryOptions, useQuery } from '@tanstack/react-query';
import { member } from '@gym/modules/membership/members/member-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { AS_OF_QUERY_OPTIONS, asOfQueryKey, withAsOf } from '../../../lib/as-of';
import { membersQueryKey } from '../../../lib/api/get-members';

/** GET /api/members/:id; with `asOf` (an ISO instant), the member as they stood then. */
export function getMember(id: string, options: GetOptions & { asOf?: string | undefined } = {}) {
  const { asOf, ...rest } = options;
  return apiGet(withAsOf(`/api/members/${encodeURIComponent(id)}`, asOf), member, rest);
}

export const memberQueryKey = (id: string) => [...membersQueryKey, 'detail', id] as const;

/** The member now, or as of a past instant (key ending `{asOf}`: never refetched by pushes, never stale). */
export function memberQueryOptions(id: string, asOf?: string) {
  return queryOptions({
    queryKey: asOfQueryKey(memberQueryKey(id), asOf),
    queryFn: ({ signal, queryKey }) => getMember(id, { signal, queryKey, asOf }),
    ...(asOf ? AS_OF_QUERY_OPTIONS : {}),
  });
}

export function useMember(id: string, asOf?: string) {
  return useQuery(memberQueryOptions(id, asOf));
}
