import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gratuityView } from '@gym/modules/finance/payroll/payroll-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/payroll/gratuity: estimates today (canEditStaff). */
export function gratuityQueryOptions() {
  return queryOptions({
    queryKey: ['payroll', 'gratuity'],
    queryFn: ({ signal, queryKey }) => apiGet('/api/payroll/gratuity', z.array(gratuityView), { signal, queryKey }),
  });
}

export const useGratuity = (enabled: boolean) => useQuery({ ...gratuityQueryOptions(), enabled });
