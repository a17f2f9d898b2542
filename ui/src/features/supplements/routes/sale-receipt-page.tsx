import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { ReceiptPaperPicker } from '../../../components/receipt-paper-picker';
import type { ReceiptPaper } from '../../../components/receipt-paper-picker';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSettings } from '../../../lib/api/get-settings';
import { formatDateTime } from '../../../lib/desk-time';
import { printOnly } from '../../../lib/print-only';
import { useSaleReceipt } from '../api/get-sale';

const METHOD_TEXT = { cash: 'Cash', card: 'Card', account: 'Member account' } as const;

/*
 * Print rules (index.css, `printOnly`): only the receipt prints (the shell and this page's buttons are hidden), on A4
 * or on an 80 mm thermal roll (72 mm printable, no margins: the `thermal` page). No inline styles: the CSP forbids them.
 */

/**
 * /supplements/receipts/:id (a sale) and /supplements/receipts/invoice/:invoiceId (the sale a member-account invoice
 * bills, linked from billing): a supplement sale's receipt, to print again at any time.
 */
export function Component() {
  const { id, invoiceId } = useParams();
  const found = useSaleReceipt(invoiceId ? { invoiceId } : { saleId: id ?? '' });
  const settings = useSettings();
  const [paper, setPaper] = useState<ReceiptPaper>('a4');
  const receipt = useRef<HTMLElement>(null);
  if (found.isPending || settings.isPending) return <SectionLoading text="Loading the receipt..." />;
  if (found.isError) return <SectionError message={errorMessage(found.error)} onRetry={() => void found.refetch()} />;
  if (settings.isError)
    return <SectionError message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  const sale = found.data;
  const gym = settings.data;
  const money = (value: number) => formatMoney(value, gym.currency);
  const thermal = paper === 'thermal';

  return (
    <div className="mx-auto max-w-3xl">
      <title>{`Receipt ${sale.number}`}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Receipt {sale.number}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ReceiptPaperPicker paper={paper} onChange={setPaper} />
          <Button onClick={() => printOnly(receipt.current)}>Print</Button>
        </div>
      </div>
      <article
        ref={receipt}
        id="receipt"
        data-paper={paper}
        aria-label={`Receipt ${sale.number}`}
        className={`mx-auto rounded-lg border border-slate-200 bg-white text-slate-900 ${thermal ? 'w-[72mm] p-3 text-xs' : 'p-8 text-sm'}`}
      >
        <header className={`mb-4 ${thermal ? 'text-center' : 'flex items-start justify-between gap-4'}`}>
          <div>
            {gym.logo ? <img src={gym.logo} alt="" className={`${thermal ? 'mx-auto h-10' : 'h-14'} mb-2`} /> : null}
            <p className={`font-bold ${thermal ? 'text-sm' : 'text-lg'}`}>{gym.name}</p>
            <p>{gym.address}</p>
            <p>{[gym.phone, gym.email].filter(Boolean).join(' · ')}</p>
          </div>
          <div className={thermal ? 'mt-2' : 'text-right'}>
            <p className="font-semibold">Supplement sale {sale.number}</p>
            <p>{formatDateTime(sale.at, gym.timeZone)}</p>
            {sale.memberName ? <p>{sale.memberName}</p> : null}
          </div>
        </header>
        <table className="mb-3 w-full text-left">
          <caption className="sr-only">Items</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1">
                Item
              </th>
              <th scope="col" className="py-1 text-right">
                Qty
              </th>
              <th scope="col" className="py-1 text-right">
                Price
              </th>
              <th scope="col" className="py-1 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {sale.lines.map((line) => (
              <tr key={line.productId}>
                <td className="py-1">
                  {line.name}
                  {line.returned > 0 ? <span className="block">{line.returned} returned</span> : null}
                </td>
                <td className="py-1 text-right tabular-nums">{line.quantity}</td>
                <td className="py-1 text-right tabular-nums">{money(line.unitPrice)}</td>
                <td className="py-1 text-right tabular-nums">
                  {money(Math.round(line.unitPrice * line.quantity * 100) / 100)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 border-t border-slate-300 pt-2">
          <dt>Subtotal</dt>
          <dd className="text-right tabular-nums">{money(sale.subtotal)}</dd>
          {sale.discount > 0 ? (
            <>
              <dt>Discount</dt>
              <dd className="text-right tabular-nums">−{money(sale.discount)}</dd>
            </>
          ) : null}
          <dt>Tax</dt>
          <dd className="text-right tabular-nums">{money(sale.tax)}</dd>
          <dt className="font-bold">Total</dt>
          <dd className="text-right font-bold tabular-nums" data-testid="sale-receipt-total">
            {money(sale.total)}
          </dd>
          <dt>Paid by</dt>
          <dd className="text-right">{METHOD_TEXT[sale.method]}</dd>
          {sale.returnedAmount > 0 ? (
            <>
              <dt>Returned</dt>
              <dd className="text-right tabular-nums">−{money(sale.returnedAmount)}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3">Served by {sale.soldBy}</p>
        <p className="mt-3 text-center">Thank you.</p>
      </article>
    </div>
  );
}
