import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberList } from '@gym/modules/membership/members/member-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { memberListSearch } from '../utils/member-list-params';
import type { MemberListParams } from '../utils/member-list-params';

/** The realtime topics `members`, `invoices` and `check-ins` invalidate this prefix. */
export const membersQueryKey = ['members'] as const;

/** A page of members, searched, filtered and sorted by the server. */
export function getMembers(params: MemberListParams, options: GetOptions = {}) {
  return apiGet(`/api/members${memberListSearch(params)}`, memberList, options);
}

export function membersQueryOptions(params: MemberListParams) {
  return queryOptions({
    queryKey: [...membersQueryKey, 'list', params],
    queryFn: ({ signal, queryKey }) => getMembers(params, { signal, queryKey }),
    // The previous page stays on screen while the next one loads (no flashing table).
    placeholderData: keepPreviousData,
  });
}

export function useMembers(params: MemberListParams) {
  return useQuery(membersQueryOptions(params));
}
