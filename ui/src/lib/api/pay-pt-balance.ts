import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ptPaymentAnswer } from '@gym/modules/membership/personal-training/pt-contracts';
import type { ptPaymentRequest } from '@gym/modules/membership/personal-training/pt-contracts';
import { apiCommand } from '../api-client';
import { refreshAfter } from '../read-your-writes';
import { PT_SALE_KEYS } from '../pt-keys';

export type PtPaymentRequest = z.input<typeof ptPaymentRequest>;

/**
 * POST /api/personal-trainings/{id}/payments (canEditPT): the spec's PT due payment, a paid PT invoice and the
 * package's paid and due amounts, together.
 */
export function payPtBalance(packageId: string, input: PtPaymentRequest, idempotencyKey: string) {
  return apiCommand('POST', `/api/personal-trainings/${encodeURIComponent(packageId)}/payments`, ptPaymentAnswer, {
    body: input,
    idempotencyKey,
  });
}

export interface PayPtBalanceVariables {
  readonly packageId: string;
  readonly input: PtPaymentRequest;
  /** The confirming dialog's submission key, so a retry (automatic after a network failure, or pressed again) never pays twice. */
  readonly idempotencyKey: string;
}

export function usePayPtBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, input, idempotencyKey }: PayPtBalanceVariables) =>
      payPtBalance(packageId, input, idempotencyKey),
    // The screen shows the spec's "Payment Failed" toast itself.
    meta: { errorTitle: false },
    onSuccess: async ({ position }) => {
      await refreshAfter(queryClient, PT_SALE_KEYS, position);
    },
  });
}
