import type { z } from 'zod';
import type { compensatoryInput } from '@gym/modules/people/leave/leave-contracts';
import { useStaffFormCommand } from './use-staff-command';

export type CompensatoryValues = z.output<typeof compensatoryInput>;

/** POST /api/leave/compensatory (canEditStaff): days granted, e.g. for working a rest day. */
export const useGrantCompensatory = () =>
  useStaffFormCommand<CompensatoryValues>(
    'POST',
    () => '/api/leave/compensatory',
    (input) => input,
    [['leave']],
  );
