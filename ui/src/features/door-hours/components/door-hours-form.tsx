import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { doorHoursInput } from '@gym/modules/membership/door-hours/door-hours-contracts';
import type { DoorHoursInput } from '@gym/modules/membership/door-hours/door-hours-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextField } from '../../../components/ui/form-field';
import { WeeklyWindowFields } from '../../../components/ui/weekly-window-fields';
import { toast } from '../../../components/ui/toast/toast-store';
import { useLocale } from '../../../lib/i18n/use-locale';
import { weekdayNames } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import { useUpdateDoorHours } from '../api/update-door-hours';

const PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
/** The prayers' names (written out, so the catalogue test sees each id). */
const PRAYER_LABELS: Record<(typeof PRAYERS)[number], string> = {
  fajr: 'door-hours.prayer.name.fajr',
  dhuhr: 'door-hours.prayer.name.dhuhr',
  asr: 'door-hours.prayer.name.asr',
  maghrib: 'door-hours.prayer.name.maghrib',
  isha: 'door-hours.prayer.name.isha',
};
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const CLOCK_MESSAGE = 'Use HH:MM (24 hours)';

/** The form's values: the server's schema, but a weekday is a row with "closed all day" (null on the wire). */
const formSchema = doorHoursInput.extend({
  weekly: z
    .array(
      z.object({ closed: z.boolean(), open: z.string(), close: z.string() }).superRefine((day, context) => {
        if (day.closed) return;
        if (!CLOCK.test(day.open)) context.addIssue({ code: 'custom', path: ['open'], message: CLOCK_MESSAGE });
        if (!END_CLOCK.test(day.close)) context.addIssue({ code: 'custom', path: ['close'], message: CLOCK_MESSAGE });
      }),
    )
    .length(7),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function formValues(hours: DoorHoursInput): FormInput {
  return {
    ...hours,
    weekly: hours.weekly.map((day) =>
      day ? { closed: false, ...day } : { closed: true, open: '06:00', close: '23:00' },
    ),
    genderHours: hours.genderHours.map((g) => ({ ...g, weekdays: [...g.weekdays] })),
  };
}

function toInput(values: FormOutput): DoorHoursInput {
  return {
    ...values,
    weekly: values.weekly.map((day) => (day.closed ? null : { open: day.open, close: day.close })),
  };
}

/** Sunday … Saturday in the page's language (named again when the language changes). */
function useWeekdayNames(): string[] {
  const { locale } = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names depend on the page's language
  return useMemo(() => weekdayNames('long'), [locale]);
}

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      {children}
    </section>
  );
}

