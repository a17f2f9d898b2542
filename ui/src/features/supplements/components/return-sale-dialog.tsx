import { z } from 'zod';
import { formatMoney } from '@gym/kernel/contracts/format';
import { returnInput } from '@gym/modules/finance/supplements/supplement-contracts';
import type { Sale } from '@gym/modules/finance/supplements/supplement-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
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
  const back = useReturnSale();
  return (
    <FormDialog<z.input<typeof returnForm>, z.output<typeof returnForm>>
      open={sale !== null}
      onClose={onClose}
      title={`Return items of ${sale?.number ?? ''}`}
      schema={returnForm}
      defaultValues={{
        items: sale?.lines.map((line) => ({ productId: line.productId })) ?? [],
        method: sale?.method ?? 'cash',
        reason: '',
      }}
      submitLabel="Record return"
      failureMessage="The return could not be recorded."
      onSubmit={async (values, { idempotencyKey }) => {
        if (!sale) return;
        const answer = await back.mutateAsync({ input: { saleId: sale.id, returned: values }, idempotencyKey });
        toast({ variant: 'success', title: 'Items returned', description: `${formatMoney(answer.amount)} back.` });
      }}
    >
      {({ field, formState: { errors } }) => (
        <>
          {sale?.lines.map((line, index) => (
            <TextField
              key={line.productId}
              label={`${line.name} (${line.quantity - line.returned} can come back)`}
              type="number"
              min={0}
              max={line.quantity - line.returned}
              {...field(`items.${index}.quantity`, noneWhenEmpty)}
            />
          ))}
          <ItemsProblem errors={errors.items} />
          <SelectField label="Money back by" {...field('method')}>
            <option value="cash">Cash</option>
            <option value="card">Card</option>
            {sale?.method === 'account' ? <option value="account">Member account (whole sale)</option> : null}
          </SelectField>
          <TextField label="Reason" {...field('reason')} />
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
