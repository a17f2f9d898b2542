import { zodResolver } from '@hookform/resolvers/zod';
import { History } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAsOf } from '../../hooks/use-as-of';
import { useGymTimeZone } from '../../hooks/use-gym-today';
import { instantToWallTime, wallTimeToInstant } from '../../lib/desk-time';
import { useT } from '../../lib/i18n/use-t';
import { Button } from '../ui/button';
import { TextField } from '../ui/form-field';

// The form's messages are message ids, worded when shown.
const pickerForm = z.object({
  wallTime: z
    .string()
    .trim()
    .min(1, 'kit.asOf.chooseTime')
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'kit.asOf.enterTime'),
});
type PickerForm = z.infer<typeof pickerForm>;

/** Why a chosen instant cannot be shown (a message id), or undefined when it can. */
export function refusalOf(instant: string | undefined, now: number): string | undefined {
  if (!instant) return 'kit.asOf.enterTime';
  if (new Date(instant).getTime() > now) return 'kit.asOf.future';
  return undefined;
}

/**
 * "As of": a date and time on the gym's clock (the Settings time zone, whatever the browser's), to view the page as it
 * stood then. Choosing one sets `?asOf=` (lib/as-of); a time still to come is refused here (and by the server).
 */
export function AsOfPicker() {
  const { asOf, setAsOf } = useAsOf();
  const timeZone = useGymTimeZone();
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PickerForm>({
    resolver: zodResolver(pickerForm),
    values: { wallTime: asOf ? instantToWallTime(asOf, timeZone) : '' },
  });
  const now = new Date().toISOString();

  const submit = ({ wallTime }: PickerForm) => {
    const instant = wallTimeToInstant(wallTime, timeZone);
    const refusal = refusalOf(instant, Date.now());
    if (refusal || !instant) {
      setError('wallTime', { message: refusal ?? 'kit.asOf.enterTime' });
      return;
    }
    setAsOf(instant);
  };

  return (
    <form
      aria-label={t('kit.asOf.form')}
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex flex-wrap items-start gap-2"
    >
      <div className="w-60">
        <TextField
          label={t('kit.asOf.field', { timeZone })}
          type="datetime-local"
          step={1}
          max={instantToWallTime(now, timeZone)}
          error={errors.wallTime?.message ? t(errors.wallTime.message) : undefined}
          {...register('wallTime')}
        />
      </div>
      <Button type="submit" variant="secondary" className="mt-6">
        <History aria-hidden="true" className="size-4" />
        {t('kit.asOf.view')}
      </Button>
    </form>
  );
}
