import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { ptSaleRequest } from '@gym/modules/membership/personal-training/pt-contracts';
import type { PtSaleRequest, Trainer } from '@gym/modules/membership/personal-training/pt-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSellPtPackage } from '../api/sell-pt-package';
import { balanceOf, numberOrUndefined } from '../utils/pt-sale';
import { MemberField } from '../../../components/member/member-field';

type SaleValues = z.output<typeof ptSaleRequest>;

interface SellPackageDialogProps {
  open: boolean;
  onClose: () => void;
  trainers: readonly Trainer[];
}

/** Sell a PT package (canEditPT): member, trainer, sessions, price, what is paid now and how, who brought the client. */
export function SellPackageDialog({ open, onClose, trainers }: SellPackageDialogProps) {
  const sell = useSellPtPackage();
  const sourceId = useId();
  const [member, setMember] = useState<Member>();
  const close = () => {
    setMember(undefined);
    onClose();
  };
  const number = { setValueAs: numberOrUndefined };
  return (
    <FormDialog<PtSaleRequest, SaleValues>
      open={open}
      onClose={close}
      wide
      title="Sell PT package"
      description="What is paid now is billed on a paid PT invoice; the rest is the balance, due by the date given."
      schema={ptSaleRequest}
      defaultValues={{ memberId: '', trainerId: '', sessions: 10, paidAmount: 0, paymentMethod: 'cash' }}
      submitLabel="Sell package"
      failureMessage="The sale could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await sell.mutateAsync({ input: values, idempotencyKey });
        const trainer = trainers.find((t) => t.id === values.trainerId)?.name ?? 'the trainer';
        const balance = balanceOf(values.amount, values.paidAmount);
        toast({
          variant: 'success',
          title: 'PT package sold',
          description:
            `${member?.memberName ?? 'The member'}: ${values.sessions} sessions with ${trainer}` +
            (balance > 0 ? `, ${formatMoney(balance)} due.` : ', paid in full.'),
        });
        setMember(undefined);
      }}
    >
      {({ field, register, setValue, formState: { errors } }) => {
        const choose = (next: Member | undefined) => {
          setMember(next);
          setValue('memberId', next?.id ?? '', { shouldValidate: next !== undefined });
        };
        return (
          <>
            <input type="hidden" {...register('memberId')} />
            <MemberField
              member={member ?? undefined}
              onChange={(next) => choose(next)}
              error={errors.memberId?.message}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Trainer"
                hint={trainers.length === 0 ? 'Add a trainer first.' : undefined}
                {...field('trainerId')}
              >
                <option value="">Choose a trainer</option>
                {trainers.map((trainer) => (
                  <option key={trainer.id} value={trainer.id}>
                    {trainer.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Sessions"
                type="number"
                inputMode="numeric"
                min={1}
                max={200}
                step={1}
                {...field('sessions', number)}
              />
              <MoneyField label="Price (QAR)" min={0} {...field('amount', number)} />
              <MoneyField label="Paid now (QAR)" min={0} {...field('paidAmount', number)} />
              <SelectField label="Payment method" {...field('paymentMethod')}>
                {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Balance due date"
                type="date"
                hint="Left empty: 14 days after the sale."
                {...field('dueDate', { setValueAs: (value: unknown) => (value ? String(value) : undefined) })}
              />
            </div>
            <fieldset aria-describedby={errors.source ? `${sourceId}-error` : undefined}>
              <legend className="text-sm font-medium text-slate-800">Source</legend>
              <div className="mt-1 flex flex-wrap gap-4 text-sm text-slate-800">
                <label className="flex items-center gap-2">
                  <input type="radio" value="self" className="size-4 accent-indigo-700" {...register('source')} />
                  Self-sourced (the trainer brought the client)
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" value="counter" className="size-4 accent-indigo-700" {...register('source')} />
                  Counter (sold at the desk)
                </label>
              </div>
              {errors.source ? (
                <p id={`${sourceId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                  {errors.source.message}
                </p>
              ) : null}
            </fieldset>
            <BalanceDue />
          </>
        );
      }}
    </FormDialog>
  );
}

/** What is left to pay, as the price and the amount paid now are typed. */
function BalanceDue() {
  const [amount, paidAmount] = useWatch<PtSaleRequest, ['amount', 'paidAmount']>({ name: ['amount', 'paidAmount'] });
  return (
    <p aria-live="polite" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
      Balance due: <span className="font-semibold text-slate-900">{formatMoney(balanceOf(amount, paidAmount))}</span>
    </p>
  );
}
