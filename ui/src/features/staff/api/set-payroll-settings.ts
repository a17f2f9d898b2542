import type { z } from 'zod';
import type { payrollSettingsInput } from '@gym/modules/finance/payroll/payroll-contracts';
import { payrollSettingsQueryKey } from './get-payroll-settings';
import { useStaffFormSend } from './use-staff-command';

export type PayrollSettingsValues = z.output<typeof payrollSettingsInput>;

/** PUT /api/payroll/settings (canEditStaff). */
export const useSetPayrollSettings = () =>
  useStaffFormSend<PayrollSettingsValues>('PUT', '/api/payroll/settings', [payrollSettingsQueryKey, ['payroll']]);
