import { product } from '@gym/modules/finance/supplements/supplement-contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/supplements/products/scan/:code: the product a scanned barcode (or typed SKU) names; 404 if none. */
export function scanProduct(code: string) {
  return apiGet(`/api/supplements/products/scan/${encodeURIComponent(code)}`, product);
}
