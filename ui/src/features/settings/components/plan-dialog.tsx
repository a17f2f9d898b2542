import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { planInput } from '@gym/modules/membership/plans/plan-contracts';
import type { Plan, PlanInput, PlanPatch } from '@gym/modules/membership/plans/plan-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { MoneyField } from '../../../components/ui/money-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { AccessWindowsField } from './access-windows-field';

type PlanValues = z.output<typeof planInput>;

const BILLING_FREQUENCIES = ['monthly', 'quarterly', 'semi-annual', 'annual', 'one-time'];
/** The message ids of the frequencies the form offers; another one a plan already has shows as it is stored. */
const FREQUENCY_LABELS: Record<string, string> = {
  monthly: 'settings.plan.frequency.monthly',
  quarterly: 'settings.plan.frequency.quarterly',
  'semi-annual': 'settings.plan.frequency.semiAnnual',
  annual: 'settings.plan.frequency.annual',
  'one-time': 'settings.plan.frequency.oneTime',
};

const emptyPlan: PlanInput = {
  name: '',
  price: 0,
  joiningFee: 0,
  duration: 1,
  durationUnit: 'months',
  billingFrequency: 'monthly',
  description: '',
  features: [],
  accessWindows: [],
  active: true,
  kind: 'time',
  classCredits: null,
};

function planValues(plan: Plan): PlanInput {
  const { name, price, joiningFee, duration, durationUnit, billingFrequency, description, features, active } = plan;
  const { kind, classCredits } = plan;
  const accessWindows = plan.accessWindows.map((w) => ({ ...w, weekdays: [...w.weekdays] }));
  return {
    name,
    price,
    joiningFee,
    duration,
    durationUnit,
    billingFrequency,
    description,
    features,
    accessWindows,
    active,
    kind,
    classCredits,
  };
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
  const t = useT();
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
      title={plan ? t('settings.plan.editTitle', { name: plan.name }) : t('settings.plan.newTitle')}
      description={t('settings.plan.description')}
      schema={planInput}
      defaultValues={plan ? planValues(plan) : emptyPlan}
      submitLabel={plan ? t('settings.plan.save') : t('settings.plan.create')}
      failureMessage={t('settings.plan.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (plan) {
          const changes = changesOf(plan, values);
          if (Object.keys(changes).length > 0) {
            await update.mutateAsync({ input: { id: plan.id, changes }, idempotencyKey });
          }
          toast({
            variant: 'success',
            title: t('settings.plan.saved'),
            description: t('settings.plan.savedText', { name: values.name }),
          });
        } else {
          await create.mutateAsync({ input: values, idempotencyKey });
          toast({
            variant: 'success',
            title: t('settings.plan.created'),
            description: t('settings.plan.createdText', { name: values.name }),
          });
        }
      }}
    >
      {({ field, register, control, formState: { errors } }) => (
        <>
          <TextField label={t('settings.plan.name')} autoFocus {...field('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyField label={t('settings.plan.price')} min={0} {...field('price', { valueAsNumber: true })} />
            <MoneyField
              label={t('settings.plan.joiningFee')}
              min={0}
              hint={t('settings.plan.joiningFeeHint')}
              {...field('joiningFee', { valueAsNumber: true })}
            />
            <TextField
              label={t('settings.plan.duration')}
              type="number"
              inputMode="numeric"
              step="1"
              min={1}
              max={120}
              hint={t('settings.plan.durationHint')}
              {...field('duration', { valueAsNumber: true })}
            />
            <SelectField label={t('settings.plan.durationUnit')} {...field('durationUnit')}>
              <option value="months">{t('settings.plan.months')}</option>
              <option value="days">{t('settings.plan.days')}</option>
            </SelectField>
            <SelectField label={t('settings.plan.billingFrequency')} {...field('billingFrequency')}>
              {frequencies.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {FREQUENCY_LABELS[frequency] ? t(FREQUENCY_LABELS[frequency]) : frequency}
                </option>
              ))}
            </SelectField>
            <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4 accent-indigo-700" {...register('active')} />
              {t('settings.plan.active')}
            </label>
            <SelectField label={t('settings.plan.kind')} hint={t('settings.plan.kindHint')} {...field('kind')}>
              <option value="time">{t('settings.plan.kindTime')}</option>
              <option value="pack">{t('settings.plan.kindPack')}</option>
            </SelectField>
            <PackCredits>
              <TextField
                label={t('settings.plan.classCredits')}
                type="number"
                inputMode="numeric"
                step="1"
                min={1}
                max={500}
                hint={t('settings.plan.classCreditsHint')}
                {...field('classCredits', {
                  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
                })}
              />
            </PackCredits>
          </div>
          <TextAreaField label={t('settings.plan.descriptionField')} rows={2} {...field('description')} />
          <Controller
            control={control}
            name="features"
            render={({ field: features, fieldState }) => (
              <FeaturesField
                initial={features.value ?? []}
                onChange={features.onChange}
                onBlur={features.onBlur}
                error={fieldState.error?.message ?? featureError(t, errors.features)}
              />
            )}
          />
          <AccessWindowsField control={control} register={register} errors={errors} />
        </>
      )}
    </FormDialog>
  );
}

/** The pack's credits field, shown only while the plan is a pack (issue 47). */
function PackCredits({ children }: { children: React.ReactNode }) {
  const kind = useWatch<PlanInput, 'kind'>({ name: 'kind' });
  return kind === 'pack' ? children : null;
}

/** The first message about a single feature line, if any. */
function featureError(t: ReturnType<typeof useT>, errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const index = errors.findIndex((entry) => entry?.message);
  if (index < 0) return undefined;
  return t('settings.plan.featureError', {
    line: index + 1,
    message: (errors[index] as { message: string }).message,
  });
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
  const t = useT();
  const [text, setText] = useState(() => initial.join('\n'));
  return (
    <TextAreaField
      label={t('settings.plan.features')}
      rows={3}
      hint={t('settings.plan.featuresHint')}
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
