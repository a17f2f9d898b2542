import { useQuery } from '@tanstack/react-query';
import { employee } from '@gym/modules/people/staff/employee-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/staff/employees: all records with pay (canEditStaff), or only your own. Topic `staff` refetches it. */
export const employeesQueryKey = ['staff', 'employees'] as const;

export function employeesQueryOptions() {
  return listQueryOptions(employeesQueryKey, '/api/staff/employees', employee);
}

export const useEmployees = () => useQuery(employeesQueryOptions());
