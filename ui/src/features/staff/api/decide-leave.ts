import { useStaffCommand } from './use-staff-command';

export interface LeaveDecision {
  requestId: string;
  employeeId: string;
  decision: 'approve' | 'reject' | 'cancel';
  reason?: string;
}

/** POST /api/leave/requests/:id/decision: approve or reject (canEditStaff), or withdraw your own. */
export const useDecideLeave = () =>
  useStaffCommand<LeaveDecision>(
    'POST',
    (input) => `/api/leave/requests/${encodeURIComponent(input.requestId)}/decision`,
    ({ employeeId, decision, reason }) => ({ employeeId, decision, reason: reason ?? '' }),
    [['leave'], ['payroll']],
  );
