import { useDocumentText } from './use-document-text';
import type { ReceiptFigures, ReceiptTotalRow } from './receipt-total-rows';

/** The kit's words for the figures of a sale or an invoice, for the rows that bring no label of their own. */
const FIGURE_LABELS: Record<keyof ReceiptFigures, string> = {
  subtotal: 'kitDialogs.receipt.subtotal',
  discount: 'kitDialogs.receipt.discount',
  tax: 'kitDialogs.receipt.tax',
  total: 'kitDialogs.receipt.total',
  paid: 'kitDialogs.receipt.paid',
  balance: 'kitDialogs.receipt.balance',
};

/** A document's totals: label and figure on one line each, figures end-aligned in tabular digits. */
export function ReceiptTotals({ rows }: { rows: readonly ReceiptTotalRow[] }) {
  const dt = useDocumentText();
  const labelOf = (row: ReceiptTotalRow) =>
    row.label ?? (row.key in FIGURE_LABELS ? dt(FIGURE_LABELS[row.key as keyof ReceiptFigures]) : row.key);
  return (
    <dl className="mb-3 grid grid-cols-[1fr_auto] gap-x-4 border-t border-slate-300 pt-2">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className={row.emphasis ? 'font-bold' : undefined}>{labelOf(row)}</dt>
          <dd className={`text-end tabular-nums ${row.emphasis ? 'font-bold' : ''}`} data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
