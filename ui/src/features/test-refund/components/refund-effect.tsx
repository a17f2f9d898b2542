import type { RefundPreviewAnswer } from '@gym/modules/finance/billing/invoice-contracts';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';

/** The message ids of an invoice's statuses. */
const STATUS_WORDS = {
  unpaid: 'test-refund.status.unpaid',
  partially_paid: 'test-refund.status.partiallyPaid',
  paid: 'test-refund.status.paid',
  void: 'test-refund.status.void',
} as const;

/** Before → after of a previewed refund, in a description list a screen reader reads row by row. */
export function RefundEffect({ preview }: { preview: RefundPreviewAnswer }) {
  const t = useT();
  const rows: [string, string, string][] = [
    [t('test-refund.effect.balance'), formatMoney(preview.invoice.due), formatMoney(preview.invoice.dueAfter)],
    [
      t('test-refund.effect.status'),
      t(STATUS_WORDS[preview.invoice.status]),
      t(STATUS_WORDS[preview.invoice.statusAfter]),
    ],
    [t('test-refund.effect.memberOwes'), formatMoney(preview.member.due), formatMoney(preview.member.dueAfter)],
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
        <dt className="font-medium text-slate-700">{t('test-refund.effect.till')}</dt>
        <dd className="text-slate-900">
          {preview.tillCashOut > 0
            ? t('test-refund.effect.cashOut', { amount: formatMoney(preview.tillCashOut) })
            : t('test-refund.effect.noCash', { method: preview.method })}
        </dd>
      </dl>
      <p className="text-xs text-slate-600">{t('test-refund.effect.note')}</p>
    </div>
  );
}
