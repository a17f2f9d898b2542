import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

export function getRoles(options: GetOptions = {}) {
  return apiGet('/api/roles', z.array(roleSummary), options);
}

export const rolesQueryKey = ['roles'] as const;

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: rolesQueryKey,
    queryFn: ({ signal, queryKey }) => getRoles({ signal, queryKey }),
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
