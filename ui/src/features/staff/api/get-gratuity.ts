import { useQuery } from '@tanstack/react-query';
import { gratuityView } from '@gym/modules/finance/payroll/payroll-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/payroll/gratuity: estimates today (canEditStaff). */
export function gratuityQueryOptions() {
  return listQueryOptions(['payroll', 'gratuity'], '/api/payroll/gratuity', gratuityView);
}

export const useGratuity = (enabled: boolean) => useQuery({ ...gratuityQueryOptions(), enabled });
