import type { ReactNode, RefObject } from 'react';
import { PrintButton } from '../print-button';
import type { ReceiptPaper } from './receipt-paper';
import { ReceiptPaperPicker } from './receipt-paper-picker';

/**
 * The row above or under a document: the paper picker, the caller's own actions, Print (the document alone, on the
 * chosen paper) and, last, what closes it. Never printed.
 */
export function ReceiptControls({
  paper,
  onPaperChange,
  target,
  printLabel,
  children,
  end,
  className = '',
}: {
  paper: ReceiptPaper;
  onPaperChange: (paper: ReceiptPaper) => void;
  /** The document Print prints alone. */
  target: RefObject<HTMLElement | null>;
  printLabel?: string;
  /** Actions between the picker and Print (a link to another document, a correction). */
  children?: ReactNode;
  /** After Print: the dialog's Close or Done. */
  end?: ReactNode;
  className?: string;
}) {
  return (
    <div data-print="hide" className={`flex flex-wrap items-center gap-2 print:hidden ${className}`}>
      <ReceiptPaperPicker paper={paper} onChange={onPaperChange} />
      {children}
      <PrintButton target={target} label={printLabel} />
      {end}
    </div>
  );
}
