import { useT } from '../../lib/i18n/use-t';
import { Button } from '../ui/button';
import { RECEIPT_PAPERS } from './receipt-paper';
import type { ReceiptPaper } from './receipt-paper';

/** Toggle buttons choosing the paper a document is laid out and printed on. */
export function ReceiptPaperPicker({
  paper,
  onChange,
  label,
  paperLabels,
}: {
  paper: ReceiptPaper;
  onChange: (paper: ReceiptPaper) => void;
  /** The group's accessible name. */
  label?: string;
  paperLabels?: Readonly<Record<ReceiptPaper, string>>;
}) {
  const t = useT();
  const names = paperLabels ?? { a4: t('kitDialogs.receipt.paper.a4'), thermal: t('kitDialogs.receipt.paper.thermal') };
  return (
    <div role="group" aria-label={label ?? t('kitDialogs.receipt.paper')} className="flex gap-1">
      {RECEIPT_PAPERS.map((value) => (
        <Button
          key={value}
          variant="secondary"
          aria-pressed={paper === value}
          className="aria-pressed:border-indigo-700 aria-pressed:bg-indigo-50"
          onClick={() => onChange(value)}
        >
          {names[value]}
        </Button>
      ))}
    </div>
  );
}
