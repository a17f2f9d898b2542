import type { z } from 'zod';
import type { documentInput } from '@gym/modules/people/staff/employee-contracts';
import { employeesQueryKey } from './get-employees';
import { useStaffFormCommand } from './use-staff-command';

export type DocumentValues = z.output<typeof documentInput>;

/** POST /api/staff/employees/:id/documents (canEditStaff): the number and expiry only, never the file. */
export const useRecordDocument = () =>
  useStaffFormCommand<{ id: string; values: DocumentValues }>(
    'POST',
    ({ id }) => `/api/staff/employees/${encodeURIComponent(id)}/documents`,
    ({ values }) => values,
    [employeesQueryKey],
  );
