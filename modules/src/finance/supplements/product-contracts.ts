import { z } from 'zod';

/*
 * A supplement product as the API answers it (GET /api/supplements/products and the barcode scan). Apart from the
 * other supplement contracts so that the dashboard's low-stock notice loads this schema alone.
 */
export const product = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  barcode: z.string().nullable(),
  sku: z.string().nullable(),
  /** The moving average unit cost. */
  cost: z.number(),
  price: z.number(),
  taxRate: z.number(),
  reorderLevel: z.number(),
  active: z.boolean(),
  onHand: z.number(),
  /** At or below the reorder level. */
  lowStock: z.boolean(),
});
export type Product = z.infer<typeof product>;
