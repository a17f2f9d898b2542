import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

/**
 * What an employee record can be linked to: the user accounts (canManageSettings) and the PT trainers (canViewPT).
 * Each list is read only when the user may read it; the form offers the links it has.
 */
const option = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });

export const linkUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'link', 'users'],
    queryFn: ({ signal, queryKey }) => apiGet('/api/users', z.array(option), { signal, queryKey }),
  });

export const linkTrainersQueryOptions = () =>
  queryOptions({
    queryKey: ['staff', 'link', 'trainers'],
    queryFn: ({ signal, queryKey }) => apiGet('/api/trainers', z.array(option), { signal, queryKey }),
  });

export const useLinkUsers = (enabled: boolean) => useQuery({ ...linkUsersQueryOptions(), enabled });
export const useLinkTrainers = (enabled: boolean) => useQuery({ ...linkTrainersQueryOptions(), enabled });
