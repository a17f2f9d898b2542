import type { Decider } from '@gym/kernel/commands/decider';
import type { SupplementEvent } from './supplement-events.js';
import { supplementsRefusals } from './supplements-refusals.js';

export interface ProductDetails {
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  readonly barcode: string | null;
  readonly sku: string | null;
  readonly price: number;
  readonly taxRate: number;
  readonly reorderLevel: number;
  readonly active: boolean;
}

export interface ProductState extends ProductDetails {
  readonly exists: boolean;
  /** Moving average unit cost (dirhams). */
  readonly cost: number;
  readonly onHand: number;
}

export type ProductCommand =
  | { type: 'AddProduct'; productId: string; details: ProductDetails; cost: number }
  | { type: 'ChangeProduct'; productId: string; details: ProductDetails }
  | {
      type: 'ReceiveStock';
      productId: string;
      purchaseId: string;
      supplier: string;
      quantity: number;
      unitCost: number;
      receivedDate: string;
    }
  | {
      type: 'CountStock';
      productId: string;
      stocktakeId: string;
      counted: number;
      reason: string | null;
      countedDate: string;
    }
  | { type: 'SellStock'; productId: string; saleId: string; quantity: number }
  | { type: 'ReturnStock'; productId: string; saleId: string; returnId: string; quantity: number; unitCost: number };

/**
 * Moving average cost: what is on hand and what arrives are valued together. Stock at or below zero has no value
 * to average with, so the purchase's cost becomes the average.
 */
export function movingAverage(onHand: number, averageCost: number, quantity: number, unitCost: number): number {
  if (onHand <= 0) return unitCost;
  return Math.round((onHand * averageCost + quantity * unitCost) / (onHand + quantity));
}

export const productDecider: Decider<ProductState, ProductCommand, SupplementEvent> = {
  initialState: () => ({
    exists: false,
    name: '',
    brand: '',
    category: '',
    barcode: null,
    sku: null,
    price: 0,
    taxRate: 0,
    reorderLevel: 0,
    active: false,
    cost: 0,
    onHand: 0,
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'SupplementProductAdded': {
        const { productId: _id, ...details } = event.data;
        return { ...state, ...details, exists: true, onHand: 0 };
      }
      case 'SupplementProductChanged': {
        const { productId: _id, ...details } = event.data;
        return { ...state, ...details };
      }
      case 'SupplementStockReceived':
        return { ...state, cost: event.data.averageCost, onHand: event.data.onHand };
      case 'SupplementStockCounted':
        return { ...state, onHand: event.data.counted };
      case 'SupplementStockSold':
        return { ...state, onHand: state.onHand - event.data.quantity };
      case 'SupplementStockReturned':
        return {
          ...state,
          cost: movingAverage(state.onHand, state.cost, event.data.quantity, event.data.unitCost),
          onHand: state.onHand + event.data.quantity,
        };
      default:
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'AddProduct') {
      if (state.exists) throw supplementsRefusals.refuse('product_exists');
      checkDetails(command.details);
      if (command.cost < 0) throw supplementsRefusals.invalid('cost_negative');
      return [
        {
          type: 'SupplementProductAdded',
          data: { productId: command.productId, ...command.details, cost: command.cost },
        },
      ];
    }
    if (!state.exists) throw supplementsRefusals.missing('product_not_found');
    switch (command.type) {
      case 'ChangeProduct':
        checkDetails(command.details);
        return [{ type: 'SupplementProductChanged', data: { productId: command.productId, ...command.details } }];
      case 'ReceiveStock': {
        if (!Number.isInteger(command.quantity) || command.quantity <= 0)
          throw supplementsRefusals.invalid('receive_quantity');
        if (command.unitCost < 0) throw supplementsRefusals.invalid('unit_cost_negative');
        return [
          {
            type: 'SupplementStockReceived',
            data: {
              productId: command.productId,
              purchaseId: command.purchaseId,
              supplier: command.supplier,
              quantity: command.quantity,
              unitCost: command.unitCost,
              receivedDate: command.receivedDate,
              averageCost: movingAverage(state.onHand, state.cost, command.quantity, command.unitCost),
              onHand: state.onHand + command.quantity,
            },
          },
        ];
      }
      case 'CountStock': {
        if (!Number.isInteger(command.counted) || command.counted < 0) throw supplementsRefusals.invalid('count_whole');
        const reason = command.reason?.trim() || null;
        if (command.counted !== state.onHand && !reason)
          throw supplementsRefusals.invalid('count_reason', {
            product: state.name,
            counted: command.counted,
            onHand: state.onHand,
          });
        return [
          {
            type: 'SupplementStockCounted',
            data: {
              productId: command.productId,
              stocktakeId: command.stocktakeId,
              expected: state.onHand,
              counted: command.counted,
              reason,
              countedDate: command.countedDate,
            },
          },
        ];
      }
      case 'SellStock': {
        if (!Number.isInteger(command.quantity) || command.quantity <= 0)
          throw supplementsRefusals.invalid('sell_quantity');
        if (!state.active) throw supplementsRefusals.refuse('inactive', { product: state.name });
        // Stock never goes negative: of two desks selling the last unit, the second decides on the first's sale.
        if (command.quantity > state.onHand)
          throw state.onHand === 0
            ? supplementsRefusals.refuse(
                'out_of_stock',
                { product: state.name },
                { productId: command.productId, onHand: state.onHand },
              )
            : supplementsRefusals.refuse(
                'low_stock',
                { onHand: state.onHand, product: state.name, quantity: command.quantity },
                { productId: command.productId, onHand: state.onHand },
              );
        return [
          {
            type: 'SupplementStockSold',
            data: {
              productId: command.productId,
              saleId: command.saleId,
              quantity: command.quantity,
              unitCost: state.cost,
            },
          },
        ];
      }
      case 'ReturnStock':
        return [
          {
            type: 'SupplementStockReturned',
            data: {
              productId: command.productId,
              saleId: command.saleId,
              returnId: command.returnId,
              quantity: command.quantity,
              unitCost: command.unitCost,
            },
          },
        ];
    }
  },
};

function checkDetails(details: ProductDetails) {
  if (!details.name.trim()) throw supplementsRefusals.invalid('name_missing');
  if (details.price < 0) throw supplementsRefusals.invalid('price_negative');
  if (details.taxRate < 0 || details.taxRate > 100) throw supplementsRefusals.invalid('tax_rate');
  if (details.reorderLevel < 0) throw supplementsRefusals.invalid('reorder_negative');
}
