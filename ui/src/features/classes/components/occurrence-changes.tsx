import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import type { Instructor, Occurrence } from '../api/class-schemas';
import { useCancelOccurrence } from '../api/occurrence-cancel';
import { useChangeOccurrenceCapacity } from '../api/occurrence-capacity';
import { useMoveOccurrence } from '../api/occurrence-move';
import { useSubstituteOccurrence } from '../api/occurrence-substitute';
import {
  cancelOccurrenceForm,
  capacityForm,
  instructorValue,
  moveForm,
  numberOrUndefined,
  substituteForm,
} from '../utils/class-forms';
import { InstructorOptions } from './manage/instructor-options';

export type OccurrenceChange = 'cancel' | 'move' | 'substitute' | 'capacity';

/**
 * One-off changes of one occurrence (canManageSettings): cancel it with a reason, move it (start, room) the same day,
 * another instructor, another capacity (never below the booked). Cancelling and moving tell the booked members.
 */
export function OccurrenceChangeDialog({
  change,
  onClose,
  occurrence,
  instructors,
}: {
  change: OccurrenceChange | undefined;
  onClose: () => void;
  occurrence: Occurrence;
  instructors: readonly Instructor[];
}) {
  const t = useT();
  const cancel = useCancelOccurrence();
  const move = useMoveOccurrence();
  const substitute = useSubstituteOccurrence();
  const capacity = useChangeOccurrenceCapacity();
  const { occurrenceId } = occurrence;
  const done = (title: string) => toast({ variant: 'success', title });
  return (
    <>
      <FormDialog<z.input<typeof cancelOccurrenceForm>, z.output<typeof cancelOccurrenceForm>>
        open={change === 'cancel'}
        onClose={onClose}
        title={t('classes.change.cancelTitle')}
        description={t('classes.change.cancelText')}
        schema={cancelOccurrenceForm}
        defaultValues={{ reason: '' }}
        submitLabel={t('classes.change.cancelSubmit')}
        submitVariant="danger"
        cancelLabel={t('classes.goBack')}
        onSubmit={async (values, { idempotencyKey }) => {
          await cancel.mutateAsync({ input: { occurrenceId, ...values }, idempotencyKey });
          done(t('classes.change.cancelled'));
        }}
      >
        {({ field }) => <TextAreaField label={t('classes.change.reason')} rows={2} autoFocus {...field('reason')} />}
      </FormDialog>
      <FormDialog<z.input<typeof moveForm>, z.output<typeof moveForm>>
        open={change === 'move'}
        onClose={onClose}
        title={t('classes.change.moveTitle')}
        description={t('classes.change.moveText')}
        schema={moveForm}
        defaultValues={{ startTime: occurrence.startTime, room: occurrence.room }}
        submitLabel={t('classes.change.moveSubmit')}
        onSubmit={async (values, { idempotencyKey }) => {
          await move.mutateAsync({ input: { occurrenceId, ...values }, idempotencyKey });
          done(t('classes.change.moved'));
        }}
      >
        {({ field }) => (
          <>
            <TextField label={t('classes.change.startTime')} type="time" autoFocus {...field('startTime')} />
            <TextField label={t('classes.change.room')} {...field('room')} />
          </>
        )}
      </FormDialog>
      <FormDialog<z.input<typeof substituteForm>, z.output<typeof substituteForm>>
        open={change === 'substitute'}
        onClose={onClose}
        title={t('classes.change.substituteTitle')}
        schema={substituteForm}
        defaultValues={{ instructor: instructorValue(occurrence.instructor) }}
        submitLabel={t('classes.save')}
        onSubmit={async (values, { idempotencyKey }) => {
          await substitute.mutateAsync({ input: { occurrenceId, ...values }, idempotencyKey });
          done(t('classes.change.substituted'));
        }}
      >
        {({ field }) => (
          <SelectField label={t('classes.change.instructor')} autoFocus {...field('instructor')}>
            <option value="">{t('classes.change.chooseInstructor')}</option>
            <InstructorOptions instructors={instructors} />
          </SelectField>
        )}
      </FormDialog>
      <FormDialog<z.input<typeof capacityForm>, z.output<typeof capacityForm>>
        open={change === 'capacity'}
        onClose={onClose}
        title={t('classes.change.capacityTitle')}
        description={t('classes.change.capacityText', { booked: occurrence.booked })}
        schema={capacityForm}
        defaultValues={{ capacity: occurrence.capacity }}
        submitLabel={t('classes.save')}
        onSubmit={async (values, { idempotencyKey }) => {
          await capacity.mutateAsync({ input: { occurrenceId, ...values }, idempotencyKey });
          done(t('classes.change.capacityChanged'));
        }}
      >
        {({ field }) => (
          <TextField
            label={t('classes.change.capacity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            autoFocus
            {...field('capacity', { setValueAs: numberOrUndefined })}
          />
        )}
      </FormDialog>
    </>
  );
}
