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
      <SelectField label="Goal" {...field('goal')}>
        <option value="lose-fat">Lose fat</option>
        <option value="build-muscle">Build muscle</option>
        <option value="general-fitness">General fitness</option>
        <option value="endurance">Endurance</option>
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Age (years)" type="number" inputMode="numeric" {...field('age', number)} />
        <SelectField label="Sex" {...field('sex')}>
          <option value="male">Male</option>
          <option value="female">Female</option>
        </SelectField>
        <TextField label="Height (cm)" type="number" inputMode="decimal" {...field('heightCm', number)} />
        <TextField label="Weight (kg)" type="number" step="0.1" inputMode="decimal" {...field('weightKg', number)} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Experience" {...field('experience')}>
          <option value="beginner">Beginner</option>
          <option value="intermediate">Intermediate</option>
          <option value="advanced">Advanced</option>
        </SelectField>
        <SelectField label="Days a week" {...field('daysPerWeek', number)}>
          {[2, 3, 4, 5, 6].map((days) => (
            <option key={days} value={days}>
              {days}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Equipment" {...field('equipment')}>
        <option value="full-gym">Full gym</option>
        <option value="dumbbells">Dumbbells only</option>
        <option value="bodyweight">Bodyweight only</option>
      </SelectField>
      <TextField label="Injuries" hint="e.g. left knee, lower back; leave empty if none" {...field('injuries')} />
      <TextField
        label="Medical conditions"
        hint="e.g. asthma, diabetes, high blood pressure"
        {...field('conditions')}
      />
      {sex === 'female' ? (
        <label htmlFor={pregnantId} className="flex items-center gap-2 text-sm text-slate-800">
          <input id={pregnantId} type="checkbox" className="size-4 accent-indigo-700" {...register('pregnant')} />
          Pregnant
        </label>
      ) : null}
      <Button type="submit" busy={busy}>
        Make plan
      </Button>
    </form>
  );
}
