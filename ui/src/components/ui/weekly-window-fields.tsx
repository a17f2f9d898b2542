import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { weekdayNames } from '../../lib/desk-time';
import { useLocale } from '../../lib/i18n/use-locale';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
import { TextField } from './form-field';

/** A from/to field as the form registers it (its name, handlers, ref and message); the label is the kit's. */
type ClockField = Omit<ComponentProps<typeof TextField>, 'label'>;

interface WeeklyWindowFieldsProps {
  /** The row's name for a screen reader ("Window 2"). */
  legend: string;
  /** What the window is, before its times: its label, or whom it is for. */
  lead: ReactNode;
  from: ClockField;
  to: ClockField;
  /** The days it applies on, 0 = Sunday … 6 = Saturday. */
  days: {
    value: readonly number[];
    onChange: (days: number[]) => void;
    onBlur: () => void;
    error?: string | undefined;
  };
  removeLabel: string;
  onRemove: () => void;
}

/**
 * One weekly window of hours (issue 47, item 5), as the door hours' gender hours and a plan's access windows are
 * edited: what it is, from and to (HH:MM, 24 hours), the days of the week as checkboxes, and its remove button.
 */
export function WeeklyWindowFields({ legend, lead, from, to, days, removeLabel, onRemove }: WeeklyWindowFieldsProps) {
  const t = useT();
  const { locale } = useLocale();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names depend on the page's language
  const weekdays = useMemo(() => weekdayNames('short'), [locale]);
  const clock = {
    inputMode: 'numeric' as const,
    placeholder: t('kit.weeklyWindow.timePlaceholder'),
    autoComplete: 'off',
    dir: 'ltr' as const,
  };
  const chosen = days.value;
  return (
    <fieldset className="grid min-w-0 gap-2 border-b border-slate-100 pb-3">
      <legend className="sr-only">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {lead}
        <TextField label={t('kit.weeklyWindow.from')} {...clock} {...from} />
        <TextField label={t('kit.weeklyWindow.to')} {...clock} {...to} />
      </div>
      <fieldset className="flex min-w-0 flex-wrap gap-x-4 gap-y-1">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t('kit.weeklyWindow.days')}</legend>
        {weekdays.map((name, day) => (
          <label key={day} className="flex items-center gap-1.5 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-indigo-700"
              checked={chosen.includes(day)}
              onBlur={days.onBlur}
              onChange={(event) =>
                days.onChange(
                  event.target.checked ? [...chosen, day].sort((a, b) => a - b) : chosen.filter((d) => d !== day),
                )
              }
            />
            {name}
          </label>
        ))}
        {days.error ? <p className="w-full text-sm text-red-800">{days.error}</p> : null}
      </fieldset>
      <Button variant="ghost" className="w-fit" onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        {removeLabel}
      </Button>
    </fieldset>
  );
}
