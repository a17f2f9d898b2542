import { useT } from '../../lib/i18n/use-t';
import { receiptLineColumns } from './receipt-line-columns';
import { useDocumentText } from './use-document-text';
import type { ReceiptLine, ReceiptLineHeaders } from './receipt-line-columns';
import { ReceiptTable } from './receipt-table';

/** A document's lines (description, quantity, unit price, amount), in a real table with end-aligned money. */
export function ReceiptLines({
  lines,
  caption,
  headers,
}: {
  lines: readonly ReceiptLine[];
  caption?: string;
  headers?: ReceiptLineHeaders;
}) {
  const t = useT();
  const dt = useDocumentText();
  const columns = receiptLineColumns(
    lines,
    headers ?? {
      description: dt('kitDialogs.receipt.item', undefined, 'stack'),
      quantity: dt('kitDialogs.receipt.quantity', undefined, 'stack'),
      unitPrice: dt('kitDialogs.receipt.unitPrice', undefined, 'stack'),
      amount: dt('kitDialogs.receipt.amount', undefined, 'stack'),
    },
  );
  const rows = lines.map((line) => ({
    key: line.key,
    cells: columns.map((column) => {
      if (column.key === 'quantity') return line.quantity;
      if (column.key === 'unitPrice') return line.unitPrice;
      if (column.key === 'amount') return line.amount;
      return (
        <>
          {line.description}
          {line.note === undefined ? null : <span className="block">{line.note}</span>}
        </>
      );
    }),
    ...(line.amountTestId ? { testIds: { amount: line.amountTestId } } : {}),
  }));
  return <ReceiptTable caption={caption ?? t('kitDialogs.receipt.items')} columns={columns} rows={rows} />;
}
