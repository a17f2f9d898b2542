import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../../../lib/i18n/current-formats';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { ptSaleRequest } from '@gym/modules/membership/personal-training/pt-contracts';
import type { PtSaleRequest, Trainer } from '@gym/modules/membership/personal-training/pt-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField, ValidationMessage } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useSellPtPackage } from '../api/sell-pt-package';
import { balanceOf, numberOrUndefined } from '../utils/pt-sale';
import { MemberField } from '../../../components/member/member-field';
import { PAYMENT_METHOD_NAME_IDS } from '../../../components/member/payment-method-names';

type SaleValues = z.output<typeof ptSaleRequest>;

interface SellPackageDialogProps {
  open: boolean;
  onClose: () => void;
  trainers: readonly Trainer[];
}

/** Sell a PT package (canEditPT): member, trainer, sessions, price, what is paid now and how, who brought the client. */
export function SellPackageDialog({ open, onClose, trainers }: SellPackageDialogProps) {
  const t = useT();
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
      title={t('personal-training.sell.title')}
      description={t('personal-training.sell.description')}
      schema={ptSaleRequest}
      defaultValues={{ memberId: '', trainerId: '', sessions: 10, paidAmount: 0, paymentMethod: 'cash' }}
      submitLabel={t('personal-training.sell.submit')}
      failureMessage={t('personal-training.sell.failure')}
      onSubmit={async (values, { idempotencyKey }) => {
        await sell.mutateAsync({ input: values, idempotencyKey });
        const sold = {
          member: member?.memberName ?? t('personal-training.sell.theMember'),
          sessions: values.sessions,
          trainer:
            trainers.find((trainer) => trainer.id === values.trainerId)?.name ?? t('personal-training.sell.theTrainer'),
        };
        const balance = balanceOf(values.amount, values.paidAmount);
        toast({
          variant: 'success',
          title: t('personal-training.sell.toastTitle'),
          description:
            balance > 0
              ? t('personal-training.sell.toastOwing', { ...sold, balance: formatMoney(balance) })
              : t('personal-training.sell.toastPaid', sold),
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
                label={t('personal-training.sell.trainer')}
                hint={trainers.length === 0 ? t('personal-training.sell.addTrainerFirst') : undefined}
                {...field('trainerId')}
              >
                <option value="">{t('personal-training.sell.chooseTrainer')}</option>
                {trainers.map((trainer) => (
                  <option key={trainer.id} value={trainer.id}>
                    {trainer.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('personal-training.sell.sessions')}
                type="number"
                inputMode="numeric"
                min={1}
                max={200}
                step={1}
                {...field('sessions', number)}
              />
              <MoneyField label={t('personal-training.sell.price')} min={0} {...field('amount', number)} />
              <MoneyField label={t('personal-training.sell.paidNow')} min={0} {...field('paidAmount', number)} />
              <SelectField label={t('personal-training.sell.method')} {...field('paymentMethod')}>
                {Object.entries(PAYMENT_METHOD_NAME_IDS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {t(label)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('personal-training.sell.dueDate')}
                type="date"
                hint={t('personal-training.sell.dueDateHint')}
                {...field('dueDate', { setValueAs: (value: unknown) => (value ? String(value) : undefined) })}
              />
            </div>
            <fieldset aria-describedby={errors.source ? `${sourceId}-error` : undefined}>
              <legend className="text-sm font-medium text-slate-800">{t('personal-training.sell.source')}</legend>
              <div className="mt-1 flex flex-wrap gap-4 text-sm text-slate-800">
                <label className="flex items-center gap-2">
                  <input type="radio" value="self" className="size-4 accent-indigo-700" {...register('source')} />
                  {t('personal-training.sell.sourceSelf')}
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" value="counter" className="size-4 accent-indigo-700" {...register('source')} />
                  {t('personal-training.sell.sourceCounter')}
                </label>
              </div>
              {errors.source ? (
                <p id={`${sourceId}-error`} role="alert" className="mt-1 text-sm text-red-700">
                  <ValidationMessage message={errors.source.message} />
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
  const t = useT();
  const [amount, paidAmount] = useWatch<PtSaleRequest, ['amount', 'paidAmount']>({ name: ['amount', 'paidAmount'] });
  return (
    <p aria-live="polite" className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
      {t('personal-training.sell.balanceDue')}{' '}
      <span className="font-semibold text-slate-900">{formatMoney(balanceOf(amount, paidAmount))}</span>
    </p>
  );
}
