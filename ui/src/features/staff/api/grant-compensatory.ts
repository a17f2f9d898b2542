import type { z } from 'zod';
import type { compensatoryInput } from '@gym/modules/people/leave/leave-contracts';
import { useStaffFormSend } from './use-staff-command';

export type CompensatoryValues = z.output<typeof compensatoryInput>;

/** POST /api/leave/compensatory (canEditStaff): days granted, e.g. for working a rest day. */
export const useGrantCompensatory = () =>
  useStaffFormSend<CompensatoryValues>('POST', '/api/leave/compensatory', [['leave']]);
