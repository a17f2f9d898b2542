import type { ReactNode } from 'react';

/** One line of a document's totals block. */
export interface ReceiptTotalRow {
  readonly key: string;
  /** None for the figures of a sale or an invoice: ReceiptTotals words those (kit catalogue). */
  readonly label?: ReactNode;
  readonly value: ReactNode;
  /** The figure the reader looks for (the total, or the balance when there is one): in bold. */
  readonly emphasis?: boolean;
  readonly testId?: string;
}

/** The money figures a sale or an invoice may have; absent ones are not part of that document. */
export interface ReceiptFigures {
  readonly subtotal?: number;
  readonly discount?: number;
  readonly tax?: number;
  readonly total: number;
  readonly paid?: number;
  readonly balance?: number;
}

type FigureKey = keyof ReceiptFigures;

/**
 * The totals rows a document shows, in the usual order: a subtotal only when a discount or tax stands between it and
 * the total, a discount (as a minus) and tax only when not zero, the total always, paid and balance when the
 * document has them. The balance, when there is one, is the figure in bold; otherwise the total.
 */
export function receiptTotalRows(
  figures: ReceiptFigures,
  money: (amount: number) => string,
  options: {
    labels?: Partial<Record<FigureKey, ReactNode>>;
    testIds?: Partial<Record<FigureKey, string>>;
  } = {},
): ReceiptTotalRow[] {
  const discount = figures.discount ?? 0;
  const tax = figures.tax ?? 0;
  const shown: [FigureKey, ReactNode][] = [];
  if (figures.subtotal !== undefined && (discount !== 0 || tax !== 0))
    shown.push(['subtotal', money(figures.subtotal)]);
  if (discount !== 0) shown.push(['discount', `−${money(discount)}`]);
  if (tax !== 0) shown.push(['tax', money(tax)]);
  shown.push(['total', money(figures.total)]);
  if (figures.paid !== undefined) shown.push(['paid', money(figures.paid)]);
  if (figures.balance !== undefined) shown.push(['balance', money(figures.balance)]);
  const emphasised: FigureKey = figures.balance === undefined ? 'total' : 'balance';
  return shown.map(([key, value]) => ({
    key,
    ...(options.labels?.[key] ? { label: options.labels[key] } : {}),
    value,
    emphasis: key === emphasised,
    ...(options.testIds?.[key] ? { testId: options.testIds[key] } : {}),
  }));
}
