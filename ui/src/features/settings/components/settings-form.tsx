import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { gymSettingsInput } from '@gym/modules/platform/settings/settings-contracts';
import type { GymSettings, GymSettingsInput } from '@gym/modules/platform/settings/settings-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { LANGUAGE_NAMES, LOCALES } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useT } from '../../../lib/i18n/use-t';
import { useUpdateSettings } from '../api/update-settings';
import { currencyOptions, timeZoneOptions } from './time-zone-options';

function formValues({ logo: _logo, ...rest }: GymSettings): GymSettingsInput {
  return rest;
}

/** The gym's details, validated with the server's own schema before they are sent. */
export function SettingsForm({ settings }: { settings: GymSettings }) {
  const t = useT();
  const { locale } = useLocale();
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
  const currencies = useMemo(() => currencyOptions(settings.currency, locale), [settings.currency, locale]);

  const onSubmit = handleSubmit(async (values) => {
    await update.mutateAsync(values);
    reset(values);
    toast({ variant: 'success', title: t('settings.form.saved'), description: t('settings.form.savedText') });
  });

  const field = formFields(register, errors);
  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('settings.form.name')} autoComplete="organization" {...field('name')} />
        <TextField label={t('settings.form.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label={t('settings.form.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField
          label={t('settings.form.website')}
          type="url"
          placeholder={t('settings.form.websitePlaceholder')}
          autoComplete="url"
          {...field('website')}
        />
      </div>
      <TextField label={t('settings.form.address')} autoComplete="street-address" {...field('address')} />
      <TextAreaField label={t('settings.form.description')} rows={3} {...field('description')} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label={t('settings.form.timeZone')} hint={t('settings.form.timeZoneHint')} {...field('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('settings.form.currency')} {...field('currency')}>
          {currencies.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="grid gap-3 rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('settings.form.language')}</legend>
        <SelectField
          label={t('settings.form.defaultLanguage')}
          hint={t('settings.form.defaultLanguageHint')}
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
          {t('settings.form.arabicDigits')}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-indigo-700" {...register('hijriDates')} />
          {t('settings.form.hijriDates')}
        </label>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={() => reset(formValues(settings))}>
          {t('settings.form.discard')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('settings.form.save')}
        </Button>
      </div>
    </form>
  );
}
