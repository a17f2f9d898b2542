import { z } from 'zod';
import { returnInput } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { formatMoney } from '../../../lib/i18n/current-formats';
import { useT } from '../../../lib/i18n/use-t';
import { useReturnSale } from '../api/return-sale';

/**
 * The server's return with a count for every line of the sale (an empty box is none), each checked where it is
 * typed; only the lines coming back are sent.
 */
const returnForm = returnInput.extend({
  items: z
    .array(
      z.object({
        productId: z.string(),
        quantity: z.number().int('Whole units').min(0, 'Cannot be negative'),
      }),
    )
    .transform((items) => items.filter((item) => item.quantity > 0))
    .pipe(returnInput.shape.items),
});

const noneWhenEmpty = { setValueAs: (count: string) => (count === '' ? 0 : Number(count)) };

/** Items of a sale come back: restocked, and the money back by cash, card or to the member's account. */
export function ReturnSaleDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const t = useT();
  const back = useReturnSale();
  return (
    <FormDialog<z.input<typeof returnForm>, z.output<typeof returnForm>>
      open={sale !== null}
      onClose={onClose}
      title={t('supplements.return.title', { number: sale?.number ?? '' })}
      schema={returnForm}
      defaultValues={{
        items: sale?.lines.map((line) => ({ productId: line.productId })) ?? [],
        method: sale?.method ?? 'cash',
        reason: '',
      }}
      submitLabel={t('supplements.return.submit')}
      failureMessage={t('supplements.return.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!sale) return;
        const answer = await back.mutateAsync({ input: { saleId: sale.id, returned: values }, idempotencyKey });
        toast({
          variant: 'success',
          title: t('supplements.return.done'),
          description: t('supplements.return.moneyBack', { amount: formatMoney(answer.amount) }),
        });
      }}
    >
      {({ field, formState: { errors } }) => (
        <>
          {sale?.lines.map((line, index) => (
            <TextField
              key={line.productId}
              label={t('supplements.return.line', { name: line.name, count: line.quantity - line.returned })}
              type="number"
              min={0}
              max={line.quantity - line.returned}
              {...field(`items.${index}.quantity`, noneWhenEmpty)}
            />
          ))}
          <ItemsProblem errors={errors.items} />
          <SelectField label={t('supplements.return.method')} {...field('method')}>
            <option value="cash">{t('supplements.method.cash')}</option>
            <option value="card">{t('supplements.method.card')}</option>
            {sale?.method === 'account' ? <option value="account">{t('supplements.return.toAccount')}</option> : null}
          </SelectField>
          <TextField label={t('kit.reason')} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}

/**
 * A problem with the items as a whole ("Choose what comes back"): react-hook-form keeps the schema's under `root`
 * (the array has fields of its own), a refusal from the server on the array itself.
 */
function ItemsProblem({ errors }: { errors: { message?: string; root?: { message?: string } } | undefined }) {
  const message = errors?.root?.message ?? errors?.message;
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
