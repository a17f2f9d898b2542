import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { gymSettingsInput } from '@gym/modules/platform/settings/settings-contracts';
import type { GymSettings, GymSettingsInput } from '@gym/modules/platform/settings/settings-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { LANGUAGE_NAMES, LOCALES } from '../../../lib/i18n/locale';
import { useUpdateSettings } from '../api/update-settings';
import { currencyOptions, timeZoneOptions } from './time-zone-options';

function formValues({ logo: _logo, ...rest }: GymSettings): GymSettingsInput {
  return rest;
}

/** The gym's details, validated with the server's own schema before they are sent. */
export function SettingsForm({ settings }: { settings: GymSettings }) {
  const update = useUpdateSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(gymSettingsInput), defaultValues: formValues(settings) });

  // Someone else saved (pushed over the socket): show it, unless this user is in the middle of editing.
  useEffect(() => {
    if (!isDirty) reset(formValues(settings));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new server value should reset the form
  }, [settings]);

  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);
  const currencies = useMemo(() => currencyOptions(settings.currency), [settings.currency]);

  const onSubmit = handleSubmit(async (values) => {
    await update.mutateAsync(values);
    reset(values);
    toast({ variant: 'success', title: 'Settings saved', description: 'The gym details have been updated.' });
  });

  const field = formFields(register, errors);
  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Gym name" autoComplete="organization" {...field('name')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Website"
          type="url"
          placeholder="https://example.com"
          autoComplete="url"
          {...field('website')}
        />
      </div>
      <TextField label="Address" autoComplete="street-address" {...field('address')} />
      <TextAreaField label="Description" rows={3} {...field('description')} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label="Time zone"
          hint="Decides what counts as today for check-ins and reports."
          {...field('timeZone')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <SelectField label="Currency" {...field('currency')}>
          {currencies.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="grid gap-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">Language</legend>
        <SelectField
          label="Default language"
          hint="What a new browser and an account that has not chosen see; each user can switch in their profile menu."
          {...field('defaultLanguage')}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-indigo-700" {...register('arabicIndicDigits')} />
          Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩) on Arabic screens
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-indigo-700" {...register('hijriDates')} />
          The Hijri date beside the Gregorian one on expiry dates, receipts and contracts
        </label>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={() => reset(formValues(settings))}>
          Discard changes
        </Button>
        <Button type="submit" busy={update.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
