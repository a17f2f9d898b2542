import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { invoiceStream } from './invoice-events.js';
import { invoiceDecider } from './invoice-decider.js';
import type { InvoiceState } from './invoice-decider.js';

/*
 * The billing area's public contract: personal training bills its sales on invoices, so it decides invoice events
 * with billing's rules (never its own copy of them) and reads an invoice's state to pay a balance.
 *
 * Money movements of billing, for the areas that follow money (petty cash, reports); events in invoice-events.ts,
 * stream `invoice-<invoiceId>`, amounts in integer minor units (dirhams), always positive:
 * - `PaymentRecorded {invoiceId, memberId, paymentId, amount, method, paymentDate}`: money CAME IN by `method`
 *   (`'cash'`: into the desk's till; `'card'`, `'bank_transfer'`: not the till).
 * - `PaymentRefunded {invoiceId, memberId, refundId, paymentId, amount, method, refundDate, reason}`: money WENT BACK
 *   to the member by `method` (`'cash'`: out of the till). The method is the one chosen at the refund, which may differ
 *   from the payment's.
 * `InvoiceIssued` and `InvoiceVoided` move no money (a void needs nothing left paid on the invoice).
 */
export { invoiceDecider, outstanding } from './invoice-decider.js';
export type { InvoiceCommand, InvoiceState } from './invoice-decider.js';
export { PaymentRecorded, PaymentRefunded, invoiceStream } from './invoice-events.js';

/** An invoice's current state, as a payment decides on it. */
export function loadInvoice(
  source: Pick<CommandContext, 'store' | 'catalogue'>,
  invoiceId: string,
): Promise<{ state: InvoiceState; version: number }> {
  return loadState(source, invoiceStream(invoiceId), invoiceDecider);
}
