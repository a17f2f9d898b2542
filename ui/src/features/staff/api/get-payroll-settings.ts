import { queryOptions, useQuery } from '@tanstack/react-query';
import { payrollSettings } from '@gym/modules/finance/payroll/payroll-events';
import { apiGet } from '../../../lib/api-client';

/** GET /api/payroll/settings (canEditStaff): the employer's WPS details. Topic `payroll` refetches it. */
export const payrollSettingsQueryKey = ['payroll', 'settings'] as const;

export function payrollSettingsQueryOptions() {
  return queryOptions({
    queryKey: payrollSettingsQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/payroll/settings', payrollSettings, { signal, queryKey }),
  });
}

export const usePayrollSettings = (enabled = true) => useQuery({ ...payrollSettingsQueryOptions(), enabled });
