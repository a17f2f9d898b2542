import type { Decider } from '@gym/kernel/commands/decider';
import { toQar } from '@gym/kernel/contracts/money';
import type { ProductState } from './product-decider.js';
import { maxDiscount } from './supplement-contracts.js';
import { supplementsRefusals } from './supplements-refusals.js';
import type { SaleLine, SaleMethod, SupplementEvent } from './supplement-events.js';

export interface SaleState {
  readonly recorded: boolean;
  readonly number: string;
  readonly method: SaleMethod;
  readonly memberId: string | null;
  readonly invoiceId: string | null;
  readonly lines: readonly SaleLine[];
  /** Per product: units and money already returned. */
  readonly returned: ReadonlyMap<string, { quantity: number; amount: number }>;
}

export interface SaleItem {
  readonly productId: string;
  readonly quantity: number;
  /** The product as the sale decides on it (price, tax rate, average cost). */
  readonly product: ProductState;
}

export type SaleCommand =
  | {
      type: 'RecordSale';
      saleId: string;
      number: string;
      items: readonly SaleItem[];
      discount: number;
      /** The largest discount the seller's role may give, in percent of the subtotal. */
      discountLimitPercent: number;
      method: SaleMethod;
      memberId: string | null;
      invoiceId: string | null;
      saleDate: string;
    }
  | {
      type: 'ReturnItems';
      saleId: string;
      returnId: string;
      items: readonly { productId: string; quantity: number }[];
      method: 'cash' | 'card' | 'account';
      reason: string;
      returnDate: string;
    };

export { maxDiscount };

/**
 * The sale's lines: quantity × price, the discount shared over the lines in proportion (the last line takes the
 * rounding), then each line's tax on what is left of it.
 */
export function priceLines(items: readonly SaleItem[], discount: number): SaleLine[] {
  const gross = items.map((i) => i.quantity * i.product.price);
  const subtotal = gross.reduce((a, b) => a + b, 0);
  let shared = 0;
  return items.map((item, index) => {
    const share =
      index === items.length - 1
        ? discount - shared
        : subtotal === 0
          ? 0
          : Math.floor((discount * gross[index]!) / subtotal);
    shared += share;
    const net = gross[index]! - share;
    const tax = Math.round((net * item.product.taxRate) / 100);
    return {
      productId: item.productId,
      name: item.product.name,
      quantity: item.quantity,
      unitPrice: item.product.price,
      unitCost: item.product.cost,
      discount: share,
      tax,
      total: net + tax,
    };
  });
}

export const saleDecider: Decider<SaleState, SaleCommand, SupplementEvent> = {
  initialState: () => ({
    recorded: false,
    number: '',
    method: 'cash',
    memberId: null,
    invoiceId: null,
    lines: [],
    returned: new Map(),
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'SupplementSaleRecorded':
        return {
          ...state,
          recorded: true,
          number: event.data.number,
          method: event.data.method,
          memberId: event.data.memberId,
          invoiceId: event.data.invoiceId,
          lines: event.data.lines,
        };
      case 'SupplementSaleReturned': {
        const returned = new Map(state.returned);
        for (const line of event.data.lines) {
          const before = returned.get(line.productId) ?? { quantity: 0, amount: 0 };
          returned.set(line.productId, {
            quantity: before.quantity + line.quantity,
            amount: before.amount + line.amount,
          });
        }
        return { ...state, returned };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'RecordSale') {
      if (state.recorded) throw supplementsRefusals.refuse('sale_recorded');
      if (command.items.length === 0) throw supplementsRefusals.invalid('sale_empty');
      if (new Set(command.items.map((i) => i.productId)).size !== command.items.length)
        throw supplementsRefusals.invalid('sale_product_twice');
      if (command.method === 'account' && !command.memberId) throw supplementsRefusals.invalid('sale_member');
      const subtotal = command.items.reduce((sum, i) => sum + i.quantity * i.product.price, 0);
      if (command.discount < 0) throw supplementsRefusals.invalid('discount_negative');
      if (command.discount > subtotal) throw supplementsRefusals.invalid('discount_over_sale');
      const limit = maxDiscount(subtotal, command.discountLimitPercent);
      if (command.discount > limit)
        throw supplementsRefusals.refuse(
          'discount_over_limit',
          { discountQar: toQar(command.discount), percent: command.discountLimitPercent, limitQar: toQar(limit) },
          { maxDiscount: toQar(limit) },
        );
      const lines = priceLines(command.items, command.discount);
      const tax = lines.reduce((sum, l) => sum + l.tax, 0);
      return [
        {
          type: 'SupplementSaleRecorded',
          data: {
            saleId: command.saleId,
            number: command.number,
            lines,
            subtotal,
            discount: command.discount,
            tax,
            total: subtotal - command.discount + tax,
            method: command.method,
            memberId: command.memberId,
            invoiceId: command.method === 'account' ? command.invoiceId : null,
            saleDate: command.saleDate,
          },
        },
      ];
    }
    if (!state.recorded) throw supplementsRefusals.missing('sale_not_found');
    if (!command.reason.trim()) throw supplementsRefusals.invalid('return_reason');
    if (command.items.length === 0) throw supplementsRefusals.invalid('return_empty');
    const lines = command.items.map((item) => {
      const line = state.lines.find((l) => l.productId === item.productId);
      if (!line) throw supplementsRefusals.invalid('return_not_on_sale');
      const before = state.returned.get(item.productId) ?? { quantity: 0, amount: 0 };
      const left = line.quantity - before.quantity;
      if (!Number.isInteger(item.quantity) || item.quantity <= 0) throw supplementsRefusals.invalid('return_quantity');
      if (item.quantity > left)
        throw supplementsRefusals.refuse('return_over', { left, product: line.name, sale: state.number });
      // The last unit back takes what is left of the line's money, so a sale returned in parts refunds exactly it.
      const amount =
        item.quantity === left ? line.total - before.amount : Math.round((line.total * item.quantity) / line.quantity);
      return { productId: item.productId, quantity: item.quantity, amount };
    });
    if (command.method === 'account') {
      if (state.method !== 'account') throw supplementsRefusals.invalid('return_account_only');
      const everything = state.lines.every(
        (l) =>
          (state.returned.get(l.productId)?.quantity ?? 0) === 0 &&
          lines.find((r) => r.productId === l.productId)?.quantity === l.quantity,
      );
      // The account sale is one bill: it goes back whole (the bill is voided) or the money goes back in cash/card.
      if (!everything) throw supplementsRefusals.invalid('return_account_whole');
    }
    return [
      {
        type: 'SupplementSaleReturned',
        data: {
          saleId: command.saleId,
          returnId: command.returnId,
          lines,
          amount: lines.reduce((sum, l) => sum + l.amount, 0),
          method: command.method,
          memberId: state.memberId,
          reason: command.reason.trim(),
          returnDate: command.returnDate,
        },
      },
    ];
  },
};
