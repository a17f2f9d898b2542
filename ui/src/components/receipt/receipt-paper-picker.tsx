import { Button } from '../ui/button';
import { DEFAULT_RECEIPT_PAPER_LABELS, RECEIPT_PAPERS } from './receipt-paper';
import type { ReceiptPaper } from './receipt-paper';

/** Toggle buttons choosing the paper a document is laid out and printed on. */
export function ReceiptPaperPicker({
  paper,
  onChange,
  label = 'Paper',
  paperLabels = DEFAULT_RECEIPT_PAPER_LABELS,
}: {
  paper: ReceiptPaper;
  onChange: (paper: ReceiptPaper) => void;
  /** The group's accessible name. */
  label?: string;
  paperLabels?: Readonly<Record<ReceiptPaper, string>>;
}) {
  return (
    <div role="group" aria-label={label} className="flex gap-1">
      {RECEIPT_PAPERS.map((value) => (
        <Button
          key={value}
          variant="secondary"
          aria-pressed={paper === value}
          className="aria-pressed:border-indigo-700 aria-pressed:bg-indigo-50"
          onClick={() => onChange(value)}
        >
          {paperLabels[value]}
        </Button>
      ))}
    </div>
  );
}
