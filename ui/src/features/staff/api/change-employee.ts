import type { EmployeeValues } from './hire-employee';
import { employeesQueryKey } from './get-employees';
import { useStaffFormCommand } from './use-staff-command';

/** PUT /api/staff/employees/:id (canEditStaff): the whole record as it should now read. */
export const useChangeEmployee = () =>
  useStaffFormCommand<{ id: string; values: EmployeeValues }>(
    'PUT',
    ({ id }) => `/api/staff/employees/${encodeURIComponent(id)}`,
    ({ values }) => values,
    [employeesQueryKey, ['leave'], ['payroll']],
  );
