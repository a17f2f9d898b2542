import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { nameColumn } from '../../../components/data-table/name-column';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';

const columns = (t: ReturnType<typeof useT>): DataTableColumn<Product>[] => [
  nameColumn(
    'product',
    t('supplements.products.product'),
    (product) => product.name,
    (product) => {
      const details = [product.brand, product.category].filter(Boolean).join(' · ');
      return product.active ? details : t('supplements.products.inactive', { details });
    },
  ),
  {
    id: 'code',
    header: t('supplements.products.code'),
    cell: (product) => [product.barcode, product.sku].filter(Boolean).join(' / ') || '—',
  },
  {
    id: 'price',
    header: t('supplements.products.price'),
    kind: 'money',
    cell: (product) => formatMoney(product.price),
  },
  { id: 'cost', header: t('supplements.products.cost'), kind: 'money', cell: (product) => formatMoney(product.cost) },
  {
    id: 'onHand',
    header: t('supplements.products.onHand'),
    kind: 'number',
    cell: (product) => (
      <>
        {product.onHand}
        {product.lowStock ? (
          <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            {t('supplements.products.lowStock')}
          </span>
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
  const t = useT();
  return (
    <DataTable
      columns={columns(t)}
      rows={products}
      rowKey={(product) => product.id}
      caption={t('supplements.products.caption')}
      emptyText={t('supplements.products.empty')}
      rowActions={
        canEdit
          ? (product) => (
              <>
                <Button variant="secondary" onClick={() => onStockIn(product)}>
                  {t('supplements.products.stockIn')}
                  <span className="sr-only"> {product.name}</span>
                </Button>
                <Button variant="secondary" onClick={() => onEdit(product)}>
                  {t('supplements.products.edit')}
                  <span className="sr-only"> {product.name}</span>
                </Button>
              </>
            )
          : undefined
      }
    />
  );
}
