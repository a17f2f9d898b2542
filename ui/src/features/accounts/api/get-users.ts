import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffAccount } from '@gym/modules/people/accounts/accounts-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

export function getUsers(options: GetOptions = {}) {
  return apiGet('/api/users', z.array(staffAccount), options);
}

export const usersQueryKey = ['users'] as const;

export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal, queryKey }) => getUsers({ signal, queryKey }),
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
