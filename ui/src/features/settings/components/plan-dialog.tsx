import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { planInput } from '@gym/modules/membership/plans/plan-contracts';
import type { Plan, PlanInput, PlanPatch } from '@gym/modules/membership/plans/plan-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';

type PlanValues = z.output<typeof planInput>;

const BILLING_FREQUENCIES = ['monthly', 'quarterly', 'semi-annual', 'annual', 'one-time'];

const emptyPlan: PlanInput = {
  name: '',
  price: 0,
  joiningFee: 0,
  duration: 1,
  durationUnit: 'months',
  billingFrequency: 'monthly',
  description: '',
  features: [],
  active: true,
};

function planValues(plan: Plan): PlanInput {
  const { name, price, joiningFee, duration, durationUnit, billingFrequency, description, features, active } = plan;
  return { name, price, joiningFee, duration, durationUnit, billingFrequency, description, features, active };
}

/** Only what changed (PATCH); untouched fields such as allowed classes stay as they are. */
function changesOf(plan: Plan, values: PlanValues): PlanPatch {
  const before = planValues(plan);
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof PlanInput]),
    ),
  ) as PlanPatch;
}

/** Create a plan, or change one's terms; validated with the server's plan schema. */
export function PlanDialog({ plan, open, onClose }: { plan?: Plan | undefined; open: boolean; onClose: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const frequencies = BILLING_FREQUENCIES.includes(plan?.billingFrequency ?? 'monthly')
    ? BILLING_FREQUENCIES
    : [...BILLING_FREQUENCIES, plan!.billingFrequency];
  return (
    <FormDialog<PlanInput, PlanValues>
      open={open}
      onClose={onClose}
      wide
      title={plan ? `Edit plan: ${plan.name}` : 'New membership plan'}
      description="Members keep the price and dates they bought; changes apply to the next sale."
      schema={planInput}
      defaultValues={plan ? planValues(plan) : emptyPlan}
      submitLabel={plan ? 'Save plan' : 'Create plan'}
      failureMessage="The plan could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        if (plan) {
          const changes = changesOf(plan, values);
          if (Object.keys(changes).length > 0) {
            await update.mutateAsync({ input: { id: plan.id, changes }, idempotencyKey });
          }
          toast({ variant: 'success', title: 'Plan saved', description: `${values.name} has been updated.` });
        } else {
          await create.mutateAsync({ input: values, idempotencyKey });
          toast({ variant: 'success', title: 'Plan created', description: `${values.name} can now be sold.` });
        }
      }}
    >
      {({ field, register, control, formState: { errors } }) => (
        <>
          <TextField label="Plan name" autoFocus {...field('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyField label="Price (QAR)" min={0} {...field('price', { valueAsNumber: true })} />
            <MoneyField
              label="Joining fee (QAR)"
              min={0}
              hint="Charged once, with a new registration."
              {...field('joiningFee', { valueAsNumber: true })}
            />
            <TextField
              label="Duration"
              type="number"
              inputMode="numeric"
              step="1"
              min={1}
              max={120}
              hint="A month counts as 30 days."
              {...field('duration', { valueAsNumber: true })}
            />
            <SelectField label="Duration unit" {...field('durationUnit')}>
              <option value="months">Months</option>
              <option value="days">Days</option>
            </SelectField>
            <SelectField label="Billing frequency" {...field('billingFrequency')}>
              {frequencies.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {frequency.charAt(0).toUpperCase() + frequency.slice(1)}
                </option>
              ))}
            </SelectField>
            <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4 accent-indigo-700" {...register('active')} />
              On sale (active)
            </label>
          </div>
          <TextAreaField label="Description" rows={2} {...field('description')} />
          <Controller
            control={control}
            name="features"
            render={({ field: features, fieldState }) => (
              <FeaturesField
                initial={features.value ?? []}
                onChange={features.onChange}
                onBlur={features.onBlur}
                error={fieldState.error?.message ?? featureError(errors.features)}
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}

/** The first message about a single feature line, if any. */
function featureError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const index = errors.findIndex((entry) => entry?.message);
  return index < 0 ? undefined : `Feature ${index + 1}: ${(errors[index] as { message: string }).message}`;
}

/** Features as one per line: the text is the user's while typing; the list is what the form keeps. */
function FeaturesField({
  initial,
  onChange,
  onBlur,
  error,
}: {
  initial: readonly string[];
  onChange: (features: string[]) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const [text, setText] = useState(() => initial.join('\n'));
  return (
    <TextAreaField
      label="Features"
      rows={3}
      hint="One per line, e.g. Pool access."
      error={error}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line.length > 0),
        );
      }}
    />
  );
}
