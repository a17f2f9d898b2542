import type { ReactNode } from 'react';
import type { ReceiptColumn } from './receipt-table';

/** One thing a document charges or pays for. Quantity and unit price only where the document has them. */
export interface ReceiptLine {
  readonly key: string;
  readonly description: ReactNode;
  /** Under the description, smaller: "1 returned", the overtime hours. */
  readonly note?: ReactNode;
  readonly quantity?: number;
  /** Formatted by the caller (its currency). */
  readonly unitPrice?: string;
  readonly amount: ReactNode;
  readonly amountTestId?: string;
}

export interface ReceiptLineHeaders {
  readonly description: ReactNode;
  readonly quantity: ReactNode;
  readonly unitPrice: ReactNode;
  readonly amount: ReactNode;
}

/**
 * The columns a list of lines needs: description and amount always; quantity and unit price only when some line has
 * them (an invoice's one line has neither, a sale's lines have both).
 */
export function receiptLineColumns(lines: readonly ReceiptLine[], headers: ReceiptLineHeaders): ReceiptColumn[] {
  const columns: ReceiptColumn[] = [{ key: 'description', header: headers.description }];
  if (lines.some((line) => line.quantity !== undefined))
    columns.push({ key: 'quantity', header: headers.quantity, numeric: true });
  if (lines.some((line) => line.unitPrice !== undefined))
    columns.push({ key: 'unitPrice', header: headers.unitPrice, numeric: true });
  columns.push({ key: 'amount', header: headers.amount, numeric: true });
  return columns;
}
