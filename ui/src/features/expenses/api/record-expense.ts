import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES, expenseAnswer } from '@gym/modules/finance/expenses/expense-contracts';
import type { ExpenseRequest } from '@gym/modules/finance/expenses/expense-contracts';
import { apiCommand } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n/i18n';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { expensesQueryKey } from './get-expenses';

/** Checks a picked receipt before uploading it; undefined when it is acceptable (the server checks again). */
export function receiptProblem(file: File): string | undefined {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type))
    return translate('expenses.receipt.wrongType', { name: file.name });
  if (file.size > RECEIPT_MAX_BYTES) return translate('expenses.receipt.tooLarge', { name: file.name });
  return undefined;
}

/**
 * Uploads the receipt (if any), then records the expense with its URL. Both carry the dialog's submission key: the
 * server scopes a key to its route, so the two requests never meet under it.
 */
export function useRecordExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input: { receipt, ...input },
      idempotencyKey,
    }: Keyed<ExpenseRequest & { receipt: File | null }>) => {
      let receiptUrl: string | null = null;
      if (receipt) {
        const formData = new FormData();
        formData.append('receipt', receipt, receipt.name);
        ({ receiptUrl } = await apiCommand('POST', '/api/expenses/receipts', z.object({ receiptUrl: z.string() }), {
          formData,
          idempotencyKey,
        }));
      }
      return apiCommand('POST', '/api/expenses', expenseAnswer, { body: { ...input, receiptUrl }, idempotencyKey });
    },
    meta: { errorTitle: false },
    onSuccess: ({ position }) => refreshAfter(queryClient, [expensesQueryKey], position),
  });
}
