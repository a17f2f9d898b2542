import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type {
  adjustmentInput,
  amountWithReason,
  CloseTillInput,
  openTillInput,
} from '@gym/modules/finance/petty-cash/till-contracts';
import { apiCommand } from '../../../lib/api-client';
import type { Keyed } from '../../../lib/idempotency';
import { refreshAfter } from '../../../lib/read-your-writes';
import { pettyCashQueryKey } from '../../../lib/api/get-till-status';

export type OpenTillInput = z.input<typeof openTillInput>;
export type MovementInput = z.input<typeof amountWithReason>;
export type AdjustmentInput = z.input<typeof adjustmentInput>;
const closeAnswer = z.object({
  id: z.string(),
  position: z.number(),
  expected: z.number(),
  counted: z.number(),
  variance: z.number(),
});

/** POST /api/petty-cash/sessions: open a desk's till with its float (canEditFinancials). */
export function openTill(input: OpenTillInput, idempotencyKey: string) {
  return apiCommand('POST', '/api/petty-cash/sessions', commandAnswer, { body: input, idempotencyKey });
}

/** POST /api/petty-cash/sessions/:id/top-ups or /withdrawals (canEditFinancials). */
export function moveTillCash(
  id: string,
  kind: 'top-ups' | 'withdrawals',
  input: MovementInput,
  idempotencyKey: string,
) {
  return apiCommand('POST', `/api/petty-cash/sessions/${id}/${kind}`, commandAnswer, { body: input, idempotencyKey });
}

/**
 * POST /api/petty-cash/sessions/:id/adjustments (canEditFinancials): + into the till, − out of it, with a reason. On
 * a closed session it corrects that session's expected total (the session stays locked otherwise).
 */
export function recordTillAdjustment(id: string, input: AdjustmentInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/petty-cash/sessions/${id}/adjustments`, commandAnswer, {
    body: input,
    idempotencyKey,
  });
}

/** POST /api/petty-cash/sessions/:id/close: the count by denomination (canEditFinancials). */
export function closeTill(id: string, input: CloseTillInput, idempotencyKey: string) {
  return apiCommand('POST', `/api/petty-cash/sessions/${id}/close`, closeAnswer, { body: input, idempotencyKey });
}

/** A till command; the form sending it keeps the submission's key. */
function useTillMutation<Variables, Answer extends { position: number }>(
  send: (v: Variables, key: string) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: Keyed<Variables>) => send(input, idempotencyKey),
    meta: { errorTitle: false },
    onSuccess: ({ position }) => refreshAfter(queryClient, [pettyCashQueryKey], position),
  });
}

export const useOpenTill = () => useTillMutation(openTill);
export const useMoveTillCash = () =>
  useTillMutation((v: { id: string; kind: 'top-ups' | 'withdrawals'; input: MovementInput }, key: string) =>
    moveTillCash(v.id, v.kind, v.input, key),
  );
export const useCloseTill = () =>
  useTillMutation((v: { id: string; input: CloseTillInput }, key: string) => closeTill(v.id, v.input, key));
export const useRecordTillAdjustment = () =>
  useTillMutation((v: { id: string; input: AdjustmentInput }, key: string) => recordTillAdjustment(v.id, v.input, key));
