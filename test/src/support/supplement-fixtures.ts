import { callOk } from './api-client.js';
import type { Session } from './api-client.js';

/**
 * A supplement product added to the catalogue and stocked by one delivery from Doha Nutrition of `quantity` items at
 * its cost: a product the point of sale can sell. Its id.
 */
export async function stockedProduct(
  baseUrl: string,
  session: Session,
  product: { name: string; price: number; cost: number; barcode?: string; reorderLevel?: number },
  quantity: number,
): Promise<string> {
  const { id } = await callOk<{ id: string }>(baseUrl, 'POST', '/api/supplements/products', { session, body: product });
  await callOk(baseUrl, 'POST', '/api/supplements/purchases', {
    session,
    body: { supplier: 'Doha Nutrition', lines: [{ productId: id, quantity, unitCost: product.cost }] },
  });
  return id;
}
