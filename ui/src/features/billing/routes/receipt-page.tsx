import { Link, useParams } from 'react-router';
import { formatMoney } from '../../../lib/i18n/current-formats';
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
import { useT } from '../../../lib/i18n/use-t';
import { invoiceDescriptionIn } from '../../../lib/i18n/invoice-description';
import { HijriDate } from '../../../components/receipt/hijri-date';
import { useDocumentText } from '../../../components/receipt/use-document-text';
import type { DocumentTranslate } from '../../../components/receipt/use-document-text';
import { useInvoice } from '../api/get-invoice';
import { PaymentHistory } from '../components/payment-history';
import { EmailReceiptButton } from '../components/email-receipt-button';
import { PAYMENT_METHOD_NAME_IDS } from '../../../components/member/payment-method-names';

const paymentColumns = (dt: DocumentTranslate) => [
  { key: 'paid', header: dt('billing.receipt.column.paid', undefined, 'stack') },
  { key: 'by', header: dt('billing.receipt.column.by', undefined, 'stack') },
  { key: 'amount', header: dt('billing.receipt.column.amount', undefined, 'stack'), numeric: true },
];

/**
 * /billing/receipts/:invoiceId: the receipt of an invoice and its payments, to print or re-print (ReceiptLayout: only
 * the receipt prints, on A4 or an 80 mm roll); with `?asOf=`, the invoice as it stood at that past instant. Nothing
 * records which receipts were printed, and this page is the one place an invoice's receipt prints, right after a
 * payment as well as later; so only the as-of view (necessarily a copy of a past state) carries the REPRINT mark.
 */
export function Component() {
  const t = useT();
  const dt = useDocumentText();
  const { invoiceId = '' } = useParams();
  const { asOf } = useAsOf();
  const found = useInvoice(invoiceId, asOf);
  const settings = useSettings();
  const { paper, setPaper, target } = usePrintableReceipt();
  if (found.isPending || settings.isPending) return <SectionLoading text={t('billing.receipt.loading')} />;
  if (found.isError) {
    const message = asOf && isApiError(found.error, 404) ? t('billing.receipt.notYet') : errorMessage(found.error);
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
  const staff = [...new Set(invoice.payments.map((p) => p.recordedBy))].join(t('app.listSeparator'));

  return (
    <div className="mx-auto max-w-3xl">
      <title>{t('billing.receipt.name', { number: invoice.number })}</title>
      <div className="mb-4">
        <AsOfBanner
          note={t('billing.receipt.asOfNote')}
          links={[
            {
              to: `/members/${invoice.memberId}`,
              label: t('billing.receipt.memberAsOf', { member: invoice.memberName }),
            },
            { to: '/', label: t('billing.receipt.dashboardAsOf') },
          ]}
        />
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('billing.receipt.name', { number: invoice.number })}</h1>
        <ReceiptControls paper={paper} onPaperChange={setPaper} target={target}>
          {/* A past state is a copy to read, not a receipt to send. */}
          {asOf ? null : <EmailReceiptButton invoiceId={invoice.id} memberName={invoice.memberName} />}
          {isSupplementSaleInvoice(invoice) ? (
            <Link to={`/supplements/receipts/invoice/${invoice.id}`} className="text-sm text-indigo-800 underline">
              {t('billing.receipt.saleReceipt')}
            </Link>
          ) : null}
        </ReceiptControls>
      </div>
      <div className="mb-4">
        <AsOfPicker />
      </div>
      <ReceiptLayout
        ref={target}
        label={t('billing.receipt.name', { number: invoice.number })}
        paper={paper}
        gym={gym}
        title={dt('billing.receipt.title', { number: invoice.number }, 'stack')}
        details={
          <>
            <p>{dt('billing.receipt.issued', { date: invoice.issueDate })}</p>
            <HijriDate day={invoice.issueDate} />
            <p>
              {invoice.memberName} (#{invoice.memberNumber})
            </p>
          </>
        }
        reprint={asOf !== undefined}
        footer={<p>{dt('billing.receipt.thanks', undefined, 'stack')}</p>}
      >
        <ReceiptLines
          lines={[
            {
              key: invoice.id,
              description: invoiceDescriptionIn(t, invoice.description),
              amount: money(invoice.amount),
            },
          ]}
        />
        <ReceiptTable
          caption={t('billing.receipt.payments')}
          columns={paymentColumns(dt)}
          rows={invoice.payments.map((p) => ({
            key: p.id,
            cells: [
              `${p.paymentDate} ${t(PAYMENT_METHOD_NAME_IDS[p.method])}`,
              p.recordedBy,
              <>
                {money(p.amount)}
                {p.refunded > 0 ? (
                  <span className="block">{dt('billing.receipt.refunded', { amount: money(p.refunded) })}</span>
                ) : null}
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
        {staff ? <p className="mt-3">{dt('billing.receipt.servedBy', { staff })}</p> : null}
      </ReceiptLayout>
      {asOf ? null : (
        <div className="mt-6">
          <PaymentHistory of={{ invoiceId: invoice.id }} />
        </div>
      )}
    </div>
  );
}
