import { Plus } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { PlanInput } from '@gym/modules/membership/plans/plan-contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { WeeklyWindowFields } from '../../../components/ui/weekly-window-fields';
import { useT } from '../../../lib/i18n/use-t';

type FieldMessage = { message?: string } | undefined;

/**
 * The windows a plan admits its members in (issue 47, item 5): days of the week, from and to, and the label the door
 * says ("Off-peak"). None: whenever the gym is open. A membership keeps the windows it was sold with.
 */
export function AccessWindowsField({
  control,
  register,
  errors,
}: {
  control: Control<PlanInput>;
  register: UseFormRegister<PlanInput>;
  errors: FieldErrors<PlanInput>;
}) {
  const t = useT();
  const windows = useFieldArray({ control, name: 'accessWindows' });
  const errorOf = (index: number, name: 'from' | 'to' | 'label' | 'weekdays') =>
    (errors.accessWindows?.[index]?.[name] as FieldMessage)?.message;

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('settings.plan.windows')}</legend>
      <p className="text-sm text-slate-700">{t('settings.plan.windowsHint')}</p>
      {windows.fields.map((row, index) => (
        <Controller
          key={row.id}
          control={control}
          name={`accessWindows.${index}.weekdays`}
          render={({ field }) => (
            <WeeklyWindowFields
              legend={t('settings.plan.window', { number: index + 1 })}
              lead={
                <TextField
                  label={t('settings.plan.windowLabel')}
                  error={errorOf(index, 'label')}
                  {...register(`accessWindows.${index}.label`)}
                />
              }
              from={{ error: errorOf(index, 'from'), ...register(`accessWindows.${index}.from`) }}
              to={{ error: errorOf(index, 'to'), ...register(`accessWindows.${index}.to`) }}
              days={{
                value: field.value ?? [],
                onChange: field.onChange,
                onBlur: field.onBlur,
                error: errorOf(index, 'weekdays'),
              }}
              removeLabel={t('settings.plan.windowRemove', { number: index + 1 })}
              onRemove={() => windows.remove(index)}
            />
          )}
        />
      ))}
      <Button
        variant="secondary"
        className="w-fit"
        onClick={() => windows.append({ weekdays: [0, 1, 2, 3, 4], from: '09:00', to: '16:00', label: '' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('settings.plan.windowAdd')}
      </Button>
    </fieldset>
  );
}
