import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { payrollRun } from '@gym/modules/finance/payroll/payroll-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/payroll/runs (canEditStaff). Topic `payroll` refetches it. */
export const payrollRunsQueryKey = ['payroll', 'runs'] as const;

export function payrollRunsQueryOptions() {
  return queryOptions({
    queryKey: payrollRunsQueryKey,
    queryFn: ({ signal, queryKey }) => apiGet('/api/payroll/runs', z.array(payrollRun), { signal, queryKey }),
  });
}

export const usePayrollRuns = (enabled: boolean) => useQuery({ ...payrollRunsQueryOptions(), enabled });
