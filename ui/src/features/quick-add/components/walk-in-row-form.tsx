import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCreateMember } from '../../../lib/api/create-member';
import type { CreatedMember } from '../../../lib/api/create-member';
import { useT } from '../../../lib/i18n/use-t';
import { emptyWalkIn, memberOf, walkInSchema } from '../utils/walk-in-schema';
import type { WalkIn, WalkInInput } from '../utils/walk-in-schema';
import { GENDER_OPTIONS, submitOnEnter, usePlanOptionLabel } from './walk-in-fields';

export const WALK_IN_COLUMNS = 'lg:grid-cols-[2.5rem_1fr_1fr_1fr_7.5rem_1.4fr_1fr_9rem]';

const control =
  'block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 aria-[invalid=true]:border-red-700';

const FIELDS = ['firstName', 'lastName', 'phone', 'gender', 'planId', 'nameArabic'] as const;

interface WalkInRowFormProps {
  index: number;
  plans: readonly Plan[];
  defaultPlanId: string;
  onRegistered: (walkIn: WalkIn, member: CreatedMember) => void;
}

/**
 * One walk-in being typed: Tab goes across the fields, Enter (in any of them, the plan included) registers it. Errors
 * are listed on the row itself.
 */
export function WalkInRowForm({ index, plans, defaultPlanId, onRegistered }: WalkInRowFormProps) {
  const t = useT();
  const planOptionLabel = usePlanOptionLabel();
  const id = useId();
  const register = useCreateMember({ errorTitle: false });
  const form = useForm<WalkInInput, unknown, WalkIn>({
    resolver: zodResolver(walkInSchema),
    defaultValues: emptyWalkIn(plans.some((plan) => plan.id === defaultPlanId) ? defaultPlanId : ''),
  });
  const { errors } = form.formState;
  const problems = [
    ...FIELDS.flatMap((field) => (errors[field]?.message ? [errors[field].message] : [])),
    ...(register.isError ? [t('quick-add.row.notRegistered', { message: errorMessage(register.error) })] : []),
  ];
  const errorId = `${id}-errors`;
  const number = index + 1;

  const onSubmit = form.handleSubmit(async (walkIn) => {
    if (register.isPending) return;
    onRegistered(walkIn, await register.mutateAsync(memberOf(walkIn)));
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId : undefined,
    className: control,
    ...form.register(name),
  });

  return (
    <form
      aria-label={t('quick-add.row.label', { number })}
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      className={`grid grid-cols-2 items-center gap-2 px-3 py-2 ${WALK_IN_COLUMNS}`}
    >
      <span className="col-span-2 text-sm font-semibold text-slate-700 lg:col-span-1">{number}</span>
      <Cell label={t('quick-add.field.firstName')} htmlFor={`${id}-firstName`}>
        <input {...field('firstName')} autoFocus autoComplete="off" data-walk-in-first="" />
      </Cell>
      <Cell label={t('quick-add.field.lastName')} htmlFor={`${id}-lastName`}>
        <input {...field('lastName')} autoComplete="off" />
      </Cell>
      <Cell label={t('quick-add.field.phone')} htmlFor={`${id}-phone`}>
        <input {...field('phone')} type="tel" inputMode="tel" autoComplete="off" />
      </Cell>
      <Cell label={t('quick-add.field.gender')} htmlFor={`${id}-gender`}>
        <select {...field('gender')} onKeyDown={submitOnEnter}>
          <option value="">{t('quick-add.field.choose')}</option>
          {GENDER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      </Cell>
      <Cell label={t('quick-add.field.plan')} htmlFor={`${id}-planId`}>
        <select {...field('planId')} onKeyDown={submitOnEnter}>
          <option value="">{t('quick-add.field.choosePlan')}</option>
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {planOptionLabel(plan)}
            </option>
          ))}
        </select>
      </Cell>
      {/*
        A name in Arabic letters, or only that (issue 46, item 5): after the five counter fields, as on Quick Add, so
        that the desk's Tab from one field to the next stays as it was.
      */}
      <Cell label={t('quick-add.field.nameArabic')} htmlFor={`${id}-nameArabic`}>
        <input {...field('nameArabic')} lang="ar" dir="rtl" autoComplete="off" />
      </Cell>
      <div className="col-span-2 lg:col-span-1">
        <Button
          type="submit"
          variant="secondary"
          className="w-full px-2 py-1.5"
          busy={register.isPending}
          aria-label={t('quick-add.row.registerLabel', { number })}
        >
          {t('quick-add.row.register')}
        </Button>
      </div>
      {problems.length > 0 ? (
        <p id={errorId} role="alert" className="col-span-full text-sm text-red-800">
          {problems.join(' · ')}
        </p>
      ) : null}
    </form>
  );
}

/** A field of the grid: its label is the column heading on wide screens, written above it on narrow ones. */
function Cell({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <label htmlFor={htmlFor} className="text-xs font-medium text-slate-700 lg:sr-only">
        {label}
      </label>
      {children}
    </div>
  );
}
