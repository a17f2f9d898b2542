import { Button } from './ui/button';

/** The two receipt layouts the print CSS knows: A4, and the 80 mm roll of a thermal printer. */
export type ReceiptPaper = 'a4' | 'thermal';

const PAPERS = [
  ['a4', 'A4'],
  ['thermal', '80 mm'],
] as const;

/** Toggle buttons choosing the paper a receipt is laid out and printed on. */
export function ReceiptPaperPicker({
  paper,
  onChange,
}: {
  paper: ReceiptPaper;
  onChange: (paper: ReceiptPaper) => void;
}) {
  return (
    <div role="group" aria-label="Paper" className="flex gap-1">
      {PAPERS.map(([value, label]) => (
        <Button
          key={value}
          variant="secondary"
          aria-pressed={paper === value}
          className="aria-pressed:border-indigo-700 aria-pressed:bg-indigo-50"
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
