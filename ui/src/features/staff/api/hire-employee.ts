import type { z } from 'zod';
import type { employeeInput } from '@gym/modules/people/staff/employee-contracts';
import { employeesQueryKey } from './get-employees';
import { useStaffFormSend } from './use-staff-command';

export type EmployeeValues = z.output<typeof employeeInput>;

/** POST /api/staff/employees (canEditStaff). */
export const useHireEmployee = () =>
  useStaffFormSend<EmployeeValues>('POST', '/api/staff/employees', [employeesQueryKey, ['leave']]);
