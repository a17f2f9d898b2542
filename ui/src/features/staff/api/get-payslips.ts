import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { payslip } from '@gym/modules/finance/payroll/payroll-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/payroll/payslips: your own payslips of approved runs. */
export function payslipsQueryOptions() {
  return queryOptions({
    queryKey: ['payroll', 'payslips'],
    queryFn: ({ signal, queryKey }) => apiGet('/api/payroll/payslips', z.array(payslip), { signal, queryKey }),
  });
}

export const usePayslips = () => useQuery(payslipsQueryOptions());
