import { queryOptions, useQuery } from '@tanstack/react-query';
import { member } from '@gym/modules/membership/members/member-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { membersQueryKey } from './get-members';

export function getMember(id: string, options: GetOptions = {}) {
  return apiGet(`/api/members/${encodeURIComponent(id)}`, member, options);
}

export const memberQueryKey = (id: string) => [...membersQueryKey, 'detail', id] as const;

export function memberQueryOptions(id: string) {
  return queryOptions({
    queryKey: memberQueryKey(id),
    queryFn: ({ signal, queryKey }) => getMember(id, { signal, queryKey }),
  });
}

export function useMember(id: string) {
  return useQuery(memberQueryOptions(id));
}
