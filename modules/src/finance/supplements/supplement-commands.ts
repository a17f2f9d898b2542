import type { RecordedEvent } from '@gym/events/store/envelope';
import type { StreamAppend } from '@gym/events/store/event-store';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { SEQUENCE_ATTEMPTS, nextNumber } from '@gym/kernel/commands/sequence';
import { cacheFor } from '@gym/kernel/commands/state-cache';
import type { StateCache } from '@gym/kernel/commands/state-cache';
import type { EventStore } from '@gym/events/store/event-store';
import { loadState } from '@gym/kernel/commands/stream-command';
import { INVOICE_NUMBER_SEQUENCE, formatInvoiceNumber, invoiceStream } from '../billing/invoice-events.js';
import { invoiceDecider, loadInvoice } from '../billing/public.js';
import { loadMember, memberRefusals } from '../../membership/members/public.js';
import { supplementsRefusals } from './supplements-refusals.js';
import { discountLimitsDecider, limitFor } from './discount-limits.js';
import { productDecider } from './product-decider.js';
import type { ProductCommand, ProductState } from './product-decider.js';
import { saleDecider } from './sale-decider.js';
import { SUPPLEMENT_INVOICE_PREFIX } from './supplement-contracts.js';
import {
  DISCOUNT_LIMITS_STREAM,
  SALE_NUMBER_SEQUENCE,
  formatSaleNumber,
  productStream,
  saleStream,
} from './supplement-events.js';
import type { SaleMethod, SupplementEvent } from './supplement-events.js';

/**
 * Products are read on every sale: keep their folded states and read only the new tail of their streams (one cache
 * per event store, so a process with several never folds one log's state onto another's).
 */
const productCaches = new WeakMap<EventStore, StateCache<ProductState>>();

const loadProduct = (context: CommandContext, productId: string) =>
  loadState(context, productStream(productId), productDecider, cacheFor(productCaches, context.store, 20_000));

/** Runs one product command on its stream (catalogue edits). */
export function runProductCommand(context: CommandContext, command: ProductCommand) {
  return executeCommand(context, {
    async plan() {
      const { state, version } = await loadProduct(context, command.productId);
      const events = productDecider.decide(command, state);
      return {
        appends: [{ streamId: productStream(command.productId), expectedVersion: version, events }],
        answer: { id: command.productId },
      };
    },
    replay: () => ({ id: command.productId }),
  });
}

/**
 * Several products at once (a purchase delivery, a stocktake): each product decides its own event, and all are
 * appended together or none (one refused line refuses the whole delivery or count).
 */
export function runProductBatch(context: CommandContext, id: string, commands: readonly ProductCommand[]) {
  return executeCommand(context, {
    attempts: 4,
    async plan() {
      const states = await Promise.all(commands.map((c) => loadProduct(context, c.productId)));
      return {
        appends: commands.map((command, index) => ({
          streamId: productStream(command.productId),
          expectedVersion: states[index]!.version,
          events: productDecider.decide(command, states[index]!.state),
        })),
        answer: { id },
      };
    },
    replay: () => ({ id }),
  });
}

export interface SaleRequest {
  readonly saleId: string;
  readonly invoiceId: string;
  readonly items: readonly { productId: string; quantity: number }[];
  readonly discount: number;
  readonly method: SaleMethod;
  readonly memberId: string | null;
  /** The seller's role: its discount limit applies. */
  readonly role: string;
  readonly saleDate: string;
}

export interface SaleAnswer {
  readonly id: string;
  readonly number: string;
  readonly total: number;
  readonly invoiceId: string | null;
}

const saleAnswer = (saleId: string, events: readonly { type: string; data: unknown }[]): SaleAnswer => {
  const sale = events.find((e) => e.type === 'SupplementSaleRecorded') as
    Extract<SupplementEvent, { type: 'SupplementSaleRecorded' }> | undefined;
  return {
    id: saleId,
    number: sale?.data.number ?? '',
    total: sale?.data.total ?? 0,
    invoiceId: sale?.data.invoiceId ?? null,
  };
};

/**
 * A sale at the point of sale: stock leaves every product's stream at the version the decision read (so two desks
 * selling the last unit cannot both succeed: the second decides again and is refused), the sale takes the next
 * receipt number, and a sale on a member's account issues billing's unpaid invoice for it, all in one append.
 */
