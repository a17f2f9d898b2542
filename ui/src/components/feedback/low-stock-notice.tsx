import { Link } from 'react-router';
import { useLowStock } from '../../lib/api/get-products';
import { useT } from '../../lib/i18n/use-t';

/** Supplements at or below their reorder level, pushed live (topic `supplements`); nothing when none is low. */
export function LowStockNotice() {
  const low = useLowStock(true);
  const t = useT();
  if (!low.data || low.data.length === 0) return null;
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {t('app.lowStock.notice', {
        items: low.data
          .map((p) => t('app.lowStock.item', { name: p.name, count: p.onHand }))
          .join(t('app.listSeparator')),
      })}{' '}
      <Link to="/supplements" className="font-medium underline">
        {t('app.lowStock.link')}
      </Link>
    </p>
  );
}
