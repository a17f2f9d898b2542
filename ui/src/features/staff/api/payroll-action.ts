import { useStaffCommand } from './use-staff-command';

export interface PayrollAction {
  month: string;
  action: 'submit' | 'return' | 'approve' | 'paid';
  reason?: string;
}

/** POST /api/payroll/runs/:month/actions (canEditStaff). */
export const usePayrollAction = () =>
  useStaffCommand<PayrollAction>(
    'POST',
    (input) => `/api/payroll/runs/${encodeURIComponent(input.month)}/actions`,
    ({ action, reason }) => ({ action, reason: reason ?? '' }),
    [['payroll']],
  );
