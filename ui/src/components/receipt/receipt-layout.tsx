import type { ReactNode, Ref } from 'react';
import { useDocumentText } from './use-document-text';
import { ReceiptHeader } from './receipt-header';
import type { ReceiptGym } from './receipt-header';
import { receiptPaperClasses } from './receipt-paper';
import type { ReceiptPaper } from './receipt-paper';

/**
 * One printable document (an invoice or sale receipt, a till's X or Z report, a payslip) on A4 or an 80 mm roll:
 * the gym's header, the document's title block, its lines and totals (children), a footer, and a REPRINT mark
 * when it is a copy. `id` and `ref` are what Print prints alone (`printOnly`); the print rules are in index.css.
 */
export function ReceiptLayout({
  ref,
  id = 'receipt',
  label,
  paper,
  gym,
  title,
  details,
  reprint = false,
  reprintLabel,
  footer,
  children,
}: {
  ref?: Ref<HTMLElement>;
  id?: string;
  /** The document's accessible name ("Receipt INV-000012"). */
  label: string;
  paper: ReceiptPaper;
  gym?: ReceiptGym | undefined;
  /** The document block's first line ("Receipt for invoice INV-000012"). */
  title: ReactNode;
  /** Lines under the title: date, number, who it is for. */
  details?: ReactNode;
  /** A copy of a document already handed over: marked so that it is not taken for a second sale or payment. */
  reprint?: boolean;
  reprintLabel?: ReactNode;
  /** The closing words (thank-you, terms), centred. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const dt = useDocumentText();
  return (
    <article
      ref={ref}
      id={id}
      data-paper={paper}
      aria-label={label}
      className={`mx-auto min-w-0 rounded-lg border border-slate-200 bg-white text-slate-900 ${receiptPaperClasses(paper)}`}
    >
      {reprint ? (
        <p className="mb-3 border-2 border-slate-900 py-1 text-center font-bold tracking-widest" data-testid="reprint">
          {reprintLabel ?? dt('kitDialogs.receipt.reprint', undefined, 'stack')}
        </p>
      ) : null}
      <ReceiptHeader paper={paper} gym={gym} title={title} details={details} />
      {children}
      {footer ? <div className="mt-3 text-center">{footer}</div> : null}
    </article>
  );
}
