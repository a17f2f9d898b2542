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
import { useT } from '../../../lib/i18n/use-t';
import { useSetLeavePolicy } from '../api/set-leave-policy';
import type { LeavePolicyValues } from '../api/set-leave-policy';
import { WEEKDAY_IDS } from '../utils/staff-labels';

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
  const t = useT();
  const save = useSetLeavePolicy();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      wide
      title={t('staff.policy.heading')}
      description={t('staff.policy.dialog.description')}
      schema={leavePolicy}
      defaultValues={current}
      submitLabel={t('staff.policy.dialog.save')}
      failureMessage={t('staff.policy.dialog.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: t('staff.policy.dialog.saved'),
          description: t('staff.policy.dialog.savedText', { percent: values.annualCarryOverMaxPercent }),
        });
      }}
    >
      {(form) => <PolicyFields form={form} />}
    </FormDialog>
  );
}

const legend = 'text-sm font-semibold text-slate-900';

function PolicyFields({ form }: { form: FormDialogApi<LeavePolicyInput, LeavePolicyValues> }) {
  const t = useT();
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
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday)) return setHolidayError(t('staff.policy.dialog.chooseDate'));
    if (publicHolidays.includes(holiday)) return setHolidayError(t('staff.policy.dialog.duplicate', { date: holiday }));
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
        <legend className={legend}>{t('staff.policy.dialog.weekendDays')}</legend>
        <p className="text-xs text-slate-600">{t('staff.policy.dialog.weekendHint')}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-800">
          {WEEKDAY_IDS.map((name, day) => (
            <label key={name} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-indigo-700"
                checked={weekendDays.includes(day)}
                onChange={(e) => toggleWeekend(day, e.target.checked)}
              />
              {t(name)}
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
        <legend className={legend}>{t('staff.policy.publicHolidays')}</legend>
        <p className="text-xs text-slate-600">{t('staff.policy.dialog.holidaysHint')}</p>
        {publicHolidays.length === 0 ? (
          <p className="text-sm text-slate-700">{t('staff.policy.dialog.noHolidays')}</p>
        ) : (
          <ul aria-label={t('staff.policy.publicHolidays')} className="flex flex-wrap gap-2">
            {publicHolidays.map((day, i) => (
              <li
                key={day}
                className="flex items-center gap-1 rounded-md border border-slate-300 bg-slate-50 py-1 ps-2 pe-1 text-sm"
              >
                <span className={errors.publicHolidays?.[i] ? 'text-red-700' : 'text-slate-900'}>{day}</span>
                <Button
                  variant="ghost"
                  className="px-2 py-0.5"
                  aria-label={t('staff.policy.dialog.removeHoliday', { date: day })}
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
              {t('staff.policy.dialog.newHoliday')}
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
            {t('staff.policy.dialog.addHoliday')}
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
        <legend className={`${legend} mb-2`}>{t('staff.policy.dialog.annual')}</legend>
        <TextField
          label={t('staff.policy.dialog.weeksUnder')}
          hint={t('staff.policy.dialog.atLeast', { count: 3 })}
          {...number('annualWeeksUnderFiveYears')}
        />
        <TextField
          label={t('staff.policy.dialog.weeksFrom')}
          hint={t('staff.policy.dialog.atLeast', { count: 4 })}
          {...number('annualWeeksFromFiveYears')}
        />
        <TextField
          label={t('staff.policy.dialog.usableAfter')}
          hint={t('staff.policy.dialog.usableAfterHint')}
          {...number('annualUsableAfterMonths')}
        />
        <TextField
          label={t('staff.policy.dialog.carryOver')}
          hint={t('staff.policy.dialog.carryOverHint')}
          {...number('annualCarryOverMaxPercent')}
        />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className={`${legend} mb-2`}>{t('staff.policy.dialog.sick')}</legend>
        <TextField
          label={t('staff.policy.dialog.sickAfter')}
          hint={t('staff.policy.dialog.atMost', { count: 3 })}
          {...number('sickEligibleAfterMonths')}
        />
        <TextField
          label={t('staff.policy.dialog.fullPay')}
          hint={t('staff.policy.dialog.atLeast', { count: 14 })}
          {...number('sickFullPayDays')}
        />
        <TextField
          label={t('staff.policy.dialog.halfPay')}
          hint={t('staff.policy.dialog.halfPayHint')}
          {...number('sickHalfPayDays')}
        />
        <TextField
          label={t('staff.policy.dialog.unpaid')}
          hint={t('staff.policy.dialog.unpaidHint')}
          {...number('sickUnpaidDays')}
        />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className={`${legend} mb-2`}>{t('staff.policy.dialog.other')}</legend>
        <TextField
          label={t('staff.policy.dialog.maternityDays')}
          hint={t('staff.policy.dialog.atLeast', { count: 50 })}
          {...number('maternityDays')}
        />
        <TextField label={t('staff.policy.dialog.maternityAfter')} {...number('maternityAfterMonths')} />
        <TextField
          label={t('staff.policy.dialog.hajj')}
          hint={t('staff.policy.dialog.hajjHint')}
          {...number('hajjMaxDays')}
        />
        <TextField
          label={t('staff.policy.dialog.emergency')}
          hint={t('staff.policy.dialog.emergencyHint')}
          {...number('emergencyDaysPerYear')}
        />
      </fieldset>
    </>
  );
}
