import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useSales } from '../api/get-sales';
import { useReturnSale } from '../api/return-sale';

const METHOD_TEXT = { cash: 'Cash', card: 'Card', account: 'Member account' } as const;

const SALE_COLUMNS: DataTableColumn<Sale>[] = [
  {
    id: 'sale',
    header: 'Sale',
    rowHeader: true,
    cell: (sale) => (
      <>
        {sale.number}
        <span className="block text-xs font-normal text-slate-600">
          {sale.saleDate} · {sale.soldBy}
        </span>
        <Link
          to={`/supplements/receipts/${sale.id}`}
          className="block py-1 text-xs font-normal text-indigo-800 hover:underline"
        >
          Receipt<span className="sr-only"> {sale.number}</span>
        </Link>
      </>
    ),
  },
  { id: 'items', header: 'Items', cell: (sale) => sale.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ') },
  {
    id: 'paidBy',
    header: 'Paid by',
    cell: (sale) => `${METHOD_TEXT[sale.method]}${sale.memberName ? `: ${sale.memberName}` : ''}`,
  },
  { id: 'total', header: 'Total', kind: 'money', cell: (sale) => formatMoney(sale.total) },
  {
    id: 'returned',
    header: 'Returned',
    kind: 'money',
    cell: (sale) => (sale.returnedAmount > 0 ? formatMoney(sale.returnedAmount) : '—'),
  },
];

/** The latest sales, each with its receipt to print again; items can come back (restocked, money back). */
export function RecentSales({ canEdit }: { canEdit: boolean }) {
  const sales = useSales();
  const [returning, setReturning] = useState<Sale | null>(null);
  return (
    <>
      <DataTable
        query={sales}
        loadingText="Loading sales..."
        columns={SALE_COLUMNS}
        rows={sales.data}
        rowKey={(sale) => sale.id}
        caption="Latest sales"
        emptyText="No sales yet."
        rowActions={
          canEdit
            ? (sale) => (
                <Button
                  variant="secondary"
                  disabled={sale.lines.every((l) => l.returned >= l.quantity)}
                  onClick={() => setReturning(sale)}
                >
                  Return<span className="sr-only"> items of {sale.number}</span>
                </Button>
              )
            : undefined
        }
      />
      <Modal
        open={returning !== null}
        onClose={() => setReturning(null)}
        title={`Return items of ${returning?.number ?? ''}`}
      >
        {returning ? <ReturnForm sale={returning} onDone={() => setReturning(null)} /> : null}
      </Modal>
    </>
  );
}

function ReturnForm({ sale, onDone }: { sale: Sale; onDone: () => void }) {
  const back = useReturnSale();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<'cash' | 'card' | 'account'>(
    sale.method === 'account' ? 'account' : sale.method,
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const items = Object.entries(quantities)
      .map(([productId, q]) => ({ productId, quantity: Number(q) }))
      .filter((i) => i.quantity > 0);
    try {
      const answer = await back.mutateAsync({ saleId: sale.id, input: { items, method, reason } });
      toast({ variant: 'success', title: 'Items returned', description: `${formatMoney(answer.amount)} back.` });
      onDone();
    } catch (caught) {
      setError((isApiError(caught) && caught.answer?.message) || 'The return could not be recorded.');
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-3 text-sm">
      {sale.lines.map((line) => (
        <label key={line.productId} className="flex items-center justify-between gap-2 text-slate-800">
          {`${line.name} (${line.quantity - line.returned} can come back)`}
          <input
            type="number"
            min={0}
            max={line.quantity - line.returned}
            value={quantities[line.productId] ?? ''}
            onChange={(e) => setQuantities((q) => ({ ...q, [line.productId]: e.target.value }))}
            className="w-20 rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
      ))}
      <label className="grid gap-1 font-medium text-slate-800">
        Money back by
        <select
          value={method}
          onChange={(e) => setMethod(e.target.value as typeof method)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 font-normal"
        >
          <option value="cash">Cash</option>
          <option value="card">Card</option>
          {sale.method === 'account' ? <option value="account">Member account (whole sale)</option> : null}
        </select>
      </label>
      <label className="grid gap-1 font-medium text-slate-800">
        Reason
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className="rounded-md border border-slate-300 px-2 py-1 font-normal"
        />
      </label>
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={back.isPending}>
          Record return
        </Button>
      </div>
    </form>
  );
}
