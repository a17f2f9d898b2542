import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { fold } from '@gym/kernel/commands/decider';
import { discountLimitsDecider, limitFor } from './discount-limits.js';
import { productDecider } from './product-decider.js';
import type { ProductState } from './product-decider.js';
import { priceLines, saleDecider } from './sale-decider.js';
import type { SaleCommand } from './sale-decider.js';
import type { SupplementEvent } from './supplement-events.js';

const spec = deciderSpec(saleDecider);
const product = (price: number, taxRate = 0, name = 'Whey 2kg', cost = 16000): ProductState => ({
  ...productDecider.initialState(),
  exists: true,
  active: true,
  name,
  price,
  taxRate,
  cost,
  onHand: 10,
});
const record = (over: Partial<Extract<SaleCommand, { type: 'RecordSale' }>> = {}) =>
  ({
    type: 'RecordSale',
    saleId: 's1',
    number: 'POS-000001',
    items: [
      { productId: 'p1', quantity: 2, product: product(25000) },
      { productId: 'p2', quantity: 1, product: product(5000, 5, 'Shaker', 1500) },
    ],
    discount: 0,
    discountLimitPercent: 10,
    method: 'cash',
    memberId: null,
    invoiceId: 'inv-1',
    saleDate: '2026-11-21',
    ...over,
  }) as const satisfies SaleCommand;

const recorded = saleDecider.decide(record({ discount: 5500 }), saleDecider.initialState());

describe('point of sale: sale decider', () => {
  it('prices lines: the discount shared in proportion, tax on what is left, totals add up', () => {
    const [event] = recorded;
    expect(event).toMatchObject({
      type: 'SupplementSaleRecorded',
      data: { subtotal: 55000, discount: 5500, method: 'cash', invoiceId: null },
    });
    const data = (event as Extract<SupplementEvent, { type: 'SupplementSaleRecorded' }>).data;
    expect(data.lines).toEqual([
      {
        productId: 'p1',
        name: 'Whey 2kg',
        quantity: 2,
        unitPrice: 25000,
        unitCost: 16000,
        discount: 5000,
        tax: 0,
        total: 45000,
      },
      {
        productId: 'p2',
        name: 'Shaker',
        quantity: 1,
        unitPrice: 5000,
        unitCost: 1500,
        discount: 500,
        tax: 225,
        total: 4725,
      },
    ]);
    expect(data.tax).toBe(225);
    expect(data.total).toBe(55000 - 5500 + 225);
    expect(data.lines.reduce((sum, l) => sum + l.total, 0)).toBe(data.total);
    // Rounding goes to the last line: three lines share 100 without losing a dirham.
    const three = priceLines(
      [1, 2, 3].map((n) => ({ productId: `p${n}`, quantity: 1, product: product(1000) })),
      100,
    );
    expect(three.map((l) => l.discount)).toEqual([33, 33, 34]);
  });

  it("keeps a discount within the seller's role limit", () => {
    spec
      .given([])
      .when(record({ discount: 5501 }))
      .thenRefused(
        409,
        /more than your role may give: at most 10% of the sale \(55\.00 QAR\)/,
        'supplements.discount_over_limit',
      );
    expect(
      saleDecider.decide(record({ discount: 20000, discountLimitPercent: 100 }), saleDecider.initialState()),
    ).toHaveLength(1);
    spec
      .given([])
      .when(record({ discount: 60000, discountLimitPercent: 100 }))
      .thenRefused(400, /more than the sale/, 'supplements.discount_over_sale');
    // Limits per role: administrators 100% and anyone else 10% until set.
    const limits = fold(discountLimitsDecider, [
      { type: 'SupplementDiscountLimitSet', data: { role: 'receptionist', percent: 15 } },
    ]);
    expect([limitFor(limits, 'receptionist'), limitFor(limits, 'administrator'), limitFor(limits, 'trainer')]).toEqual([
      15, 100, 10,
    ]);
  });

  it('needs a member for an account sale, items, and each product once', () => {
    spec
      .given([])
      .when(record({ method: 'account' }))
      .thenRefused(400, /member whose account/, 'supplements.sale_member');
    spec
      .given([])
      .when(record({ items: [] }))
      .thenRefused(400, /at least one item/, 'supplements.sale_empty');
    const item = { productId: 'p1', quantity: 1, product: product(100) };
    spec
      .given([])
      .when(record({ items: [item, item] }))
      .thenRefused(400, /once in a sale/, 'supplements.sale_product_twice');
    const [account] = saleDecider.decide(record({ method: 'account', memberId: 'm1' }), saleDecider.initialState());
    expect(account).toMatchObject({ data: { method: 'account', memberId: 'm1', invoiceId: 'inv-1' } });
  });

  it('returns: never more than was sold, the last unit takes what is left of the line, reason required', () => {
    const ret = (quantity: number, method: 'cash' | 'card' | 'account' = 'cash') =>
      ({
        type: 'ReturnItems',
        saleId: 's1',
        returnId: 'r1',
        items: [{ productId: 'p1', quantity }],
        method,
        reason: 'unopened',
        returnDate: '2026-11-22',
      }) as const;
    const first = saleDecider.decide(ret(1), fold(saleDecider, recorded));
    expect(first[0]).toMatchObject({
      data: { amount: 22500, lines: [{ productId: 'p1', quantity: 1, amount: 22500 }] },
    });
    spec
      .given([...recorded, ...first])
      .when(ret(2))
      .thenRefused(409, /Only 1 of Whey 2kg on sale POS-000001 can still be returned/, 'supplements.return_over');
    spec
      .given([])
      .when(ret(1))
      .thenRefused(404, /Sale not found/, 'supplements.sale_not_found');
    spec
      .given(recorded)
      .when({ ...ret(1), reason: ' ' })
      .thenRefused(400, /reason/, 'supplements.return_reason');
    spec
      .given(recorded)
      .when(ret(1, 'account'))
      .thenRefused(400, /Only a sale put on a member account/, 'supplements.return_account_only');
  });

  it('an account sale goes back to the account only whole', () => {
    const onAccount = saleDecider.decide(record({ method: 'account', memberId: 'm1' }), saleDecider.initialState());
    const back = (items: { productId: string; quantity: number }[]) =>
      ({
        type: 'ReturnItems',
        saleId: 's1',
        returnId: 'r1',
        items,
        method: 'account',
        reason: 'wrong',
        returnDate: '2026-11-22',
      }) as const;
    spec
      .given(onAccount)
      .when(back([{ productId: 'p1', quantity: 1 }]))
      .thenRefused(400, /takes back the whole sale/, 'supplements.return_account_whole');
    const whole = saleDecider.decide(
      back([
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ]),
      fold(saleDecider, onAccount),
    );
    expect(whole[0]).toMatchObject({ data: { method: 'account', memberId: 'm1', amount: 50000 + 5250 } });
  });
});
