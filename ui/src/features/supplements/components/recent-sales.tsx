import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { useSales } from '../api/get-sales';
import { ReturnSaleDialog } from './return-sale-dialog';

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
      <ReturnSaleDialog sale={returning} onClose={() => setReturning(null)} />
    </>
  );
}
