import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import { supplementsQueryKey } from './get-products';

/** GET /api/roles (canManageSettings): every role, the gym's own too, to give each a discount limit. */
export function getRoles(options: GetOptions = {}) {
  return apiGet('/api/roles', z.array(roleSummary), options);
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: [...supplementsQueryKey, 'roles'],
    queryFn: ({ signal, queryKey }) => getRoles({ signal, queryKey }),
  });
}

export function useRoles(enabled: boolean) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}
