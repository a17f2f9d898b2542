import { useStaffCommand } from './use-staff-command';

/** POST /api/payroll/runs {month}: draft or draft again (canEditStaff). */
export const useDraftPayroll = () =>
  useStaffCommand<{ month: string }>(
    'POST',
    () => '/api/payroll/runs',
    (input) => input,
    [['payroll']],
  );
