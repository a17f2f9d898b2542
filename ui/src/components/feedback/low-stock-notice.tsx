import { Link } from 'react-router';
import { useLowStock } from '../../lib/api/get-products';

/** Supplements at or below their reorder level, pushed live (topic `supplements`); nothing when none is low. */
export function LowStockNotice() {
  const low = useLowStock(true);
  if (!low.data || low.data.length === 0) return null;
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      Low stock: {low.data.map((p) => `${p.name} (${p.onHand} left)`).join(', ')}.{' '}
      <Link to="/supplements" className="font-medium underline">
        Supplement Sales
      </Link>
    </p>
  );
}
