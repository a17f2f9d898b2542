import { describe, expect, it } from 'vitest';
import { fold } from '@gym/kernel/commands/decider';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { movingAverage, productDecider } from './product-decider.js';
import type { ProductDetails } from './product-decider.js';
import type { SupplementEvent } from './supplement-events.js';

const spec = deciderSpec(productDecider);
const productId = 'p1';
const details: ProductDetails = {
  name: 'Whey 2kg',
  brand: 'Optimum',
  category: 'Protein',
  barcode: '6291041500213',
  sku: 'WHEY-2',
  price: 25000,
  taxRate: 0,
  reorderLevel: 3,
  active: true,
};
const added: SupplementEvent = { type: 'SupplementProductAdded', data: { productId, ...details, cost: 15000 } };
const received = (
  quantity: number,
  unitCost: number,
  averageCost: number,
  onHand: number,
  purchaseId = `buy-${onHand}`,
  receivedDate = '2026-11-20',
): SupplementEvent => ({
  type: 'SupplementStockReceived',
  data: {
    productId,
    purchaseId,
    supplier: 'Doha Nutrition',
    quantity,
    unitCost,
    receivedDate,
    averageCost,
    onHand,
  },
});
const sold = (quantity: number, unitCost = 16000, saleId = 's1'): SupplementEvent => ({
  type: 'SupplementStockSold',
  data: { productId, saleId, quantity, unitCost },
});
const receive = (quantity: number, unitCost: number) =>
  ({
    type: 'ReceiveStock',
    productId,
    purchaseId: 'buy-x',
    supplier: 'Doha Nutrition',
    quantity,
    unitCost,
    receivedDate: '2026-11-21',
  }) as const;
const sell = (quantity: number) => ({ type: 'SellStock', productId, saleId: 's2', quantity }) as const;

describe('stock: product decider', () => {
  it('adds a product once, with sane details', () => {
    spec.given([]).when({ type: 'AddProduct', productId, details, cost: 15000 }).then([added]);
    spec
      .given([added])
      .when({ type: 'AddProduct', productId, details, cost: 15000 })
      .thenRefused(409, /already exists/, 'supplements.product_exists');
    spec
      .given([])
      .when({ type: 'AddProduct', productId, details: { ...details, taxRate: 120 }, cost: 0 })
      .thenRefused(400, /tax rate/, 'supplements.tax_rate');
    spec
      .given([])
      .when(sell(1))
      .thenRefused(404, /Product not found/, 'supplements.product_not_found');
  });

  it('values stock at a moving average cost: what is on hand and what arrives are averaged', () => {
    // Empty stock: the purchase's cost becomes the average.
    spec
      .given([added])
      .when(receive(10, 16000))
      .then([received(10, 16000, 16000, 10, 'buy-x', '2026-11-21')]);
    // 10 at 160 and 5 at 190 → (1600 + 950) / 15 = 170.
    const state = fold(productDecider, [added, received(10, 16000, 16000, 10)]);
    const [event] = productDecider.decide(receive(5, 19000), state);
    expect(event).toMatchObject({ type: 'SupplementStockReceived', data: { averageCost: 17000, onHand: 15 } });
    expect(movingAverage(3, 1000, 1, 2000)).toBe(1250);
    expect(movingAverage(0, 1000, 4, 3000)).toBe(3000);
    spec
      .given([added])
      .when(receive(0, 100))
      .thenRefused(400, /at least 1 unit/, 'supplements.receive_quantity');
  });

  it('never lets stock go negative: selling more than is on hand is refused with what is left', () => {
    const stocked = [added, received(2, 16000, 16000, 2)];
    spec
      .given(stocked)
      .when(sell(2))
      .then([sold(2, 16000, 's2')]);
    spec
      .given(stocked)
      .when(sell(3))
      .thenRefused(409, /Only 2 units of Whey 2kg left in stock/, 'supplements.low_stock');
    spec
      .given([...stocked, sold(2)])
      .when(sell(1))
      .thenRefused(409, /Whey 2kg is out of stock: the last unit was just sold/, 'supplements.out_of_stock');
  });

  it('does not sell an inactive product', () => {
    const inactive: SupplementEvent = {
      type: 'SupplementProductChanged',
      data: { productId, ...details, active: false },
    };
    spec
      .given([added, received(2, 16000, 16000, 2), inactive])
      .when(sell(1))
      .thenRefused(409, /not for sale/, 'supplements.inactive');
  });

  it('takes a stocktake count, and asks for the reason of every difference', () => {
    const stocked = [added, received(5, 16000, 16000, 5)];
    const count = (counted: number, reason: string | null) =>
      ({ type: 'CountStock', productId, stocktakeId: 't1', counted, reason, countedDate: '2026-11-21' }) as const;
    spec
      .given(stocked)
      .when(count(4, null))
      .thenRefused(400, /counted 4 but the books say 5\. Give the reason/, 'supplements.count_reason');
    spec
      .given(stocked)
      .when(count(4, ' damaged tub '))
      .then([
        {
          type: 'SupplementStockCounted',
          data: {
            productId,
            stocktakeId: 't1',
            expected: 5,
            counted: 4,
            reason: 'damaged tub',
            countedDate: '2026-11-21',
          },
        },
      ]);
    // No difference, no reason needed.
    spec
      .given(stocked)
      .when(count(5, null))
      .then([
        {
          type: 'SupplementStockCounted',
          data: { productId, stocktakeId: 't1', expected: 5, counted: 5, reason: null, countedDate: '2026-11-21' },
        },
      ]);
    expect(
      fold(productDecider, [
        ...stocked,
        {
          type: 'SupplementStockCounted',
          data: { productId, stocktakeId: 't1', expected: 5, counted: 4, reason: 'x', countedDate: '2026-11-21' },
        },
      ]).onHand,
    ).toBe(4);
  });

  it('restocks returns at the cost they left with', () => {
    const state = fold(productDecider, [added, received(2, 16000, 16000, 2), sold(2)]);
    const [event] = productDecider.decide(
      { type: 'ReturnStock', productId, saleId: 's1', returnId: 'r1', quantity: 1, unitCost: 16000 },
      state,
    );
    expect(event).toEqual({
      type: 'SupplementStockReturned',
      data: { productId, saleId: 's1', returnId: 'r1', quantity: 1, unitCost: 16000 },
    });
    expect(productDecider.evolve(state, event!)).toMatchObject({ onHand: 1, cost: 16000 });
  });
});
