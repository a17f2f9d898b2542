import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyReport, periodProblem } from '@gym/modules/finance/expenses/money-report-contracts';
import { apiGet } from '../api-client';
import type { GetOptions } from '../api-client';
import type { QueryExtras } from './query-extras';

/** The realtime topic `money-report` invalidates this prefix. */
export const moneyReportQueryKey = ['money-report'] as const;

/**
 * GET /api/finance/monthly-report (canViewFinancials): revenue by source against expenses by category, per month
 * (YYYY-MM). The expenses page shows the period's table; the dashboard shows this month's result.
 */
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

/** The dashboard's "This month's result": one month's revenue, expenses and result. */
export const monthResultQueryKey = [...moneyReportQueryKey, 'dashboard'] as const;

export function monthResultQueryOptions(month: string) {
  return queryOptions({
    queryKey: [...monthResultQueryKey, month],
    queryFn: async ({ signal, queryKey }) => (await getMonthlyReport(month, month, { signal, queryKey })).totals,
  });
}

export function useMonthResult(month: string, extras: QueryExtras) {
  return useQuery({ ...monthResultQueryOptions(month), ...extras });
}
