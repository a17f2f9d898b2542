import { formatMoney } from '@gym/kernel/contracts/format';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { nameColumn } from '../../../components/data-table/name-column';

const columns: DataTableColumn<Product>[] = [
  nameColumn(
    'product',
    'Product',
    (product) => product.name,
    (product) => [product.brand, product.category].filter(Boolean).join(' · ') + (product.active ? '' : ' (inactive)'),
  ),
  {
    id: 'code',
    header: 'Barcode / SKU',
    cell: (product) => [product.barcode, product.sku].filter(Boolean).join(' / ') || '—',
  },
  { id: 'price', header: 'Price', kind: 'money', cell: (product) => formatMoney(product.price) },
  { id: 'cost', header: 'Avg. cost', kind: 'money', cell: (product) => formatMoney(product.cost) },
  {
    id: 'onHand',
    header: 'In stock',
    kind: 'number',
    cell: (product) => (
      <>
        {product.onHand}
        {product.lowStock ? (
          <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">Low stock</span>
        ) : null}
      </>
    ),
  },
];

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
    <DataTable
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      caption="Products"
      emptyText="No products yet."
      rowActions={
        canEdit
          ? (product) => (
              <>
                <Button variant="secondary" onClick={() => onStockIn(product)}>
                  Stock in<span className="sr-only"> {product.name}</span>
                </Button>
                <Button variant="secondary" onClick={() => onEdit(product)}>
                  Edit<span className="sr-only"> {product.name}</span>
                </Button>
              </>
            )
          : undefined
      }
    />
  );
}
