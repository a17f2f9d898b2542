import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberList } from '@gym/modules/membership/members/member-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import type { LiveOptions } from '../hooks/use-live-options';

/** Members who owe the most first; the Due Payments card shows a few of them. */
export function getDueMembers(options: GetOptions = {}) {
  return apiGet('/api/members?hasDueAmount=true&pageSize=50&sort=-dueAmount', memberList, options);
}

/** Under ['members']: the realtime topics `invoices`, `members` and `check-ins` refetch it. */
export const dueMembersQueryKey = ['members', 'due-payments'] as const;

export function dueMembersQueryOptions() {
  return queryOptions({
    queryKey: dueMembersQueryKey,
    queryFn: ({ signal, queryKey }) => getDueMembers({ signal, queryKey }),
  });
}

/** Needs canViewMembers: `enabled` is false without it. */
export function useDueMembers(live: LiveOptions, enabled: boolean) {
  return useQuery({ ...dueMembersQueryOptions(), ...live, enabled, throwOnError: false });
}
