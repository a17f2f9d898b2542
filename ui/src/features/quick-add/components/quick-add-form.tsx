import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { Plan } from '@gym/modules/membership/plans/plan-contracts';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateMember } from '../../../lib/api/create-member';
import type { CreatedMember } from '../../../lib/api/create-member';
import { useT } from '../../../lib/i18n/use-t';
import { emptyWalkIn, memberOf, walkInSchema } from '../utils/walk-in-schema';
import type { WalkIn, WalkInInput } from '../utils/walk-in-schema';
import { GENDER_OPTIONS, submitOnEnter, usePlanOptionLabel } from './walk-in-fields';

interface QuickAddFormProps {
  plans: readonly Plan[];
  /** The plan chosen for the previous walk-in, offered again. */
  defaultPlanId: string;
  /** Locked while the walk-in just registered is paying or being checked in. */
  locked: boolean;
  onRegistered: (walkIn: WalkIn, member: CreatedMember) => void;
}

/**
 * The fastest path for a walk-in: five fields on one line, Enter anywhere registers (validated with the server's own
 * member schema), then the invoice dialog takes the payment.
 */
export function QuickAddForm({ plans, defaultPlanId, locked, onRegistered }: QuickAddFormProps) {
  const t = useT();
  const planOptionLabel = usePlanOptionLabel();
  const register = useCreateMember({ errorTitle: false });
  const form = useForm<WalkInInput, unknown, WalkIn>({
    resolver: zodResolver(walkInSchema),
    defaultValues: emptyWalkIn(plans.some((plan) => plan.id === defaultPlanId) ? defaultPlanId : ''),
  });
  const {
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (walkIn) => {
    if (register.isPending) return;
    const member = await register.mutateAsync(memberOf(walkIn));
    onRegistered(walkIn, member);
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      noValidate
      aria-label={t('quick-add.form.label')}
    >
      <fieldset disabled={locked} className="grid gap-4">
        <legend className="sr-only">{t('quick-add.form.details')}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_8rem_1.7fr]">
          <TextField
            label={t('quick-add.field.firstName')}
            autoFocus
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={t('quick-add.field.lastName')}
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <TextField
            label={t('quick-add.field.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <SelectField
            label={t('quick-add.field.gender')}
            error={errors.gender?.message}
            onKeyDown={submitOnEnter}
            {...form.register('gender')}
          >
            <option value="">{t('quick-add.field.choose')}</option>
            {GENDER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('quick-add.field.plan')}
            error={errors.planId?.message}
            onKeyDown={submitOnEnter}
            {...form.register('planId')}
          >
            <option value="">{t('quick-add.field.choosePlan')}</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {planOptionLabel(plan)}
              </option>
            ))}
          </SelectField>
          {/*
            A walk-in may give a name in Arabic letters, or only that (issue 46, item 5; first and last are then left
            empty). After the five counter fields: the desk's habit, Tab from the last name to
            the phone, stays as it was.
          */}
          <TextField
            label={t('quick-add.field.nameArabic')}
            lang="ar"
            dir="rtl"
            autoComplete="off"
            error={errors.nameArabic?.message}
            {...form.register('nameArabic')}
          />
        </div>
        {register.isError ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {t('quick-add.form.notRegistered', { message: errorMessage(register.error) })}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={register.isPending}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('quick-add.form.submit')}
          </Button>
          <p className="text-xs text-slate-600">{t('quick-add.form.enterHint')}</p>
        </div>
      </fieldset>
    </form>
  );
}
