import { queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyReport } from '@gym/modules/finance/expenses/money-report-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';
import type { LiveOptions } from '../hooks/use-live-options';

/** The month's revenue, expenses and result: the monthly report (canViewFinancials) of one month, YYYY-MM. */
export async function getMonthResult(month: string, options: GetOptions = {}) {
  const report = await apiGet(`/api/finance/monthly-report?from=${month}&to=${month}`, monthlyReport, options);
  return report.totals;
}

/** Under ['money-report']: the realtime topic `money-report` refetches it. */
export const monthResultQueryKey = ['money-report', 'dashboard'] as const;

export function monthResultQueryOptions(month: string) {
  return queryOptions({
    queryKey: [...monthResultQueryKey, month],
    queryFn: ({ signal, queryKey }) => getMonthResult(month, { signal, queryKey }),
  });
}

/** Only for canViewFinancials (`enabled`): the server refuses anyone else. */
export function useMonthResult(month: string, live: LiveOptions, enabled: boolean) {
  return useQuery({ ...monthResultQueryOptions(month), ...live, enabled });
}
