import { useState } from 'react';
import { Link } from 'react-router';
import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { useSales } from '../api/get-sales';
import { METHOD_LABEL_IDS } from '../utils/method-labels';
import { ReturnSaleDialog } from './return-sale-dialog';

const saleColumns = (t: ReturnType<typeof useT>): DataTableColumn<Sale>[] => [
  {
    id: 'sale',
    header: t('supplements.sales.sale'),
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
          {t('supplements.sales.receipt')}
          <span className="sr-only"> {sale.number}</span>
        </Link>
      </>
    ),
  },
  {
    id: 'items',
    header: t('supplements.sales.items'),
    cell: (sale) => sale.lines.map((l) => `${l.quantity} × ${l.name}`).join(t('app.listSeparator')),
  },
  {
    id: 'paidBy',
    header: t('supplements.receipt.paidBy'),
    cell: (sale) =>
      sale.memberName
        ? t('supplements.sales.paidByMember', { method: t(METHOD_LABEL_IDS[sale.method]), member: sale.memberName })
        : t(METHOD_LABEL_IDS[sale.method]),
  },
  { id: 'total', header: t('supplements.sales.total'), kind: 'money', cell: (sale) => formatMoney(sale.total) },
  {
    id: 'returned',
    header: t('supplements.receipt.returned'),
    kind: 'money',
    cell: (sale) => (sale.returnedAmount > 0 ? formatMoney(sale.returnedAmount) : '—'),
  },
];

/** The latest sales, each with its receipt to print again; items can come back (restocked, money back). */
export function RecentSales({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const sales = useSales();
  const [returning, setReturning] = useState<Sale | null>(null);
  return (
    <>
      <DataTable
        query={sales}
        loadingText={t('supplements.sales.loading')}
        columns={saleColumns(t)}
        rows={sales.data}
        rowKey={(sale) => sale.id}
        caption={t('supplements.sales.title')}
        emptyText={t('supplements.sales.empty')}
        rowActions={
          canEdit
            ? (sale) => (
                <Button
                  variant="secondary"
                  disabled={sale.lines.every((l) => l.returned >= l.quantity)}
                  onClick={() => setReturning(sale)}
                >
                  {t('supplements.sales.return')}
                  <span className="sr-only"> {t('supplements.sales.returnOf', { number: sale.number })}</span>
                </Button>
              )
            : undefined
        }
      />
      <ReturnSaleDialog sale={returning} onClose={() => setReturning(null)} />
    </>
  );
}
