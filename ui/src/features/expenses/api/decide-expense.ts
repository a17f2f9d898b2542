import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expenseAnswer } from '@gym/modules/finance/expenses/expense-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { expensesQueryKey } from './get-expenses';

export type ExpenseDecision =
  | { expenseId: string; action: 'approve'; note: string }
  | { expenseId: string; action: 'reject' | 'void'; reason: string };

/** Approve or reject a waiting expense (administrators), or void a paid one. */
export function useDecideExpense() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ expenseId, action, ...body }: ExpenseDecision) =>
      apiCommand('POST', `/api/expenses/${encodeURIComponent(expenseId)}/${action}`, expenseAnswer, {
        body,
        idempotencyKey: keys.keyFor({ expenseId, action, ...body }),
      }),
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      keys.done();
      await refreshAfter(queryClient, [expensesQueryKey], position);
    },
  });
}
