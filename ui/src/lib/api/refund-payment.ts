import type { z } from 'zod';
import { commandAnswer } from '@gym/kernel/contracts/common-contracts';
import type { refundRequest } from '@gym/modules/finance/billing/invoice-contracts';
import { apiCommand } from '../api-client';
import { useFormCommand } from '../command-mutation';
import { invoicesQueryKey } from './get-invoices';
import { membersQueryKey } from './get-members';

export type RefundRequest = z.input<typeof refundRequest>;

/**
 * POST /api/refunds (canEditFinancials): gives back part or all of a payment; the invoice owes that much again. The
 * server refuses more than is refundable with 409.
 */
export function refundPayment(input: RefundRequest, idempotencyKey: string) {
  return apiCommand('POST', '/api/refunds', commandAnswer, { body: input, idempotencyKey });
}

/**
 * The caller keeps the submission's key: billing's refund dialog (FormDialog's key), the refund page (its own). Every
 * read under the invoices, the refund preview too, and the members' due amounts are read again.
 */
export const useRefundPayment = () => useFormCommand(refundPayment, [invoicesQueryKey, membersQueryKey]);
