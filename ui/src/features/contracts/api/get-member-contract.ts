import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberContract } from '@gym/modules/membership/contracts/contract-contracts';
import { apiGet } from '../../../lib/api-client';

export const memberContractQueryKey = (memberId: string) => ['contracts', 'member', memberId] as const;

/** GET /api/members/:id/contract: the member and membership, the latest signing, the version in force. */
export function useMemberContract(memberId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberContractQueryKey(memberId),
      queryFn: ({ signal, queryKey }) =>
        apiGet(`/api/members/${encodeURIComponent(memberId)}/contract`, memberContract, { signal, queryKey }),
    }),
  );
}
