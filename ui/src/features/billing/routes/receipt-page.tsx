import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import { isSupplementSaleInvoice } from '@gym/modules/finance/supplements/supplement-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { ReceiptPaperPicker } from '../../../components/receipt-paper-picker';
import type { ReceiptPaper } from '../../../components/receipt-paper-picker';
import { Button } from '../../../components/ui/button';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { AsOfBanner } from '../../../components/as-of/as-of-banner';
import { AsOfPicker } from '../../../components/as-of/as-of-picker';
import { useAsOf } from '../../../hooks/use-as-of';
import { useSettings } from '../../../lib/api/get-settings';
import { printOnly } from '../../../lib/print-only';
import { useInvoice } from '../api/get-invoice';
import { PaymentHistory } from '../components/payment-history';

/*
 * Print rules (index.css, `printOnly`): only the receipt prints (the shell, this page's buttons and the payment history
 * are hidden), on A4 or on an 80 mm thermal roll (72 mm printable, no margins, small type: the `thermal` page).
 */

/**
 * /billing/receipts/:invoiceId: the receipt of an invoice and its payments, to print or re-print; with `?asOf=`, the
 * invoice as it stood at that past instant.
 */
export function Component() {
  const { invoiceId = '' } = useParams();
  const { asOf } = useAsOf();
  const found = useInvoice(invoiceId, asOf);
  const settings = useSettings();
  const [paper, setPaper] = useState<ReceiptPaper>('a4');
  const receipt = useRef<HTMLElement>(null);
  if (found.isPending || settings.isPending) return <SectionLoading text="Loading the receipt..." />;
  if (found.isError) {
    const message =
      asOf && isApiError(found.error, 404) ? 'This invoice did not exist yet at that time.' : errorMessage(found.error);
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        <AsOfBanner />
        <SectionError message={message} onRetry={() => void found.refetch()} />
      </div>
    );
  }
  if (settings.isError)
    return <SectionError message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  const invoice = found.data;
  const gym = settings.data;
  const money = (value: number) => formatMoney(value, gym.currency);
  const thermal = paper === 'thermal';
  const staff = [...new Set(invoice.payments.map((p) => p.recordedBy))].join(', ');

  return (
    <div className="mx-auto max-w-3xl">
      <title>{`Receipt ${invoice.number}`}</title>
      <div className="mb-4">
        <AsOfBanner
          note="The payment history is shown live only, so it is hidden."
          links={[
            { to: `/members/${invoice.memberId}`, label: `${invoice.memberName} as of this time` },
            { to: '/', label: 'Dashboard as of this time' },
          ]}
        />
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Receipt {invoice.number}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ReceiptPaperPicker paper={paper} onChange={setPaper} />
          {isSupplementSaleInvoice(invoice) ? (
            <Link to={`/supplements/receipts/invoice/${invoice.id}`} className="text-sm text-indigo-800 underline">
              Sale receipt with the items
            </Link>
          ) : null}
          <Button onClick={() => printOnly(receipt.current)}>Print</Button>
        </div>
      </div>
      <div className="mb-4">
        <AsOfPicker />
      </div>
      <article
        ref={receipt}
        id="receipt"
        data-paper={paper}
        aria-label={`Receipt ${invoice.number}`}
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
            <p className="font-semibold">Receipt for invoice {invoice.number}</p>
            <p>Issued {invoice.issueDate}</p>
            <p>
              {invoice.memberName} (#{invoice.memberNumber})
            </p>
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
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="py-1">{invoice.description}</td>
              <td className="py-1 text-right tabular-nums">{money(invoice.amount)}</td>
            </tr>
          </tbody>
        </table>
        <table className="mb-3 w-full text-left">
          <caption className="sr-only">Payments</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1">
                Paid
              </th>
              <th scope="col" className="py-1">
                By
              </th>
              <th scope="col" className="py-1 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.payments.map((p) => (
              <tr key={p.id}>
                <td className="py-1">
                  {p.paymentDate} {PAYMENT_METHOD_LABELS[p.method]}
                </td>
                <td className="py-1">{p.recordedBy}</td>
                <td className="py-1 text-right tabular-nums">
                  {money(p.amount)}
                  {p.refunded > 0 ? <span className="block">refunded {money(p.refunded)}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 border-t border-slate-300 pt-2">
          <dt>Total</dt>
          <dd className="text-right tabular-nums">{money(invoice.amount)}</dd>
          <dt>Paid</dt>
          <dd className="text-right tabular-nums">{money(invoice.paidAmount)}</dd>
          <dt className="font-bold">Balance</dt>
          <dd className="text-right font-bold tabular-nums" data-testid="receipt-balance">
            {money(invoice.dueAmount)}
          </dd>
        </dl>
        {staff ? <p className="mt-3">Served by {staff}</p> : null}
        <p className="mt-3 text-center">Thank you.</p>
      </article>
      {asOf ? null : (
        <div className="mt-6">
          <PaymentHistory of={{ invoiceId: invoice.id }} />
        </div>
      )}
    </div>
  );
}
