import { useQuery } from '@tanstack/react-query';
import { payrollRun } from '@gym/modules/finance/payroll/payroll-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/payroll/runs (canEditStaff). Topic `payroll` refetches it. */
export const payrollRunsQueryKey = ['payroll', 'runs'] as const;

export function payrollRunsQueryOptions() {
  return listQueryOptions(payrollRunsQueryKey, '/api/payroll/runs', payrollRun);
}

export const usePayrollRuns = (enabled: boolean) => useQuery({ ...payrollRunsQueryOptions(), enabled });
