import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { dirhams, localDate } from '@gym/events/catalogue/common-schemas';

/** A product's stream holds its catalogue entry and every stock movement: stock is decided on it alone. */
export const productStream = (productId: string) => `supplement-product-${productId}`;
/** A sale's stream: the sale and its returns. */
export const saleStream = (saleId: string) => `supplement-sale-${saleId}`;
/** Discount limits per role (one small stream). */
export const DISCOUNT_LIMITS_STREAM = 'supplement-discount-limits';
/** Sale numbers (receipts) are handed out in order from this stream. */
export const SALE_NUMBER_SEQUENCE = 'sequence-supplement-sale';
export const formatSaleNumber = (n: number) => `POS-${String(n).padStart(6, '0')}`;

/** How a sale is paid: at the till, by card, or onto the member's account (billed as an unpaid invoice). */
export const saleMethod = z.enum(['cash', 'card', 'account']);
export type SaleMethod = z.infer<typeof saleMethod>;
/** How money of a return goes back. */
export const returnMethod = z.enum(['cash', 'card', 'account']);

const productDetails = {
  productId: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  barcode: z.string().nullable(),
  sku: z.string().nullable(),
  price: dirhams,
  /** Percent, e.g. 0 or 5. */
  taxRate: z.number(),
  reorderLevel: z.number().int(),
  active: z.boolean(),
};

export const SupplementProductAdded = defineEvent(
  'SupplementProductAdded',
  z.object({ ...productDetails, cost: dirhams }),
  { description: 'A product was added to the supplement catalogue with its price, tax rate and starting unit cost.' },
);
export const SupplementProductChanged = defineEvent('SupplementProductChanged', z.object(productDetails), {
  description: "A product's catalogue details (name, codes, price, tax rate, reorder level, active) were changed.",
});
export const SupplementStockReceived = defineEvent(
  'SupplementStockReceived',
  z.object({
    productId: z.string(),
    purchaseId: z.string(),
    supplier: z.string(),
    quantity: z.number().int(),
    unitCost: dirhams,
    receivedDate: localDate,
    /** The moving average unit cost and the quantity on hand after this purchase. */
    averageCost: dirhams,
    onHand: z.number().int(),
  }),
  { description: 'Units of a product were bought from a supplier; the average unit cost moved with them.' },
);
export const SupplementStockCounted = defineEvent(
  'SupplementStockCounted',
  z.object({
    productId: z.string(),
    stocktakeId: z.string(),
    expected: z.number().int(),
    counted: z.number().int(),
    reason: z.string().nullable(),
    countedDate: localDate,
  }),
  { description: 'A stocktake counted a product; the count replaced what the books expected.' },
);
export const SupplementStockSold = defineEvent(
  'SupplementStockSold',
  z.object({ productId: z.string(), saleId: z.string(), quantity: z.number().int(), unitCost: dirhams }),
  { description: 'Units of a product left the stock in a sale, at the average unit cost of that moment.' },
);
export const SupplementStockReturned = defineEvent(
  'SupplementStockReturned',
  z.object({
    productId: z.string(),
    saleId: z.string(),
    returnId: z.string(),
    quantity: z.number().int(),
    unitCost: dirhams,
  }),
  { description: 'Units of a sold product came back and were restocked at the cost they left with.' },
);

export const saleLine = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: dirhams,
  unitCost: dirhams,
  /** This line's share of the sale's discount. */
  discount: dirhams,
  tax: dirhams,
  /** What the line costs the buyer: quantity × price − discount + tax. */
  total: dirhams,
});
export type SaleLine = z.infer<typeof saleLine>;

export const SupplementSaleRecorded = defineEvent(
  'SupplementSaleRecorded',
  z.object({
    saleId: z.string(),
    number: z.string(),
    lines: z.array(saleLine),
    subtotal: dirhams,
    discount: dirhams,
    tax: dirhams,
    total: dirhams,
    method: saleMethod,
    memberId: z.string().nullable(),
    /** The unpaid invoice that puts an account sale on the member's due (billing's), else null. */
    invoiceId: z.string().nullable(),
    saleDate: localDate,
  }),
  { description: 'Supplements were sold at the point of sale, paid in cash, by card or onto a member account.' },
);
export const SupplementSaleReturned = defineEvent(
  'SupplementSaleReturned',
  z.object({
    saleId: z.string(),
    returnId: z.string(),
    lines: z.array(z.object({ productId: z.string(), quantity: z.number().int(), amount: dirhams })),
    amount: dirhams,
    method: returnMethod,
    memberId: z.string().nullable(),
    reason: z.string(),
    returnDate: localDate,
  }),
  { description: 'Items of a sale came back; their money went back by the method named (account: the bill voided).' },
);
export const SupplementDiscountLimitSet = defineEvent(
  'SupplementDiscountLimitSet',
  z.object({ role: z.string(), percent: z.number() }),
  { description: 'The largest discount a role may give at the point of sale, in percent of the sale, was set.' },
);

export const SupplementSaleNumberAssigned = defineEvent(
  'SupplementSaleNumberAssigned',
  z.object({ number: z.string(), saleId: z.string() }),
  { description: 'A receipt number of the point of sale was given to a sale (the sequence of sale numbers).' },
);

export const supplementEvents = [
  SupplementProductAdded,
  SupplementProductChanged,
  SupplementStockReceived,
  SupplementStockCounted,
  SupplementStockSold,
  SupplementStockReturned,
  SupplementSaleRecorded,
  SupplementSaleReturned,
  SupplementDiscountLimitSet,
  SupplementSaleNumberAssigned,
] as const;
export type SupplementEvent = EventOf<(typeof supplementEvents)[number]>;
