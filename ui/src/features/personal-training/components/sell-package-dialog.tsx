import { zodResolver } from '@hookform/resolvers/zod';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '@gym/kernel/contracts/format';
import { PAYMENT_METHOD_LABELS } from '@gym/modules/finance/billing/invoice-contracts';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { ptSaleRequest } from '@gym/modules/membership/personal-training/pt-contracts';
import type { PtSaleRequest, Trainer } from '@gym/modules/membership/personal-training/pt-contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useSellPtPackage } from '../api/sell-pt-package';
import { balanceOf, numberOrUndefined } from '../utils/pt-sale';
import { MemberCombobox } from '../../../components/member/member-combobox';

type SaleValues = z.output<typeof ptSaleRequest>;

interface SellPackageDialogProps {
  open: boolean;
  onClose: () => void;
  trainers: readonly Trainer[];
}

/** Sell a PT package (canEditPT): member, trainer, sessions, price, what is paid now and how, who brought the client. */
export function SellPackageDialog({ open, onClose, trainers }: SellPackageDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      wide
      title="Sell PT package"
      description="What is paid now is billed on a paid PT invoice; the rest is the balance, due by the date given."
    >
      {open ? <SaleForm trainers={trainers} onDone={onClose} /> : null}
    </Modal>
  );
}

function SaleForm({ trainers, onDone }: { trainers: readonly Trainer[]; onDone: () => void }) {
  const sell = useSellPtPackage();
  const [member, setMember] = useState<Member>();
  const sourceId = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PtSaleRequest, unknown, SaleValues>({
    resolver: zodResolver(ptSaleRequest),
    defaultValues: { memberId: '', trainerId: '', sessions: 10, paidAmount: 0, paymentMethod: 'cash' },
  });
  const [amount, paidAmount] = useWatch({ control, name: ['amount', 'paidAmount'] });
  const balance = balanceOf(amount, paidAmount);

  function choose(next: Member | undefined) {
    setMember(next);
    setValue('memberId', next?.id ?? '', { shouldValidate: next !== undefined });
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sell.mutateAsync(values);
      const trainer = trainers.find((t) => t.id === values.trainerId)?.name ?? 'the trainer';
      toast({
        variant: 'success',
        title: 'PT package sold',
        description:
          `${member?.memberName ?? 'The member'}: ${values.sessions} sessions with ${trainer}` +
          (balance > 0 ? `, ${formatMoney(balance)} due.` : ', paid in full.'),
      });
      onDone();
    } catch (error) {
      setError('root', {
        message: (isApiError(error) && error.answer?.message) || 'The sale could not be saved. Please try again.',
      });
    }
  });

  const number = { setValueAs: numberOrUndefined };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <input type="hidden" {...register('memberId')} />
      {member ? (
        <div className="grid gap-1">
          <p className="text-sm font-medium text-slate-800">Member</p>
          <div className="flex items-center justify-between gap-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm">
            <span className="text-slate-900">
              <span className="font-medium">{member.memberName}</span>{' '}
              <span className="text-slate-700">#{member.memberNumber}</span>
            </span>
            <Button variant="ghost" className="px-2 py-1" onClick={() => choose(undefined)}>
              <X aria-hidden="true" className="size-4" />
              Change member
            </Button>
          </div>
        </div>
      ) : (
        <MemberCombobox
          label="Member"
          placeholder="First name, last name or email"
          autoFocus
          onPick={choose}
          error={errors.memberId?.message}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Trainer"
          error={errors.trainerId?.message}
          hint={trainers.length === 0 ? 'Add a trainer first.' : undefined}
          {...register('trainerId')}
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
          error={errors.sessions?.message}
          {...register('sessions', number)}
        />
        <TextField
          label="Price (QAR)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.amount?.message}
          {...register('amount', number)}
        />
        <TextField
          label="Paid now (QAR)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.paidAmount?.message}
          {...register('paidAmount', number)}
        />
        <SelectField label="Payment method" error={errors.paymentMethod?.message} {...register('paymentMethod')}>
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
          error={errors.dueDate?.message}
          {...register('dueDate', { setValueAs: (value: unknown) => (value ? String(value) : undefined) })}
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
      <p aria-live="polite" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
        Balance due: <span className="font-semibold text-slate-900">{formatMoney(balance)}</span>
      </p>
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Sell package
        </Button>
      </div>
    </form>
  );
}
