import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { leavePolicy } from '@gym/modules/people/leave/leave-contracts';
import type { LeavePolicy } from '@gym/modules/people/leave/leave-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { FormDialogApi } from '../../../components/form-dialog/form-dialog';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSetLeavePolicy } from '../api/set-leave-policy';
import type { LeavePolicyValues } from '../api/set-leave-policy';
import { WEEKDAYS } from './leave-policy-section';

type LeavePolicyInput = z.input<typeof leavePolicy>;

/** Change the leave rules (canEditStaff; the server checks it too and refuses what the law does not allow). */
export function LeavePolicyDialog({
  open,
  onClose,
  current,
}: {
  open: boolean;
  onClose: () => void;
  current: LeavePolicy;
}) {
  const save = useSetLeavePolicy();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      wide
      title="Leave policy"
      description="New requests and every balance follow these rules from now on."
      schema={leavePolicy}
      defaultValues={current}
      submitLabel="Save leave policy"
      failureMessage="The leave policy could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: 'Leave policy saved',
          description: `Carry-over up to ${values.annualCarryOverMaxPercent}% of a year's annual leave.`,
        });
      }}
    >
      {(form) => <PolicyFields form={form} />}
    </FormDialog>
  );
}

const legend = 'text-sm font-semibold text-slate-900';

function PolicyFields({ form }: { form: FormDialogApi<LeavePolicyInput, LeavePolicyValues> }) {
  const {
    field,
    setValue,
    control,
    formState: { errors },
  } = form;
  const holidayId = useId();
  const [holiday, setHoliday] = useState('');
  const [holidayError, setHolidayError] = useState<string | null>(null);
  const [weekendDays, publicHolidays] = useWatch({ control, name: ['weekendDays', 'publicHolidays'] });
  const change = { shouldDirty: true, shouldValidate: true } as const;

  const toggleWeekend = (day: number, on: boolean) =>
    setValue(
      'weekendDays',
      on ? [...new Set([...weekendDays, day])].sort((a, b) => a - b) : weekendDays.filter((d) => d !== day),
      change,
    );
  const addHoliday = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday)) return setHolidayError('Choose a date to add.');
    if (publicHolidays.includes(holiday)) return setHolidayError(`${holiday} is already a public holiday.`);
    setValue('publicHolidays', [...publicHolidays, holiday].sort(), change);
    setHoliday('');
    setHolidayError(null);
  };

  const whole = { valueAsNumber: true } as const;
  const number = (name: Exclude<keyof LeavePolicy, 'weekendDays' | 'publicHolidays'>) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    ...field(name, whole),
  });

  return (
    <>
      <fieldset className="grid gap-2">
        <legend className={legend}>Weekend days</legend>
        <p className="text-xs text-slate-600">Not counted as leave days (annual, emergency, compensatory).</p>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-800">
          {WEEKDAYS.map((name, day) => (
            <label key={name} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-indigo-700"
                checked={weekendDays.includes(day)}
                onChange={(e) => toggleWeekend(day, e.target.checked)}
              />
              {name}
            </label>
          ))}
        </div>
        {errors.weekendDays ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.weekendDays.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className={legend}>Public holidays</legend>
        <p className="text-xs text-slate-600">
          Art. 78: Eid al-Fitr (3 days), Eid al-Adha (3 days), National Day and 3 days the employer names.
        </p>
        {publicHolidays.length === 0 ? (
          <p className="text-sm text-slate-700">None set.</p>
        ) : (
          <ul aria-label="Public holidays" className="flex flex-wrap gap-2">
            {publicHolidays.map((day, i) => (
              <li
                key={day}
                className="flex items-center gap-1 rounded-md border border-slate-300 bg-slate-50 py-1 pr-1 pl-2 text-sm"
              >
                <span className={errors.publicHolidays?.[i] ? 'text-red-700' : 'text-slate-900'}>{day}</span>
                <Button
                  variant="ghost"
                  className="px-2 py-0.5"
                  aria-label={`Remove public holiday ${day}`}
                  onClick={() =>
                    setValue(
                      'publicHolidays',
                      publicHolidays.filter((d) => d !== day),
                      change,
                    )
                  }
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={holidayId} className="text-sm font-medium text-slate-800">
              New public holiday
            </label>
            <input
              id={holidayId}
              type="date"
              value={holiday}
              aria-invalid={holidayError ? true : undefined}
              aria-describedby={holidayError ? `${holidayId}-error` : undefined}
              onChange={(e) => setHoliday(e.target.value)}
              className="block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700"
            />
          </div>
          <Button variant="secondary" onClick={addHoliday}>
            Add holiday
          </Button>
        </div>
        {holidayError ? (
          <p id={`${holidayId}-error`} role="alert" className="text-sm text-red-700">
            {holidayError}
          </p>
        ) : null}
        {errors.publicHolidays?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.publicHolidays.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className={`${legend} mb-2`}>Annual leave (art. 79, 80)</legend>
        <TextField
          label="Weeks a year under five years of service"
          hint="At least 3"
          {...number('annualWeeksUnderFiveYears')}
        />
        <TextField
          label="Weeks a year from five years of service"
          hint="At least 4"
          {...number('annualWeeksFromFiveYears')}
        />
        <TextField
          label="Can be taken after (months of service)"
          hint="The law: after one year"
          {...number('annualUsableAfterMonths')}
        />
        <TextField
          label="Carry-over to the next year (%)"
          hint="At most 50: half of a year's leave (art. 80); unused days above it are forfeited"
          {...number('annualCarryOverMaxPercent')}
        />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className={`${legend} mb-2`}>Sick leave (art. 82), per year of service</legend>
        <TextField
          label="Sick leave after (months of service)"
          hint="At most 3"
          {...number('sickEligibleAfterMonths')}
        />
        <TextField label="Days on full pay" hint="At least 14" {...number('sickFullPayDays')} />
        <TextField label="Days on half pay" hint="The law: 28" {...number('sickHalfPayDays')} />
        <TextField label="Unpaid days after that" hint="The law: up to 42" {...number('sickUnpaidDays')} />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className={`${legend} mb-2`}>Maternity, Hajj and emergency leave</legend>
        <TextField label="Maternity days on full pay" hint="At least 50" {...number('maternityDays')} />
        <TextField label="Maternity after (months of service)" {...number('maternityAfterMonths')} />
        <TextField label="Hajj: at most (days, unpaid, once)" hint="The law: two weeks" {...number('hajjMaxDays')} />
        <TextField label="Emergency days a calendar year" hint="The gym's choice" {...number('emergencyDaysPerYear')} />
      </fieldset>
    </>
  );
}
