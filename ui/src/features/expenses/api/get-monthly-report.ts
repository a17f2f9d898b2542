import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyReport, periodProblem } from '@gym/modules/finance/expenses/money-report-contracts';
import { apiGet } from '../../../lib/api-client';
import type { GetOptions } from '../../../lib/api-client';

/** The realtime topic `money-report` invalidates this prefix. */
export const moneyReportQueryKey = ['money-report'] as const;

/** GET /api/finance/monthly-report: revenue by source against expenses by category, per month (YYYY-MM). */
export function getMonthlyReport(from: string, to: string, options: GetOptions = {}) {
  return apiGet(`/api/finance/monthly-report?from=${from}&to=${to}`, monthlyReport, options);
}

/** The same table as a file: CSV, or an Excel workbook (.xlsx). */
export const monthlyReportFileUrl = (from: string, to: string, format: 'csv' | 'excel') =>
  `/api/finance/monthly-report?from=${from}&to=${to}&format=${format}`;

export function monthlyReportQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...moneyReportQueryKey, 'months', from, to],
    queryFn: ({ signal, queryKey }) => getMonthlyReport(from, to, { signal, queryKey }),
    enabled: periodProblem(from, to) === null,
    placeholderData: keepPreviousData,
  });
}

export function useMonthlyReport(from: string, to: string) {
  return useQuery(monthlyReportQueryOptions(from, to));
}
