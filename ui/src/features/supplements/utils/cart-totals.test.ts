import { describe, expect, it } from 'vitest';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import { cartTotals } from './cart-totals';

const product = (price: number, taxRate = 0): Product => ({
  id: `p${price}`,
  name: 'x',
  brand: '',
  category: '',
  barcode: null,
  sku: null,
  cost: 0,
  price,
  taxRate,
  reorderLevel: 0,
  active: true,
  onHand: 10,
  lowStock: false,
});

describe('cart totals at the point of sale', () => {
  it('shares the discount over the lines and taxes what is left, as the server does', () => {
    const totals = cartTotals(
      [
        { product: product(250), quantity: 2 },
        { product: product(50, 5), quantity: 1 },
      ],
      55,
    );
    expect(totals).toEqual({ subtotal: 550, discount: 55, tax: 2.25, total: 497.25 });
  });

  it('never takes off more than the sale', () => {
    expect(cartTotals([{ product: product(10), quantity: 1 }], 50)).toMatchObject({ discount: 10, total: 0 });
  });
});
