import { z } from 'zod';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { closeTillInput } from '@gym/modules/finance/petty-cash/till-contracts';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n/use-t';
import { useCloseTill } from '../api/till-commands';

const cents = (qar: number) => Math.round(qar * 100);
const countOf = (typed: string | undefined) => Number(typed || 0) || 0;

/** The count as typed (an empty box is none of that note), turned into the server's close request. */
const closeForm = z
  .object({ counts: z.array(z.object({ denomination: z.number(), count: z.string() })), reason: z.string() })
  .transform(({ counts, reason }) => ({
    counts: counts.map(({ denomination, count }) => ({ denomination, count: countOf(count) })),
    ...(reason ? { reason } : {}),
  }))
  .pipe(closeTillInput);
type CloseForm = z.input<typeof closeForm>;

/**
 * Close a till: count each note and coin; the counted total, what is expected and the variance show as you count.
 * Above the threshold the variance needs a reason (the server checks it too, with the unassigned cash included).
 */
export function CloseTillDialog({
  session,
  denominations,
  threshold,
  unassigned,
  onClose,
  onClosed,
}: {
  session: TillSessionSummary | null;
  denominations: readonly number[];
  threshold: number;
  /** Cash taken with no till open, which this close settles. */
  unassigned: number;
  onClose: () => void;
  onClosed: (sessionId: string) => void;
}) {
  const t = useT();
  const close = useCloseTill();
  return (
    <FormDialog<CloseForm, z.output<typeof closeForm>>
      open={session !== null}
      onClose={onClose}
      wide
      title={session ? t('petty-cash.close.titleOf', { desk: session.deskName }) : t('petty-cash.close.title')}
      schema={closeForm}
      defaultValues={{ counts: denominations.map((denomination) => ({ denomination, count: '' })), reason: '' }}
      submitLabel={t('petty-cash.close.submit')}
      failureMessage={t('petty-cash.close.failure')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!session) return;
        await close.mutateAsync({ input: { id: session.id, input: values }, idempotencyKey });
        onClosed(session.id);
      }}
    >
      {({ register, field, watch }) => {
        const counts = watch('counts');
        const counted = counts.reduce((sum, { denomination, count }) => sum + cents(denomination) * countOf(count), 0);
        const expected = cents(session?.expected ?? 0) + cents(unassigned);
        const variance = counted - expected;
        const needsReason = Math.abs(variance) > cents(threshold);
        return (
          <>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('petty-cash.count.caption')}</caption>
              <thead>
                <tr className="text-start text-slate-800">
                  <th scope="col" className="text-start">
                    {t('petty-cash.count.note')}
                  </th>
                  <th scope="col" className="text-start">
                    {t('petty-cash.count.count')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('petty-cash.count.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {counts.map(({ denomination, count }, index) => (
                  <tr key={denomination}>
                    <th scope="row" className="py-1 text-start font-normal">
                      <label htmlFor={`till-count-${index}`}>{formatMoney(denomination)}</label>
                    </th>
                    <td className="py-1">
                      <input
                        id={`till-count-${index}`}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        className="w-24 rounded-md border border-slate-300 px-2 py-1"
                        {...register(`counts.${index}.count`)}
                      />
                    </td>
                    <td className="py-1 text-end">{formatMoney(denomination * countOf(count))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="grid grid-cols-2 gap-1 text-sm sm:max-w-sm">
              <dt>{t('petty-cash.totals.counted')}</dt>
              <dd className="text-end" data-testid="close-counted">
                {formatMoney(counted / 100)}
              </dd>
              <dt>{t('petty-cash.close.expected')}</dt>
              <dd className="text-end">{formatMoney(expected / 100)}</dd>
              <dt className="font-semibold">{t('petty-cash.totals.variance')}</dt>
              <dd className="text-end font-semibold" aria-live="polite">
                {formatMoney(variance / 100)}
              </dd>
            </dl>
            <TextField
              label={needsReason ? t('petty-cash.close.reasonRequired') : t('petty-cash.close.reason')}
              hint={t('petty-cash.close.reasonHint', { amount: formatMoney(threshold) })}
              {...field('reason')}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
