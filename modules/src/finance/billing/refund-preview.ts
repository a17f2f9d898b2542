import type { Pool } from 'pg';
import type { PaymentMethod } from '@gym/events/catalogue/common-schemas';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { DomainError } from '@gym/kernel/commands/domain-error';
import type { RefusalParams } from '@gym/kernel/commands/refusal-codes';
import { loadState } from '@gym/kernel/commands/stream-command';
import { invoiceStream } from './invoice-events.js';
import { invoiceDecider, outstanding } from './invoice-decider.js';
import { statusOf } from './invoice-commands.js';
import type { InvoiceStatus } from './invoice-commands.js';

export interface RefundPreview {
  readonly allowed: boolean;
  /** Why the refund would be refused (the same words as the 409 of the real refund). */
  readonly refusal: string | null;
  /** Its code and values, as the 409 answers them. */
  readonly refusalCode: string | null;
  readonly refusalParams: RefusalParams | null;
  readonly refundable: number;
  readonly method: PaymentMethod;
  readonly invoice: {
    readonly number: string;
    readonly status: InvoiceStatus;
    readonly statusAfter: InvoiceStatus;
    readonly due: number;
    readonly dueAfter: number;
  };
  readonly member: { readonly id: string; readonly due: number; readonly dueAfter: number };
  /** Cash leaving the desk's till (0 unless refunded in cash). */
  readonly tillCashOut: number;
}

/**
 * What a refund would do, decided by the same rules as the real one on the invoice's current state, and nothing
 * recorded: the invoice's new balance and status, what the member would then owe (all their invoices), the till.
 */
export async function previewRefund(
  context: Pick<CommandContext, 'store' | 'catalogue'>,
  pool: Pool,
  request: { invoiceId: string; paymentId: string; amount: number; method: PaymentMethod | null; today: string },
): Promise<RefundPreview | null> {
  const { state } = await loadState(context, invoiceStream(request.invoiceId), invoiceDecider);
  if (!state.issued) return null;
  const payment = state.payments.get(request.paymentId);
  if (!payment) return null;
  const method = request.method ?? payment.method;
  let after = state;
  let refusal: DomainError | null = null;
  try {
    const events = invoiceDecider.decide(
      {
        type: 'RefundPayment',
        invoiceId: request.invoiceId,
        refundId: 'preview',
        paymentId: request.paymentId,
        amount: request.amount,
        refundDate: request.today,
        reason: 'preview',
        method,
      },
      state,
    );
    after = events.reduce(invoiceDecider.evolve, state);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    refusal = error;
  }
  const memberDue = await pool.query<{ due: number }>(
    `SELECT coalesce(sum(amount - paid + refunded), 0)::int AS due FROM read.invoices
     WHERE member_id = $1 AND NOT voided AND amount - paid + refunded > 0`,
    [state.memberId],
  );
  // The read table may lag the log by a moment: take this invoice's due from the log, the others from the table.
  const otherDue = await pool.query<{ due: number }>(
    `SELECT CASE WHEN voided THEN 0 ELSE greatest(amount - paid + refunded, 0) END AS due FROM read.invoices
     WHERE invoice_id = $1`,
    [request.invoiceId],
  );
  const memberBase = memberDue.rows[0]!.due - (otherDue.rows[0]?.due ?? 0);
  const dueOf = (invoice: typeof state) => (invoice.voided ? 0 : outstanding(invoice));
  const added = dueOf(after) - dueOf(state);
  return {
    allowed: refusal === null,
    refusal: refusal?.message ?? null,
    refusalCode: refusal?.code ?? null,
    refusalParams: refusal ? (refusal.params ?? {}) : null,
    refundable: payment.amount - payment.refunded,
    method,
    invoice: {
      number: state.number,
      status: statusOf(state),
      statusAfter: statusOf(after),
      due: dueOf(state),
      dueAfter: dueOf(after),
    },
    member: {
      id: state.memberId,
      due: memberBase + dueOf(state),
      dueAfter: memberBase + dueOf(state) + added,
    },
    tillCashOut: refusal === null && method === 'cash' ? request.amount : 0,
  };
}
