import type { z } from 'zod';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast/toast-store';
import { useGymToday } from '../../../../hooks/use-gym-today';
import { useT } from '../../../../lib/i18n/use-t';
import type { ClassSession, GymClass, Instructor } from '../../api/class-schemas';
import { GENDERS } from '../../api/class-schemas';
import { useSaveClassSession } from '../../api/save-class-session';
import { instructorValue, numberOrUndefined, sessionForm } from '../../utils/class-forms';
import type { SessionFormValues } from '../../utils/class-forms';
import { GYM_WEEKDAYS, isoWeekdayName } from '../../utils/week';
import { GENDER_LABELS, InstructorOptions } from './instructor-options';

/**
 * A weekly session (canManageSettings): class, weekday (from Saturday), start, duration, capacity, instructor, room,
 * ladies / gents / mixed, from which day. A change applies from the day it names (today unless later): classes before
 * it keep what they were.
 */
export function SessionDialog({
  open,
  onClose,
  editing,
  classes,
  instructors,
}: {
  open: boolean;
  onClose: () => void;
  editing?: ClassSession;
  classes: readonly GymClass[];
  instructors: readonly Instructor[];
}) {
  const t = useT();
  const today = useGymToday();
  const save = useSaveClassSession();
  const number = { setValueAs: numberOrUndefined };
  return (
    <FormDialog<SessionFormValues, z.output<typeof sessionForm>>
      open={open}
      onClose={onClose}
      wide
      title={editing ? t('classes.sessionDialog.editTitle') : t('classes.sessionDialog.addTitle')}
      description={editing ? t('classes.sessionDialog.editDescription') : undefined}
      schema={sessionForm}
      defaultValues={{
        classId: editing?.classId ?? '',
        weekday: editing?.weekday ?? 6,
        startTime: editing?.startTime ?? '18:00',
        durationMinutes: editing?.durationMinutes ?? 60,
        capacity: editing?.capacity ?? 20,
        instructor: instructorValue(editing?.instructor),
        room: editing?.room ?? '',
        gender: editing?.gender ?? 'mixed',
        validFrom: editing?.validFrom ?? today,
        ...(editing ? { effectiveFrom: today } : {}),
      }}
      submitLabel={editing ? t('classes.save') : t('classes.sessionDialog.add')}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: { ...values, id: editing?.id }, idempotencyKey });
        toast({ variant: 'success', title: t('classes.sessionDialog.saved') });
      }}
    >
      {({ field, setValue, getValues }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('classes.sessionDialog.class')}
            autoFocus
            {...field('classId', {
              onChange: (event: { target: { value: string } }) => {
                // A new session takes its class's default capacity.
                const chosen = classes.find((one) => one.id === event.target.value);
                if (chosen && !editing && getValues('capacity') === 20) setValue('capacity', chosen.defaultCapacity);
              },
            })}
          >
            <option value="">{t('classes.sessionDialog.chooseClass')}</option>
            {classes.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('classes.sessionDialog.weekday')} {...field('weekday', number)}>
            {GYM_WEEKDAYS.map((weekday) => (
              <option key={weekday} value={weekday}>
                {isoWeekdayName(weekday)}
              </option>
            ))}
          </SelectField>
          <TextField label={t('classes.sessionDialog.startTime')} type="time" {...field('startTime')} />
          <TextField
            label={t('classes.sessionDialog.duration')}
            type="number"
            inputMode="numeric"
            min={5}
            max={300}
            {...field('durationMinutes', number)}
          />
          <TextField
            label={t('classes.sessionDialog.capacity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            {...field('capacity', number)}
          />
          <SelectField label={t('classes.sessionDialog.instructor')} {...field('instructor')}>
            <option value="">{t('classes.sessionDialog.noInstructor')}</option>
            <InstructorOptions instructors={instructors} />
          </SelectField>
          <TextField label={t('classes.sessionDialog.room')} {...field('room')} />
          <SelectField label={t('classes.sessionDialog.gender')} {...field('gender')}>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(GENDER_LABELS[gender])}
              </option>
            ))}
          </SelectField>
          <TextField label={t('classes.sessionDialog.validFrom')} type="date" {...field('validFrom')} />
          {editing && (
            <TextField
              label={t('classes.sessionDialog.effectiveFrom')}
              type="date"
              min={today}
              {...field('effectiveFrom')}
            />
          )}
        </div>
      )}
    </FormDialog>
  );
}
