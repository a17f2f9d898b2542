import { useParams } from 'react-router';
import { SectionError, SectionLoading } from '../../../components/feedback/query-state';
import { ReceiptControls } from '../../../components/receipt/receipt-controls';
import { usePrintableReceipt } from '../../../components/receipt/use-printable-receipt';
import { errorMessage } from '../../../lib/api-client';
import { useSettings } from '../../../lib/api/get-settings';
import { useT } from '../../../lib/i18n/use-t';
import { useSaleReceipt } from '../api/get-sale';
import { SaleReceiptDocument } from '../components/sale-receipt-document';

/**
 * /supplements/receipts/:id (a sale) and /supplements/receipts/invoice/:invoiceId (the sale a member-account invoice
 * bills, linked from billing): a supplement sale's receipt, to print again at any time. The receipt handed over at
 * the sale is the POS dialog's; this page is opened from the sales list or an invoice, later, so it is a REPRINT
 * (nothing records prints, so that is the rule).
 */
export function Component() {
  const t = useT();
  const { id, invoiceId } = useParams();
  const found = useSaleReceipt(invoiceId ? { invoiceId } : { saleId: id ?? '' });
  const settings = useSettings();
  const { paper, setPaper, target } = usePrintableReceipt();
  if (found.isPending || settings.isPending) return <SectionLoading text={t('supplements.receipt.loading')} />;
  if (found.isError) return <SectionError message={errorMessage(found.error)} onRetry={() => void found.refetch()} />;
  if (settings.isError)
    return <SectionError message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  const sale = found.data;

  return (
    <div className="mx-auto max-w-3xl">
      <title>{t('supplements.receipt.title', { number: sale.number })}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('supplements.receipt.title', { number: sale.number })}</h1>
        <ReceiptControls paper={paper} onPaperChange={setPaper} target={target} />
      </div>
      <SaleReceiptDocument ref={target} sale={sale} gym={settings.data} paper={paper} reprint />
    </div>
  );
}
