import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expenseList } from '@gym/modules/finance/expenses/expense-contracts';
import type { ExpenseListQuery } from '@gym/modules/finance/expenses/expense-contracts';
import { apiGet } from '../../../lib/api-client';

/** The realtime topic `expenses` invalidates this prefix. */
export const expensesQueryKey = ['expenses'] as const;

export function expenseSearch(query: ExpenseListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** Expenses of a filter, newest first, with the filter's totals. */
export function useExpenses(query: ExpenseListQuery) {
  return useQuery({
    queryKey: [...expensesQueryKey, 'list', query],
    queryFn: ({ signal, queryKey }) =>
      apiGet(`/api/expenses?${expenseSearch(query)}`, expenseList, { signal, queryKey }),
    placeholderData: keepPreviousData,
  });
}
