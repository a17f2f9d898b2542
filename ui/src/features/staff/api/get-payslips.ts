import { useQuery } from '@tanstack/react-query';
import { payslip } from '@gym/modules/finance/payroll/payroll-contracts';
import { listQueryOptions } from '../../../lib/list-query';

/** GET /api/payroll/payslips: your own payslips of approved runs. */
export function payslipsQueryOptions() {
  return listQueryOptions(['payroll', 'payslips'], '/api/payroll/payslips', payslip);
}

export const usePayslips = () => useQuery(payslipsQueryOptions());
