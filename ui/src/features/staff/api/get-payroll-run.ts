import { queryOptions, useQuery } from '@tanstack/react-query';
import { payrollRunDetail } from '@gym/modules/finance/payroll/payroll-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/payroll/runs/:month: the lines and what would stop the WPS file (canEditStaff). */
export function payrollRunQueryOptions(month: string) {
  return queryOptions({
    queryKey: ['payroll', 'run', month],
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/payroll/runs/${encodeURIComponent(month)}`, payrollRunDetail, { signal, queryKey }),
  });
}

export const usePayrollRun = (month: string | null) =>
  useQuery({ ...payrollRunQueryOptions(month ?? ''), enabled: month !== null });
