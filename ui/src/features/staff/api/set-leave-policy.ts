import type { z } from 'zod';
import type { leavePolicy } from '@gym/modules/people/leave/leave-contracts';
import { useStaffFormSend } from './use-staff-command';

export type LeavePolicyValues = z.output<typeof leavePolicy>;

/** PUT /api/leave/policy (canEditStaff): every rule at once; balances, calendar and the policy are read again. */
export const useSetLeavePolicy = () => useStaffFormSend<LeavePolicyValues>('PUT', '/api/leave/policy', [['leave']]);
