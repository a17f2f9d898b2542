import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { invoiceStream } from './invoice-events.js';
import { invoiceDecider } from './invoice-decider.js';
import type { InvoiceState } from './invoice-decider.js';

/*
 * The billing area's public contract: personal training bills its sales on invoices, so it decides invoice events
 * with billing's rules (never its own copy of them) and reads an invoice's state to pay a balance.
 */
export { invoiceDecider, outstanding } from './invoice-decider.js';
export type { InvoiceCommand, InvoiceState } from './invoice-decider.js';

/** An invoice's current state, as a payment decides on it. */
export function loadInvoice(
  source: Pick<CommandContext, 'store' | 'catalogue'>,
  invoiceId: string,
): Promise<{ state: InvoiceState; version: number }> {
  return loadState(source, invoiceStream(invoiceId), invoiceDecider);
}
