/** The two papers a printed document is laid out on: A4, and the 80 mm roll of a thermal receipt printer. */
export type ReceiptPaper = 'a4' | 'thermal';

export const RECEIPT_PAPERS: readonly ReceiptPaper[] = ['a4', 'thermal'];

/**
 * The document's box on screen for each paper. The 80 mm roll prints 72 mm wide in small type, so the screen shows
 * it that way too; A4 takes the width it has (at most the sheet's), with less padding on a phone so that a 360 px
 * screen still shows the lines. What only paper needs (the `@page` size, no margins, no shadow) is in index.css.
 */
export function receiptPaperClasses(paper: ReceiptPaper): string {
  return paper === 'thermal' ? 'w-full max-w-[72mm] p-3 text-xs' : 'w-full max-w-[210mm] p-4 text-sm sm:p-8';
}
