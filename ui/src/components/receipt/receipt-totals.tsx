import type { ReceiptTotalRow } from './receipt-total-rows';

/** A document's totals: label and figure on one line each, figures end-aligned in tabular digits. */
export function ReceiptTotals({ rows }: { rows: readonly ReceiptTotalRow[] }) {
  return (
    <dl className="mb-3 grid grid-cols-[1fr_auto] gap-x-4 border-t border-slate-300 pt-2">
      {rows.map((row) => (
        <div key={row.key} className="contents">
          <dt className={row.emphasis ? 'font-bold' : undefined}>{row.label}</dt>
          <dd className={`text-end tabular-nums ${row.emphasis ? 'font-bold' : ''}`} data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
