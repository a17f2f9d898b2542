import type { Ref } from 'react';
import type { GymSettings } from '@gym/modules/platform/settings/settings-contracts';
import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';
import { ReceiptLayout } from '../../../components/receipt/receipt-layout';
import { ReceiptLines } from '../../../components/receipt/receipt-lines';
import type { ReceiptPaper } from '../../../components/receipt/receipt-paper';
import { receiptTotalRows } from '../../../components/receipt/receipt-total-rows';
import { ReceiptTotals } from '../../../components/receipt/receipt-totals';
import { formatDateTime, deskToday } from '../../../lib/desk-time';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { HijriDate } from '../../../components/receipt/hijri-date';
import { useDocumentText } from '../../../components/receipt/use-document-text';
import { METHOD_LABEL_IDS } from '../utils/method-labels';

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
  const t = useT();
  const dt = useDocumentText();
  const money = (value: number) => formatMoney(value, gym.currency);
  return (
    <ReceiptLayout
      ref={ref}
      label={t('supplements.receipt.title', { number: sale.number })}
      paper={paper}
      gym={gym}
      title={dt('supplements.receipt.heading', { number: sale.number }, 'stack')}
      details={
        <>
          <p>{formatDateTime(sale.at, gym.timeZone)}</p>
          <HijriDate day={deskToday(new Date(sale.at), gym.timeZone)} />
          {sale.memberName ? <p>{sale.memberName}</p> : null}
        </>
      }
      reprint={reprint}
      footer={<p>{dt('supplements.receipt.thanks', undefined, 'stack')}</p>}
    >
      <ReceiptLines
        lines={sale.lines.map((line) => ({
          key: line.productId,
          description: line.name,
          note: line.returned > 0 ? dt('supplements.receipt.returnedNote', { count: line.returned }) : undefined,
          quantity: line.quantity,
          unitPrice: money(line.unitPrice),
          amount: money(Math.round(line.unitPrice * line.quantity * 100) / 100),
        }))}
      />
      <ReceiptTotals
        rows={[
          ...receiptTotalRows(sale, money, { testIds: { total: 'sale-receipt-total' } }),
          {
            key: 'method',
            label: dt('supplements.receipt.paidBy'),
            value: dt(METHOD_LABEL_IDS[sale.method], undefined, 'stack'),
          },
          ...(sale.returnedAmount > 0
            ? [{ key: 'returned', label: dt('supplements.receipt.returned'), value: `−${money(sale.returnedAmount)}` }]
            : []),
        ]}
      />
      <p className="mt-3">{dt('supplements.receipt.servedBy', { name: sale.soldBy })}</p>
    </ReceiptLayout>
  );
}
