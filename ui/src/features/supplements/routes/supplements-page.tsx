import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useCan } from '../../../hooks/use-session-user';
import { errorMessage } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useProducts } from '../../../lib/api/get-products';
import { PointOfSale } from '../components/point-of-sale';
import { DiscountLimits } from '../components/discount-limits';
import { ProductDialog } from '../components/product-dialog';
import { ProductsTable } from '../components/products-table';
import { RecentSales } from '../components/recent-sales';
import { SalesReport } from '../components/sales-report';
import { StockInDialog } from '../components/stock-in-dialog';
import { StocktakeForm } from '../components/stocktake-form';

/** The sections, each with the id of its name in the catalogue. */
const TABS = [
  { id: 'sell', label: 'supplements.tab.sell' },
  { id: 'products', label: 'supplements.tab.products' },
  { id: 'stocktake', label: 'supplements.stocktake.title' },
  { id: 'report', label: 'supplements.tab.report' },
  { id: 'discounts', label: 'supplements.limits.title' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/**
 * /supplements (canViewFinancials): the point of sale, the catalogue with stock (low stock flagged live), stock in,
 * stocktakes, the sales report and the discount limit per role. Selling and stock changes need canEditFinancials,
 * setting discount limits canManageSettings (the server refuses otherwise).
 */
export function Component() {
  const t = useT();
  const canEdit = useCan('canEditFinancials');
  const canManageSettings = useCan('canManageSettings');
  const today = useGymToday();
  const [tab, setTab] = useState<Tab>(canEdit ? 'sell' : 'products');
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [stockIn, setStockIn] = useState<Product | null>(null);
  const products = useProducts({ includeInactive: tab === 'products' });
  const low = (products.data ?? []).filter((p) => p.lowStock);

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={t('supplements.page.title')}>
        {canEdit ? (
          <Button onClick={() => setEditing({ product: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('supplements.product.add')}
          </Button>
        ) : null}
      </PageHeader>
      {low.length > 0 ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('app.lowStock.notice', {
            items: low
              .map((p) => t('app.lowStock.item', { name: p.name, count: p.onHand }))
              .join(t('app.listSeparator')),
          })}
        </p>
      ) : null}
      <Tabs
        label={t('supplements.page.sections')}
        look="underline"
        selected={tab}
        onSelect={(key) => setTab(key as Tab)}
        tabs={TABS.filter((tab) => canEdit || (tab.id !== 'sell' && tab.id !== 'stocktake')).map((tab) => ({
          key: tab.id,
          label: t(tab.label),
          content: products.isError ? (
            <SectionError message={errorMessage(products.error)} onRetry={() => void products.refetch()} />
          ) : !products.data ? (
            <SectionLoading text={t('supplements.products.loading')} />
          ) : (
            <Section
              tab={tab.id}
              products={products.data}
              canEdit={canEdit}
              canManageSettings={canManageSettings}
              today={today}
              onEdit={(product) => setEditing({ product })}
              onStockIn={setStockIn}
            />
          ),
        }))}
      />
      <ProductDialog open={editing !== null} product={editing?.product ?? null} onClose={() => setEditing(null)} />
      <StockInDialog product={stockIn} onClose={() => setStockIn(null)} />
    </div>
  );
}

/** One section's content, once the products have arrived. */
function Section({
  tab,
  products,
  canEdit,
  canManageSettings,
  today,
  onEdit,
  onStockIn,
}: {
  tab: Tab;
  products: Product[];
  canEdit: boolean;
  canManageSettings: boolean;
  today: string;
  onEdit: (product: Product) => void;
  onStockIn: (product: Product) => void;
}) {
  const t = useT();
  if (tab === 'sell') {
    return (
      <div className="grid gap-6">
        <PointOfSale products={products} />
        <section aria-labelledby="recent-sales-heading" className="grid gap-3">
          <h2 id="recent-sales-heading" className="text-lg font-semibold text-slate-900">
            {t('supplements.sales.title')}
          </h2>
          <RecentSales canEdit={canEdit} />
        </section>
      </div>
    );
  }
  if (tab === 'products') {
    return products.length === 0 ? (
      <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">
        {t('supplements.products.empty')}
      </p>
    ) : (
      <ProductsTable products={products} canEdit={canEdit} onEdit={onEdit} onStockIn={onStockIn} />
    );
  }
  if (tab === 'stocktake') return <StocktakeForm products={products} />;
  if (tab === 'discounts') return <DiscountLimits canManage={canManageSettings} />;
  return <SalesReport today={today} />;
}
