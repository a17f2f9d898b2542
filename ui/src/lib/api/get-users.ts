import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffAccount } from '@gym/modules/people/accounts/accounts-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';

/** GET /api/users (canManageSettings): the staff accounts. Roles management lists them; an employee links to one. */
export function getUsers(options: GetOptions = {}) {
  return apiGet('/api/users', z.array(staffAccount), options);
}

/** The realtime topic `accounts` refetches it. */
export const usersQueryKey = ['users'] as const;

export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal, queryKey }) => getUsers({ signal, queryKey }),
  });
}

/** `enabled`: false for a user the server would refuse. */
export function useUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
