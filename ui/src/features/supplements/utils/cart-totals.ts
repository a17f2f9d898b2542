import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';

export interface CartLine {
  readonly product: Product;
  readonly quantity: number;
}

export interface CartTotals {
  readonly subtotal: number;
  readonly discount: number;
  readonly tax: number;
  readonly total: number;
}

const cents = (qar: number) => Math.round(qar * 100);

/**
 * What the desk shows before paying, the server's way (sale-decider priceLines): the discount shared over the lines
 * in proportion, the last line taking the rounding, and each line's tax on what is left of it. The server's answer
 * is the figure that counts.
 */
export function cartTotals(lines: readonly CartLine[], discountQar: number): CartTotals {
  const gross = lines.map((l) => cents(l.product.price) * l.quantity);
  const subtotal = gross.reduce((a, b) => a + b, 0);
  const discount = Math.min(Math.max(cents(discountQar), 0), subtotal);
  let shared = 0;
  let tax = 0;
  lines.forEach((line, index) => {
    const share =
      index === lines.length - 1
        ? discount - shared
        : subtotal === 0
          ? 0
          : Math.floor((discount * gross[index]!) / subtotal);
    shared += share;
    tax += Math.round(((gross[index]! - share) * line.product.taxRate) / 100);
  });
  return {
    subtotal: subtotal / 100,
    discount: discount / 100,
    tax: tax / 100,
    total: (subtotal - discount + tax) / 100,
  };
}
