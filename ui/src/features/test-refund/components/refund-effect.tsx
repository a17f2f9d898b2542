import { formatMoney } from '@gym/kernel/contracts/format';
import type { RefundPreviewAnswer } from '@gym/modules/finance/billing/invoice-contracts';

const STATUS_WORDS = { unpaid: 'Unpaid', partially_paid: 'Partially paid', paid: 'Paid', void: 'Void' } as const;
const METHOD_WORDS = { cash: 'cash', card: 'card', bank_transfer: 'bank transfer' } as const;

/** Before → after of a previewed refund, in a description list a screen reader reads row by row. */
export function RefundEffect({ preview }: { preview: RefundPreviewAnswer }) {
  const rows: [string, string, string][] = [
    ['Invoice balance', formatMoney(preview.invoice.due), formatMoney(preview.invoice.dueAfter)],
    ['Invoice status', STATUS_WORDS[preview.invoice.status], STATUS_WORDS[preview.invoice.statusAfter]],
    ['Member owes', formatMoney(preview.member.due), formatMoney(preview.member.dueAfter)],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, before, after]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">
              {before} → <strong>{after}</strong>
            </dd>
          </div>
        ))}
        <dt className="font-medium text-slate-700">Till</dt>
        <dd className="text-slate-900">
          {preview.tillCashOut > 0
            ? `${formatMoney(preview.tillCashOut)} cash out of the till`
            : `No cash moves (refund by ${METHOD_WORDS[preview.method]})`}
        </dd>
      </dl>
      <p className="text-xs text-slate-600">
        The membership itself does not change: a refund only makes the invoice owed again. Nothing has been recorded.
      </p>
    </div>
  );
}