export function sellSupplements(context: CommandContext, request: SaleRequest) {
  return executeCommand<SaleAnswer>(context, {
    attempts: SEQUENCE_ATTEMPTS,
    queue: SALE_NUMBER_SEQUENCE,
    async plan() {
      const onAccount = request.method === 'account';
      const [products, limits, sequence, member, invoiceSequence] = await Promise.all([
        Promise.all(request.items.map((i) => loadProduct(context, i.productId))),
        loadState(context, DISCOUNT_LIMITS_STREAM, discountLimitsDecider),
        nextNumber(context.store, SALE_NUMBER_SEQUENCE),
        request.memberId ? loadMember(context, request.memberId) : null,
        onAccount ? nextNumber(context.store, INVOICE_NUMBER_SEQUENCE) : null,
      ]);
      products.forEach((p, i) => {
        if (!p.state.exists)
          throw supplementsRefusals.missing('product_id_not_found', { productId: request.items[i]!.productId });
      });
      if (member && !member.state.registered) throw memberRefusals.missing('not_found');
      const number = formatSaleNumber(sequence.next);
      const stock: StreamAppend[] = request.items.map((item, i) => ({
        streamId: productStream(item.productId),
        expectedVersion: products[i]!.version,
        events: productDecider.decide(
          { type: 'SellStock', productId: item.productId, saleId: request.saleId, quantity: item.quantity },
          products[i]!.state,
        ),
      }));
      const sold = saleDecider.decide(
        {
          type: 'RecordSale',
          saleId: request.saleId,
          number,
          items: request.items.map((item, i) => ({ ...item, product: products[i]!.state })),
          discount: request.discount,
          discountLimitPercent: limitFor(limits.state, request.role),
          method: request.method,
          memberId: request.memberId,
          invoiceId: onAccount ? request.invoiceId : null,
          saleDate: request.saleDate,
        },
        saleDecider.initialState(),
      );
      const sale = sold[0] as Extract<SupplementEvent, { type: 'SupplementSaleRecorded' }>;
      const bill: StreamAppend[] = [];
      if (onAccount && invoiceSequence) {
        // The member's due is billing's: the account sale is an unpaid invoice billing issues by its own rules.
        const invoiceNumber = formatInvoiceNumber(invoiceSequence.next);
        bill.push(
          {
            streamId: invoiceStream(request.invoiceId),
            expectedVersion: 'no_stream',
            events: invoiceDecider.decide(
              {
                type: 'IssueInvoice',
                invoiceId: request.invoiceId,
                number: invoiceNumber,
                memberId: request.memberId!,
                invoiceType: 'other',
                description: `${SUPPLEMENT_INVOICE_PREFIX}${number}`,
                amount: sale.data.total,
                issueDate: request.saleDate,
                dueDate: request.saleDate,
                membershipPlanId: null,
                registrationType: null,
                ptPackageId: null,
              },
              invoiceDecider.initialState(),
            ),
          },
          invoiceSequence.claim({
            type: 'InvoiceNumberAssigned',
            data: { number: invoiceNumber, invoiceId: request.invoiceId },
          }),
        );
      }
      return {
        appends: [
          { streamId: saleStream(request.saleId), expectedVersion: 'no_stream', events: sold },
          ...stock,
          sequence.claim({ type: 'SupplementSaleNumberAssigned', data: { number, saleId: request.saleId } }),
          ...bill,
        ],
        answer: saleAnswer(request.saleId, sold),
      };
    },
    replay: (stored: readonly RecordedEvent[]) => saleAnswer(request.saleId, stored),
  });
}

export interface ReturnRequest {
  readonly saleId: string;
  readonly returnId: string;
  readonly items: readonly { productId: string; quantity: number }[];
  readonly method: 'cash' | 'card' | 'account';
  readonly reason: string;
  readonly returnDate: string;
}

/** Items back: the return on the sale, the units back on their products, and for an account sale the bill voided. */
export function returnSupplements(context: CommandContext, request: ReturnRequest) {
  return executeCommand(context, {
    attempts: 4,
    async plan() {
      const sale = await loadState(context, saleStream(request.saleId), saleDecider);
      const returned = saleDecider.decide({ type: 'ReturnItems', ...request }, sale.state);
      const data = (returned[0] as Extract<SupplementEvent, { type: 'SupplementSaleReturned' }>).data;
      const products = await Promise.all(data.lines.map((l) => loadProduct(context, l.productId)));
      const restock: StreamAppend[] = data.lines.map((line, i) => ({
        streamId: productStream(line.productId),
        expectedVersion: products[i]!.version,
        events: productDecider.decide(
          {
            type: 'ReturnStock',
            productId: line.productId,
            saleId: request.saleId,
            returnId: request.returnId,
            quantity: line.quantity,
            unitCost: sale.state.lines.find((l) => l.productId === line.productId)!.unitCost,
          },
          products[i]!.state,
        ),
      }));
      const voided: StreamAppend[] = [];
      if (request.method === 'account' && sale.state.invoiceId) {
        const invoice = await loadInvoice(context, sale.state.invoiceId);
        voided.push({
          streamId: invoiceStream(sale.state.invoiceId),
          expectedVersion: invoice.version,
          events: invoiceDecider.decide(
            {
              type: 'VoidInvoice',
              invoiceId: sale.state.invoiceId,
              reason: `Supplements ${sale.state.number} returned: ${data.reason}`,
            },
            invoice.state,
          ),
        });
      }
      return {
        appends: [
          { streamId: saleStream(request.saleId), expectedVersion: sale.version, events: returned },
          ...restock,
          ...voided,
        ],
        answer: { id: request.returnId, amount: data.amount },
      };
    },
    replay: (stored) => ({
      id: request.returnId,
      amount:
        (stored.find((e) => e.type === 'SupplementSaleReturned')?.data as { amount: number } | undefined)?.amount ?? 0,
    }),
  });
}
