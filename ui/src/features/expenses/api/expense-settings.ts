import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import { expenseSettings } from '@gym/modules/finance/expenses/expense-contracts';
import type { ExpenseSettings } from '@gym/modules/finance/expenses/expense-contracts';
import { apiCommand, apiGet } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { expensesQueryKey } from './get-expenses';

const settingsKey = [...expensesQueryKey, 'settings'] as const;

/** The categories one may choose and the approval threshold. */
export function useExpenseSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiGet('/api/expense-settings', expenseSettings, { signal }),
  });
}

export function useChangeExpenseSettings() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (input: ExpenseSettings) =>
      apiCommand('PUT', '/api/expense-settings', commandAnswer, { body: input, idempotencyKey: keys.keyFor(input) }),
    meta: { errorTitle: false },
    onSuccess: async () => {
      keys.done();
      await queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });
}
