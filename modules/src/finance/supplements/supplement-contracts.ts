import { z } from 'zod';
import { queryFlag, singleLine } from '@gym/kernel/contracts/text';
import { calendarDay } from '@gym/kernel/contracts/dates';
import { qar } from '@gym/kernel/contracts/money';
import { returnMethod, saleMethod } from './supplement-events.js';

/*
 * The API contracts of supplement sales (money in QAR with at most 2 decimals). The UI validates its forms with them.
 */

const optionalText = (max: number) =>
  singleLine()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

export const productInput = z.object({
  name: singleLine().trim().min(1, 'Enter the product name').max(120),
  brand: optionalText(80),
  category: optionalText(80),
  barcode: optionalText(64),
  sku: optionalText(64),
  cost: qar,
  price: qar,
  taxRate: z.number().min(0, 'From 0 to 100').max(100, 'From 0 to 100').default(0),
  reorderLevel: z.number().int('Whole units').min(0, 'Cannot be negative').max(100_000).default(0),
  active: z.boolean().default(true),
});
export type ProductInput = z.input<typeof productInput>;

// A product as the API answers it, in its own small module so the dashboard's low-stock notice needs only that.
export { product } from './product-contracts.js';
export type { Product } from './product-contracts.js';

export const productListQuery = z.object({
  search: singleLine().trim().max(100).optional(),
  lowStock: queryFlag().optional(),
  includeInactive: queryFlag().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const units = z.number({ error: 'Enter a quantity' }).int('Whole units').min(1, 'At least 1').max(100_000);

export const stockReceiptInput = z.object({
  supplier: singleLine().trim().min(1, 'Enter the supplier').max(120),
  receivedDate: calendarDay().optional(),
  lines: z
    .array(z.object({ productId: singleLine().min(1), quantity: units, unitCost: qar }))
    .min(1, 'Add at least one product'),
});

export const stocktakeInput = z.object({
  lines: z
    .array(
      z.object({
        productId: singleLine().min(1),
        counted: z.number().int('Whole units').min(0, 'Cannot be negative').max(1_000_000),
        reason: optionalText(200),
      }),
    )
    .min(1, 'Count at least one product'),
});

export const saleInput = z.object({
  items: z
    .array(z.object({ productId: singleLine().min(1), quantity: units }))
    .min(1, 'Scan or add at least one item')
    .max(100),
  discount: qar.default(0),
  method: saleMethod,
  memberId: singleLine().min(1).optional(),
});
export type SaleInput = z.input<typeof saleInput>;

export const saleAnswer = z.object({
  id: z.string(),
  number: z.string(),
  total: z.number(),
  invoiceId: z.string().nullable(),
  position: z.number(),
});

export const saleLineView = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  returned: z.number(),
});

export const sale = z.object({
  id: z.string(),
  number: z.string(),
  saleDate: z.string(),
  at: z.string(),
  method: saleMethod,
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  invoiceId: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  returnedAmount: z.number(),
  soldBy: z.string(),
  lines: z.array(saleLineView),
});
export type Sale = z.infer<typeof sale>;

export const saleListQuery = z.object({
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  /** The sale a member-account invoice bills (billing's receipt links to the sale's own receipt). */
  invoiceId: singleLine().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const returnInput = z.object({
  items: z.array(z.object({ productId: singleLine().min(1), quantity: units })).min(1, 'Choose what comes back'),
  method: returnMethod,
  reason: singleLine().trim().min(1, 'Give the reason').max(200),
});

export const salesReportQuery = z.object({
  from: calendarDay(),
  to: calendarDay(),
  format: z.enum(['json', 'csv', 'excel']).default('json'),
});

export const salesReportRow = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number(),
  revenue: z.number(),
  cost: z.number(),
  margin: z.number(),
  /** Margin in percent of revenue (null without revenue). */
  marginPercent: z.number().nullable(),
});

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(salesReportRow),
  totals: salesReportRow.omit({ productId: true, name: true }),
});
export type SalesReport = z.infer<typeof salesReport>;

export const discountLimit = z.object({ role: z.string(), percent: z.number() });
/** Percent of a sale any role may give as discount until an administrator sets its own limit (not the admin's). */
export const DEFAULT_DISCOUNT_LIMIT = 10;

/**
 * The largest discount a role with this limit (percent) may give on a subtotal, both in minor units: the point of
 * sale checks it before sending, the sale decider refuses above it.
 */
export const maxDiscount = (subtotal: number, percent: number) => Math.floor((subtotal * percent) / 100);

/** Billing's invoice for a sale on a member account is described "Supplements POS-000123". */
export const SUPPLEMENT_INVOICE_PREFIX = 'Supplements ';
export const isSupplementSaleInvoice = (invoice: { type: string; description: string }) =>
  invoice.type === 'other' && invoice.description.startsWith(SUPPLEMENT_INVOICE_PREFIX);
export const discountLimitInput = z.object({ percent: z.number().min(0).max(100) });
