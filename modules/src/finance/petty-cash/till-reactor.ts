import type { RecordedEvent } from '@gym/events/store/envelope';
import type { Reactor } from '@gym/kernel/reaction/reactor';
import { PaymentRecorded, PaymentRefunded } from '../billing/public.js';
import { ExpensePaid, ExpenseVoided } from '../expenses/public.js';
import { SupplementSaleRecorded, SupplementSaleReturned } from '../supplements/supplement-events.js';
import { recordCash } from './till-commands.js';
import type { CashMovement } from './till-commands.js';

type Movement = Omit<CashMovement, 'causeEventId' | 'actorId'>;

/**
 * The cash side of other areas' money events (their published contracts): + into the till, − out of it. Exported for
 * the data generator, which writes the till movements this reactor would have written for its generated history.
 */
export function cashOf(event: Pick<RecordedEvent, 'type' | 'data'>): Movement | null {
  const data = event.data as Record<string, unknown>;
  if (data.method !== 'cash') return null;
  const amount = data.amount as number;
  switch (event.type) {
    case PaymentRecorded.type:
      return {
        source: 'payment',
        amount,
        reference: { kind: 'invoice', id: data.invoiceId as string },
        label: 'Payment',
      };
    case PaymentRefunded.type:
      return {
        source: 'refund',
        amount: -amount,
        reference: { kind: 'invoice', id: data.invoiceId as string },
        label: `Refund: ${data.reason as string}`,
      };
    case ExpensePaid.type:
      return {
        source: 'expense',
        amount: -amount,
        reference: { kind: 'expense', id: data.expenseId as string },
        label: `Expense: ${data.category as string}${data.vendor ? `, ${data.vendor as string}` : ''}`,
      };
    case ExpenseVoided.type:
      return {
        source: 'expense-void',
        amount,
        reference: { kind: 'expense', id: data.expenseId as string },
        label: `Expense voided: ${data.reason as string}`,
      };
    case SupplementSaleRecorded.type:
      return {
        source: 'supplement-sale',
        amount: data.total as number,
        reference: { kind: 'supplement-sale', id: data.saleId as string },
        label: `Supplements ${data.number as string}`,
      };
    case SupplementSaleReturned.type:
      return {
        source: 'supplement-return',
        amount: -amount,
        reference: { kind: 'supplement-sale', id: data.saleId as string },
        label: `Supplements returned: ${data.reason as string}`,
      };
    default:
      return null;
  }
}

/**
 * Cash flows into the open till by itself: every cash payment, refund, expense and supplement sale elsewhere becomes
 * a movement of the till session of the desk (or the unassigned session when none is open).
 */
export const tillReactor: Reactor = {
  name: 'petty-cash-till',
  eventTypes: [
    PaymentRecorded.type,
    PaymentRefunded.type,
    ExpensePaid.type,
    ExpenseVoided.type,
    SupplementSaleRecorded.type,
    SupplementSaleReturned.type,
  ],
  async react(event, context) {
    const movement = cashOf(event);
    if (!movement || movement.amount === 0) return;
    await context.execute(
      event,
      'till',
      recordCash({ ...movement, causeEventId: event.eventId, actorId: event.metadata.actorId }),
    );
  },
};
