import { z } from 'zod';
import { formatMoney } from '@gym/kernel/contracts/format';
import { closeTillInput } from '@gym/modules/finance/petty-cash/till-contracts';
import type { TillSessionSummary } from '@gym/modules/finance/petty-cash/till-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
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
  const close = useCloseTill();
  return (
    <FormDialog<CloseForm, z.output<typeof closeForm>>
      open={session !== null}
      onClose={onClose}
      wide
      title={session ? `Close the ${session.deskName} till` : 'Close till'}
      schema={closeForm}
      defaultValues={{ counts: denominations.map((denomination) => ({ denomination, count: '' })), reason: '' }}
      submitLabel="Close till"
      failureMessage="The till could not be closed. Please try again."
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
              <caption className="sr-only">Count by denomination</caption>
              <thead>
                <tr className="text-start text-slate-800">
                  <th scope="col" className="text-start">
                    Note or coin
                  </th>
                  <th scope="col" className="text-start">
                    Count
                  </th>
                  <th scope="col" className="text-end">
                    Amount
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
              <dt>Counted</dt>
              <dd className="text-end" data-testid="close-counted">
                {formatMoney(counted / 100)}
              </dd>
              <dt>Expected</dt>
              <dd className="text-end">{formatMoney(expected / 100)}</dd>
              <dt className="font-semibold">Variance</dt>
              <dd className="text-end font-semibold" aria-live="polite">
                {formatMoney(variance / 100)}
              </dd>
            </dl>
            <TextField
              label={`Reason for the variance${needsReason ? ' (required)' : ''}`}
              hint={`Needed when the count is more than ${formatMoney(threshold)} over or short.`}
              {...field('reason')}
            />
          </>
        );
      }}
    </FormDialog>
  );
}
