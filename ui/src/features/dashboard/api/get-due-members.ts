import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberList } from '@gym/modules/membership/members/member-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { withAsOf, asOfQueryKey } from '../../../lib/as-of';
import type { LiveOptions } from '../hooks/use-live-options';

/** Members who owe the most first; the Due Payments card shows a few of them. With `asOf`, who owed then. */
export function getDueMembers(options: GetOptions & { asOf?: string | undefined } = {}) {
  const { asOf, ...rest } = options;
  return apiGet(withAsOf('/api/members?hasDueAmount=true&pageSize=50&sort=-dueAmount', asOf), memberList, rest);
}

/** Under ['members']: the realtime topics `invoices`, `members` and `check-ins` refetch it. */
export const dueMembersQueryKey = ['members', 'due-payments'] as const;

export function dueMembersQueryOptions(asOf?: string) {
  return queryOptions({
    queryKey: asOfQueryKey(dueMembersQueryKey, asOf),
    queryFn: ({ signal, queryKey }) => getDueMembers({ signal, queryKey, asOf }),
  });
}

/** Needs canViewMembers: `enabled` is false without it. */
export function useDueMembers(live: LiveOptions, enabled: boolean, asOf?: string) {
  return useQuery({ ...dueMembersQueryOptions(asOf), ...live, enabled, throwOnError: false });
}