/** The door hours, edited whole and saved at once; today's prayer times as the door uses them are shown beside. */
export function DoorHoursForm({
  hours,
  prayerTimesToday,
}: {
  hours: DoorHoursInput;
  prayerTimesToday: Record<(typeof PRAYERS)[number], string> | null;
}) {
  const t = useT();
  const weekdays = useWeekdayNames();
  const update = useUpdateDoorHours();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: formValues(hours) });
  const special = useFieldArray({ control, name: 'special' });
  const closures = useFieldArray({ control, name: 'closures' });
  const genderHours = useFieldArray({ control, name: 'genderHours' });

  // Someone else saved (pushed over the socket): show it, unless this user is in the middle of editing.
  useEffect(() => {
    if (!isDirty) reset(formValues(hours));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new server value should reset the form
  }, [hours]);

  const onSubmit = handleSubmit(async (values) => {
    const input = toInput(values);
    await update.mutateAsync(input);
    reset(formValues(input));
    toast({ variant: 'success', title: t('door-hours.form.saved') });
  });

  const field = formFields(register, errors);
  const clock = {
    inputMode: 'numeric' as const,
    placeholder: t('door-hours.field.timePlaceholder'),
    autoComplete: 'off',
    dir: 'ltr' as const,
  };
  const weekly = useWatch({ control, name: 'weekly' });
  const prayerSource = useWatch({ control, name: 'prayer.source' });
  const number = { valueAsNumber: true } as const;
  const coordinate = { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) };

  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate className="grid min-w-0 gap-6">
      <Section id="door-weekly" title={t('door-hours.weekly.title')} hint={t('door-hours.weekly.hint')}>
        <div className="grid gap-3">
          {weekdays.map((name, day) => (
            <fieldset key={day} className="grid min-w-0 gap-2 border-b border-slate-100 pb-3 sm:grid-cols-[10rem_1fr]">
              <legend className="sr-only">{name}</legend>
              <div className="grid content-start gap-1">
                <span aria-hidden="true" className="font-medium text-slate-900">
                  {name}
                </span>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" className="size-4 accent-indigo-700" {...register(`weekly.${day}.closed`)} />
                  {t('door-hours.weekly.closed')}
                </label>
              </div>
              {weekly[day]?.closed ? null : (
                <div className="grid grid-cols-2 gap-2">
                  <TextField
                    label={t('door-hours.weekly.open', { day: name })}
                    {...clock}
                    {...field(`weekly.${day}.open`)}
                  />
                  <TextField
                    label={t('door-hours.weekly.close', { day: name })}
                    {...clock}
                    {...field(`weekly.${day}.close`)}
                  />
                </div>
              )}
            </fieldset>
          ))}
        </div>
      </Section>

      <Section id="door-special" title={t('door-hours.special.title')} hint={t('door-hours.special.hint')}>
        {special.fields.map((row, index) => (
          <fieldset key={row.id} className="grid min-w-0 gap-2 border-b border-slate-100 pb-3 sm:grid-cols-2">
            <legend className="sr-only">{t('door-hours.special.row', { number: index + 1 })}</legend>
            <TextField label={t('door-hours.field.name')} {...field(`special.${index}.name`)} />
            <div className="grid grid-cols-2 gap-2">
              <TextField label={t('door-hours.field.from')} type="date" {...field(`special.${index}.from`)} />
              <TextField label={t('door-hours.field.to')} type="date" {...field(`special.${index}.to`)} />
            </div>
            <div className="grid grid-cols-2 gap-2">
              <TextField label={t('door-hours.field.open')} {...clock} {...field(`special.${index}.hours.open`)} />
              <TextField label={t('door-hours.field.close')} {...clock} {...field(`special.${index}.hours.close`)} />
            </div>
            <Button variant="ghost" className="w-fit self-end" onClick={() => special.remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('door-hours.special.remove', { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
        <Button
          variant="secondary"
          className="w-fit"
          onClick={() => special.append({ name: '', from: '', to: '', hours: { open: '06:00', close: '23:00' } })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('door-hours.special.add')}
        </Button>
      </Section>

      <Section id="door-closures" title={t('door-hours.closures.title')} hint={t('door-hours.closures.hint')}>
        {closures.fields.map((row, index) => (
          <fieldset key={row.id} className="grid min-w-0 gap-2 border-b border-slate-100 pb-3 sm:grid-cols-2">
            <legend className="sr-only">{t('door-hours.closures.row', { number: index + 1 })}</legend>
            <TextField label={t('door-hours.field.name')} {...field(`closures.${index}.name`)} />
            <div className="grid grid-cols-2 gap-2">
              <TextField label={t('door-hours.field.from')} type="date" {...field(`closures.${index}.from`)} />
              <TextField label={t('door-hours.field.to')} type="date" {...field(`closures.${index}.to`)} />
            </div>
            <Button variant="ghost" className="w-fit" onClick={() => closures.remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('door-hours.closures.remove', { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
        <Button variant="secondary" className="w-fit" onClick={() => closures.append({ name: '', from: '', to: '' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('door-hours.closures.add')}
        </Button>
      </Section>

      <Section id="door-gender" title={t('door-hours.gender.title')} hint={t('door-hours.gender.hint')}>
        {genderHours.fields.map((row, index) => (
          <Controller
            key={row.id}
            control={control}
            name={`genderHours.${index}.weekdays`}
            render={({ field: days, fieldState }) => (
              <WeeklyWindowFields
                legend={t('door-hours.gender.row', { number: index + 1 })}
                lead={
                  <SelectField label={t('door-hours.gender.for')} {...field(`genderHours.${index}.gender`)}>
                    <option value="female">{t('door-hours.gender.female')}</option>
                    <option value="male">{t('door-hours.gender.male')}</option>
                  </SelectField>
                }
                from={field(`genderHours.${index}.from`)}
                to={field(`genderHours.${index}.to`)}
                days={{
                  value: days.value ?? [],
                  onChange: days.onChange,
                  onBlur: days.onBlur,
                  error: fieldState.error?.message,
                }}
                removeLabel={t('door-hours.gender.remove', { number: index + 1 })}
                onRemove={() => genderHours.remove(index)}
              />
            )}
          />
        ))}
        <Button
          variant="secondary"
          className="w-fit"
          onClick={() =>
            genderHours.append({ gender: 'female', weekdays: [0, 1, 2, 3, 4], from: '09:00', to: '14:00' })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('door-hours.gender.add')}
        </Button>
      </Section>

      <Section id="door-prayer" title={t('door-hours.prayer.title')} hint={t('door-hours.prayer.hint')}>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-indigo-700" {...register('prayer.enabled')} />
          {t('door-hours.prayer.enabled')}
        </label>
        <div className="grid gap-2 sm:grid-cols-3">
          <TextField
            label={t('door-hours.prayer.before')}
            type="number"
            min={0}
            max={120}
            {...field('prayer.beforeMinutes', number)}
          />
          <TextField
            label={t('door-hours.prayer.after')}
            type="number"
            min={0}
            max={120}
            {...field('prayer.afterMinutes', number)}
          />
          <SelectField label={t('door-hours.prayer.source')} {...field('prayer.source')}>
            <option value="computed">{t('door-hours.prayer.computed')}</option>
            <option value="manual">{t('door-hours.prayer.manual')}</option>
          </SelectField>
        </div>
        {prayerSource === 'computed' ? (
          <div className="grid grid-cols-2 gap-2">
            <TextField
              label={t('door-hours.prayer.latitude')}
              inputMode="decimal"
              dir="ltr"
              {...field('prayer.latitude', coordinate)}
            />
            <TextField
              label={t('door-hours.prayer.longitude')}
              inputMode="decimal"
              dir="ltr"
              {...field('prayer.longitude', coordinate)}
            />
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {PRAYERS.map((prayer) => (
              <TextField
                key={prayer}
                label={t(PRAYER_LABELS[prayer])}
                {...clock}
                {...field(`prayer.manual.${prayer}`)}
              />
            ))}
          </div>
        )}
        <div className="rounded-md bg-slate-50 p-3">
          <h3 className="text-sm font-semibold text-slate-900">{t('door-hours.prayer.today')}</h3>
          {prayerTimesToday ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-5 sm:gap-x-2">
              {PRAYERS.map((prayer) => (
                <div key={prayer} className="contents sm:grid sm:gap-0.5">
                  <dt className="text-slate-700">{t(PRAYER_LABELS[prayer])}</dt>
                  <dd className="font-medium text-slate-900 tabular-nums" dir="ltr">
                    {prayerTimesToday[prayer]}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{t('door-hours.prayer.off')}</p>
          )}
        </div>
      </Section>

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={() => reset(formValues(hours))}>
          {t('door-hours.form.discard')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('door-hours.form.save')}
        </Button>
      </div>
    </form>
  );
}
