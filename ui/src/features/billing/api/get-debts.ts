import { useQuery } from '@tanstack/react-query';
import { debtReportAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import { apiGet } from '../../../lib/api-client';
import { invoicesQueryKey } from '../../../lib/api/get-invoices';

/** Who owes and for how long (under the invoices prefix, so payments refresh it live). */
export function useDebtReport({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...invoicesQueryKey, 'debts'],
    queryFn: ({ signal, queryKey }) => apiGet('/api/invoices/debts', debtReportAnswer, { signal, queryKey }),
    enabled,
  });
}
