import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { employee } from '@gym/modules/people/staff/employee-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/staff/employees: all records with pay (canEditStaff), or only your own. Topic `staff` refetches it. */
export const employeesQueryKey = ['staff', 'employees'] as const;

export function employeesQueryOptions() {
  return queryOptions({
    queryKey: employeesQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/staff/employees', z.array(employee), { signal, queryKey }),
  });
}

export const useEmployees = () => useQuery(employeesQueryOptions());
