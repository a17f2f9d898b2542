import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { advisorProfile } from '@gym/modules/insight/advisor/advisor-contracts';
import type {
  AdvisorProfile,
  AdvisorProfileInput,
  MemberProfileHint,
} from '@gym/modules/insight/advisor/advisor-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n/use-t';
import { GOALS } from './goal-labels';

const EMPTY: AdvisorProfileInput = {
  goal: 'general-fitness',
  age: 30,
  sex: 'male',
  heightCm: 170,
  weightKg: 70,
  experience: 'beginner',
  daysPerWeek: 3,
  equipment: 'full-gym',
  injuries: '',
  conditions: '',
  pregnant: false,
};

/** The profile the advisor works from, typed in or prefilled from a member's record (what the record knows). */
export function ProfileForm({
  hint,
  busy,
  onSubmit,
}: {
  hint: MemberProfileHint | undefined;
  busy: boolean;
  onSubmit: (profile: AdvisorProfile) => void;
}) {
  const t = useT();
  const pregnantId = useId();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    control,
    formState: { errors },
  } = useForm<AdvisorProfileInput, unknown, AdvisorProfile>({
    resolver: zodResolver(advisorProfile),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!hint) return;
    reset({
      ...getValues(),
      memberId: hint.memberId,
      ...(hint.sex ? { sex: hint.sex } : {}),
      ...(hint.age !== null ? { age: hint.age } : {}),
      ...(hint.weightKg !== null ? { weightKg: hint.weightKg } : {}),
    });
  }, [hint, reset, getValues]);

  const sex = useWatch({ control, name: 'sex' });
  const field = formFields(register, errors);
  const number = { valueAsNumber: true } as const;
  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate className="grid gap-3">
      <SelectField label={t('ai-fitness.profile.goal')} {...field('goal')}>
        {Object.entries(GOALS).map(([goal, id]) => (
          <option key={goal} value={goal}>
            {t(id)}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('ai-fitness.profile.age')} type="number" inputMode="numeric" {...field('age', number)} />
        <SelectField label={t('ai-fitness.profile.sex')} {...field('sex')}>
          <option value="male">{t('ai-fitness.profile.male')}</option>
          <option value="female">{t('ai-fitness.profile.female')}</option>
        </SelectField>
        <TextField
          label={t('ai-fitness.profile.height')}
          type="number"
          inputMode="decimal"
          {...field('heightCm', number)}
        />
        <TextField
          label={t('ai-fitness.profile.weight')}
          type="number"
          step="0.1"
          inputMode="decimal"
          {...field('weightKg', number)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SelectField label={t('ai-fitness.profile.experience')} {...field('experience')}>
          <option value="beginner">{t('ai-fitness.profile.beginner')}</option>
          <option value="intermediate">{t('ai-fitness.profile.intermediate')}</option>
          <option value="advanced">{t('ai-fitness.profile.advanced')}</option>
        </SelectField>
        <SelectField label={t('ai-fitness.profile.days')} {...field('daysPerWeek', number)}>
          {[2, 3, 4, 5, 6].map((days) => (
            <option key={days} value={days}>
              {days}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label={t('ai-fitness.profile.equipment')} {...field('equipment')}>
        <option value="full-gym">{t('ai-fitness.profile.fullGym')}</option>
        <option value="dumbbells">{t('ai-fitness.profile.dumbbells')}</option>
        <option value="bodyweight">{t('ai-fitness.profile.bodyweight')}</option>
      </SelectField>
      <TextField
        label={t('ai-fitness.profile.injuries')}
        hint={t('ai-fitness.profile.injuriesHint')}
        {...field('injuries')}
      />
      <TextField
        label={t('ai-fitness.profile.conditions')}
        hint={t('ai-fitness.profile.conditionsHint')}
        {...field('conditions')}
      />
      {sex === 'female' ? (
        <label htmlFor={pregnantId} className="flex items-center gap-2 text-sm text-slate-800">
          <input id={pregnantId} type="checkbox" className="size-4 accent-indigo-700" {...register('pregnant')} />
          {t('ai-fitness.profile.pregnant')}
        </label>
      ) : null}
      <Button type="submit" busy={busy}>
        {t('ai-fitness.profile.make')}
      </Button>
    </form>
  );
}
