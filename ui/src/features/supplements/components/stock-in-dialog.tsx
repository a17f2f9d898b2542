import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Product } from '@gym/modules/finance/supplements/supplement-contracts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useReceiveStock } from '../api/receive-stock';

/** Stock in: a delivery of one product from a supplier, at a unit cost (the average cost moves with it). */
export function StockInDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const id = useId();
  const receive = useReceiveStock();
  const [supplier, setSupplier] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unitCost, setUnitCost] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!product) return;
    try {
      await receive.mutateAsync({
        supplier,
        lines: [{ productId: product.id, quantity: Number(quantity), unitCost: Number(unitCost) }],
      });
      toast({ variant: 'success', title: 'Stock received', description: `${quantity} × ${product.name}` });
      setSupplier('');
      setQuantity('');
      setUnitCost('');
      setError(null);
      onClose();
    } catch (caught) {
      setError(
        (isApiError(caught) && (caught.answer?.message ?? caught.answer?.error)) ||
          'The delivery could not be recorded.',
      );
    }
  }

  const input = 'block w-full rounded-md border border-slate-300 px-3 py-2 text-sm';
  return (
    <Modal open={product !== null} onClose={onClose} title={product ? `Stock in: ${product.name}` : 'Stock in'}>
      <form onSubmit={(event) => void onSubmit(event)} className="grid gap-3" noValidate>
        <label htmlFor={`${id}-supplier`} className="text-sm font-medium text-slate-800">
          Supplier
        </label>
        <input id={`${id}-supplier`} value={supplier} onChange={(e) => setSupplier(e.target.value)} className={input} />
        <label htmlFor={`${id}-quantity`} className="text-sm font-medium text-slate-800">
          Quantity
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          min={1}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          className={input}
        />
        <label htmlFor={`${id}-cost`} className="text-sm font-medium text-slate-800">
          Unit cost (QAR)
        </label>
        <input
          id={`${id}-cost`}
          type="number"
          min={0}
          step="0.01"
          value={unitCost}
          onChange={(e) => setUnitCost(e.target.value)}
          className={input}
        />
        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={receive.isPending}>
            Receive stock
          </Button>
        </div>
      </form>
    </Modal>
  );
}
