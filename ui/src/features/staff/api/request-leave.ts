import type { z } from 'zod';
import type { leaveRequestInput } from '@gym/modules/people/leave/leave-contracts';
import { useStaffFormSend } from './use-staff-command';

export type LeaveRequestValues = z.output<typeof leaveRequestInput>;

/** POST /api/leave/requests: for yourself, or for anyone with canEditStaff. */
export const useRequestLeave = () => useStaffFormSend<LeaveRequestValues>('POST', '/api/leave/requests', [['leave']]);
