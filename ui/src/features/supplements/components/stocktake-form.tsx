import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useRecordStocktake } from '../api/record-stocktake';
import { ColumnHeaders } from '../../../components/ui/column-headers';

/** A stocktake: the counted quantity of the products counted, and the reason for each difference from the books. */
export function StocktakeForm({ products }: { products: readonly Product[] }) {
  const t = useT();
  const take = useRecordStocktake();
  const [counts, setCounts] = useState<Record<string, { counted: string; reason: string }>>({});
  const [error, setError] = useState<string | null>(null);
  const entered = Object.entries(counts).filter(([, c]) => c.counted !== '');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await take.mutateAsync({
        lines: entered.map(([productId, c]) => ({
          productId,
          counted: Number(c.counted),
          ...(c.reason ? { reason: c.reason } : {}),
        })),
      });
      toast({
        variant: 'success',
        title: t('supplements.stocktake.done'),
        description: t('supplements.stocktake.counted', { count: entered.length }),
      });
      setCounts({});
      setError(null);
    } catch (caught) {
      setError((isApiError(caught) && caught.answer?.message) || t('supplements.stocktake.failed'));
    }
  }

  const set = (id: string, change: Partial<{ counted: string; reason: string }>) =>
    setCounts((current) => ({ ...current, [id]: { counted: '', reason: '', ...current[id], ...change } }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t('supplements.stocktake.title')}</caption>
          <thead className="bg-slate-50 text-start text-slate-800">
            <ColumnHeaders
              cell="px-3 py-2"
              columns={[
                { label: t('supplements.products.product') },
                { label: t('supplements.stocktake.books'), numeric: true },
                { label: t('supplements.stocktake.countedColumn') },
                { label: t('supplements.stocktake.reason') },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-200">
            {products.map((product) => {
              const c = counts[product.id];
              const differs = c !== undefined && c.counted !== '' && Number(c.counted) !== product.onHand;
              return (
                <tr key={product.id}>
                  <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                    {product.name}
                  </th>
                  <td className="px-3 py-2 text-end">{product.onHand}</td>
                  <td className="px-3 py-2">
                    <input
                      type="number"
                      min={0}
                      aria-label={t('supplements.stocktake.countedOf', { name: product.name })}
                      value={c?.counted ?? ''}
                      onChange={(e) => set(product.id, { counted: e.target.value })}
                      className="w-24 rounded-md border border-slate-300 px-2 py-1"
                    />
                  </td>
                  <td className="px-3 py-2">
                    <input
                      aria-label={t('supplements.stocktake.reasonFor', { name: product.name })}
                      value={c?.reason ?? ''}
                      required={differs}
                      disabled={!differs}
                      onChange={(e) => set(product.id, { reason: e.target.value })}
                      className="w-full rounded-md border border-slate-300 px-2 py-1 disabled:bg-slate-100"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={take.isPending} disabled={entered.length === 0}>
          {t('supplements.stocktake.submit')}
        </Button>
      </div>
    </form>
  );
}
