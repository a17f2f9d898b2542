import { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type {
  adjustmentInput,
  amountWithReason,
  CloseTillInput,
  openTillInput,
} from '@gym/modules/finance/petty-cash/till-contracts';
import { apiCommand } from '../../../lib/api-client';
import { useFormCommand } from '../../../lib/command-mutation';
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

export const useOpenTill = () => useFormCommand(openTill, [pettyCashQueryKey]);
export const useMoveTillCash = () =>
  useFormCommand(
    (v: { id: string; kind: 'top-ups' | 'withdrawals'; input: MovementInput }, key) =>
      moveTillCash(v.id, v.kind, v.input, key),
    [pettyCashQueryKey],
  );
export const useCloseTill = () =>
  useFormCommand((v: { id: string; input: CloseTillInput }, key) => closeTill(v.id, v.input, key), [pettyCashQueryKey]);
export const useRecordTillAdjustment = () =>
  useFormCommand(
    (v: { id: string; input: AdjustmentInput }, key) => recordTillAdjustment(v.id, v.input, key),
    [pettyCashQueryKey],
  );
