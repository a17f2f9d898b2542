import { Link, useParams } from 'react-router';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import { isSupplementSaleInvoice } from '@gym/modules/finance/supplements/supplement-contracts';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { ReceiptControls } from '../../../components/receipt/receipt-controls';
import { ReceiptLayout } from '../../../components/receipt/receipt-layout';
import { ReceiptLines } from '../../../components/receipt/receipt-lines';
import { ReceiptTable } from '../../../components/receipt/receipt-table';
import { receiptTotalRows } from '../../../components/receipt/receipt-total-rows';
import { ReceiptTotals } from '../../../components/receipt/receipt-totals';
import { usePrintableReceipt } from '../../../components/receipt/use-printable-receipt';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { AsOfBanner } from '../../../components/as-of/as-of-banner';
import { AsOfPicker } from '../../../components/as-of/as-of-picker';
import { useAsOf } from '../../../hooks/use-as-of';
import { useSettings } from '../../../lib/api/get-settings';
import { useInvoice } from '../api/get-invoice';
import { PaymentHistory } from '../components/payment-history';

const PAYMENT_COLUMNS = [
  { key: 'paid', header: 'Paid' },
  { key: 'by', header: 'By' },
  { key: 'amount', header: 'Amount', numeric: true },
] as const;

/**
 * /billing/receipts/:invoiceId: the receipt of an invoice and its payments, to print or re-print (ReceiptLayout: only
 * the receipt prints, on A4 or an 80 mm roll); with `?asOf=`, the invoice as it stood at that past instant. Nothing
 * records which receipts were printed, and this page is the one place an invoice's receipt prints, right after a
 * payment as well as later; so only the as-of view (necessarily a copy of a past state) carries the REPRINT mark.
 */
export function Component() {
  const { invoiceId = '' } = useParams();
  const { asOf } = useAsOf();
  const found = useInvoice(invoiceId, asOf);
  const settings = useSettings();
  const { paper, setPaper, target } = usePrintableReceipt();
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
        <ReceiptControls paper={paper} onPaperChange={setPaper} target={target}>
          {isSupplementSaleInvoice(invoice) ? (
            <Link to={`/supplements/receipts/invoice/${invoice.id}`} className="text-sm text-indigo-800 underline">
              Sale receipt with the items
            </Link>
          ) : null}
        </ReceiptControls>
      </div>
      <div className="mb-4">
        <AsOfPicker />
      </div>
      <ReceiptLayout
        ref={target}
        label={`Receipt ${invoice.number}`}
        paper={paper}
        gym={gym}
        title={`Receipt for invoice ${invoice.number}`}
        details={
          <>
            <p>Issued {invoice.issueDate}</p>
            <p>
              {invoice.memberName} (#{invoice.memberNumber})
            </p>
          </>
        }
        reprint={asOf !== undefined}
        footer={<p>Thank you.</p>}
      >
        <ReceiptLines lines={[{ key: invoice.id, description: invoice.description, amount: money(invoice.amount) }]} />
        <ReceiptTable
          caption="Payments"
          columns={PAYMENT_COLUMNS}
          rows={invoice.payments.map((p) => ({
            key: p.id,
            cells: [
              `${p.paymentDate} ${PAYMENT_METHOD_LABELS[p.method]}`,
              p.recordedBy,
              <>
                {money(p.amount)}
                {p.refunded > 0 ? <span className="block">refunded {money(p.refunded)}</span> : null}
              </>,
            ],
          }))}
        />
        <ReceiptTotals
          rows={receiptTotalRows(
            { total: invoice.amount, paid: invoice.paidAmount, balance: invoice.dueAmount },
            money,
            { testIds: { balance: 'receipt-balance' } },
          )}
        />
        {staff ? <p className="mt-3">Served by {staff}</p> : null}
      </ReceiptLayout>
      {asOf ? null : (
        <div className="mt-6">
          <PaymentHistory of={{ invoiceId: invoice.id }} />
        </div>
      )}
    </div>
  );
}
