import type { Ref } from 'react';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { GymSettings } from '@gym/modules/platform/settings/settings-contracts';
import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';
import { ReceiptLayout } from '../../../components/receipt/receipt-layout';
import { ReceiptLines } from '../../../components/receipt/receipt-lines';
import type { ReceiptPaper } from '../../../components/receipt/receipt-paper';
import { receiptTotalRows } from '../../../components/receipt/receipt-total-rows';
import { ReceiptTotals } from '../../../components/receipt/receipt-totals';
import { formatDateTime } from '../../../lib/desk-time';

const METHOD_TEXT = { cash: 'Cash', card: 'Card', account: 'Member account' } as const;

/** What a sale's receipt prints: the server's sale, or the desk's own copy of it right after the sale. */
export type SaleReceiptView = Pick<
  Sale,
  'number' | 'at' | 'method' | 'memberName' | 'subtotal' | 'discount' | 'tax' | 'total' | 'returnedAmount' | 'soldBy'
> & {
  readonly lines: readonly Pick<Sale['lines'][number], 'productId' | 'name' | 'quantity' | 'unitPrice' | 'returned'>[];
};

/**
 * A supplement sale's receipt (ReceiptLayout): the POS dialog right after the sale, and the receipt page when it is
 * printed again (then marked REPRINT).
 */
export function SaleReceiptDocument({
  ref,
  sale,
  gym,
  paper,
  reprint,
}: {
  ref: Ref<HTMLElement>;
  sale: SaleReceiptView;
  gym: GymSettings;
  paper: ReceiptPaper;
  reprint: boolean;
}) {
  const money = (value: number) => formatMoney(value, gym.currency);
  return (
    <ReceiptLayout
      ref={ref}
      label={`Receipt ${sale.number}`}
      paper={paper}
      gym={gym}
      title={`Supplement sale ${sale.number}`}
      details={
        <>
          <p>{formatDateTime(sale.at, gym.timeZone)}</p>
          {sale.memberName ? <p>{sale.memberName}</p> : null}
        </>
      }
      reprint={reprint}
      footer={<p>Thank you.</p>}
    >
      <ReceiptLines
        lines={sale.lines.map((line) => ({
          key: line.productId,
          description: line.name,
          note: line.returned > 0 ? `${line.returned} returned` : undefined,
          quantity: line.quantity,
          unitPrice: money(line.unitPrice),
          amount: money(Math.round(line.unitPrice * line.quantity * 100) / 100),
        }))}
      />
      <ReceiptTotals
        rows={[
          ...receiptTotalRows(sale, money, { testIds: { total: 'sale-receipt-total' } }),
          { key: 'method', label: 'Paid by', value: METHOD_TEXT[sale.method] },
          ...(sale.returnedAmount > 0
            ? [{ key: 'returned', label: 'Returned', value: `−${money(sale.returnedAmount)}` }]
            : []),
        ]}
      />
      <p className="mt-3">Served by {sale.soldBy}</p>
    </ReceiptLayout>
  );
}
