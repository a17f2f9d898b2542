import { DEFAULT_LINE_HEADERS, receiptLineColumns } from './receipt-line-columns';
import type { ReceiptLine, ReceiptLineHeaders } from './receipt-line-columns';
import { ReceiptTable } from './receipt-table';

/** A document's lines (description, quantity, unit price, amount), in a real table with end-aligned money. */
export function ReceiptLines({
  lines,
  caption = 'Items',
  headers = DEFAULT_LINE_HEADERS,
}: {
  lines: readonly ReceiptLine[];
  caption?: string;
  headers?: ReceiptLineHeaders;
}) {
  const columns = receiptLineColumns(lines, headers);
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
  return <ReceiptTable caption={caption} columns={columns} rows={rows} />;
}
