import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractTerms } from '@gym/modules/membership/contracts/contract-contracts';
import { apiGet } from '../../../lib/api-client';

export const contractTermsQueryKey = (version?: number) => ['contracts', 'terms', version ?? 'current'] as const;

/** GET /api/contract-terms: the terms in force, or the version named (a signed contract's). */
export function contractTermsQueryOptions(version?: number) {
  const path = version === undefined ? '/api/contract-terms' : `/api/contract-terms?version=${version}`;
  return queryOptions({
    queryKey: contractTermsQueryKey(version),
    queryFn: ({ signal, queryKey }) => apiGet(path, contractTerms.nullable(), { signal, queryKey }),
  });
}

/** `enabled` false waits (a signed contract's version is not known yet). */
export const useContractTerms = (version?: number, enabled = true) =>
  useQuery({ ...contractTermsQueryOptions(version), enabled });
