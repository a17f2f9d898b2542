import { formatMoney } from '@gym/kernel/contracts/format';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import { Button } from '../../../components/ui/button';

/** The catalogue with stock on hand; low stock (at or below the reorder level) is flagged in words, not colour only. */
export function ProductsTable({
  products,
  canEdit,
  onEdit,
  onStockIn,
}: {
  products: readonly Product[];
  canEdit: boolean;
  onEdit: (product: Product) => void;
  onStockIn: (product: Product) => void;
}) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Products</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Product
            </th>
            <th scope="col" className="px-3 py-2">
              Barcode / SKU
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Price
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Avg. cost
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              In stock
            </th>
            {canEdit ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {products.map((product) => (
            <tr key={product.id}>
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {product.name}
                <span className="block text-xs font-normal text-slate-600">
                  {[product.brand, product.category].filter(Boolean).join(' · ')}
                  {product.active ? '' : ' (inactive)'}
                </span>
              </th>
              <td className="px-3 py-2">{[product.barcode, product.sku].filter(Boolean).join(' / ') || '—'}</td>
              <td className="px-3 py-2 text-right">{formatMoney(product.price)}</td>
              <td className="px-3 py-2 text-right">{formatMoney(product.cost)}</td>
              <td className="px-3 py-2 text-right">
                {product.onHand}
                {product.lowStock ? (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                    Low stock
                  </span>
                ) : null}
              </td>
              {canEdit ? (
                <td className="flex justify-end gap-2 px-3 py-2">
                  <Button variant="secondary" onClick={() => onStockIn(product)}>
                    Stock in<span className="sr-only"> {product.name}</span>
                  </Button>
                  <Button variant="secondary" onClick={() => onEdit(product)}>
                    Edit<span className="sr-only"> {product.name}</span>
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
