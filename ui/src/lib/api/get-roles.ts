import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { roleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';

/**
 * GET /api/roles (canManageSettings): every role, the gym's own too. Roles management lists them; the supplements'
 * discount limits give each one a limit.
 */
export function getRoles(options: GetOptions = {}) {
  return apiGet('/api/roles', z.array(roleSummary), options);
}

/** The realtime topic `accounts` refetches it. */
export const rolesQueryKey = ['roles'] as const;

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: rolesQueryKey,
    queryFn: ({ signal, queryKey }) => getRoles({ signal, queryKey }),
  });
}

/** `enabled`: false for a user the server would refuse. */
export function useRoles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}
