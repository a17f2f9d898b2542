import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { ClassOccurrenceSelect } from '../../../components/ui/class-occurrence-select';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useTodayClasses } from '../../../lib/api/get-today-classes';
import { formatClock } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';

/** A class that started up to an hour ago still takes a late arrival (the window a booking is checked in within). */
const LATE_ARRIVAL_MS = 60 * 60_000;

const chooseClass = z.object({ occurrenceId: z.string().min(1, 'Choose a class') });

/**
 * "Check in to a class" for a member who came without a booking (issue 47): today's classes still to start or begun
 * within the hour. The check-in names the class; given just after the visit's own check-in it is the same visit.
 */
export function ClassWalkInDialog({
  memberName,
  open,
  onClose,
  onCheckIn,
}: {
  memberName: string;
  open: boolean;
  onClose: () => void;
  onCheckIn: (occurrenceId: string) => Promise<unknown>;
}) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const classes = useTodayClasses(undefined, open);
  // Read when the dialog is drawn: the list is for this arrival, not for whenever the page was opened.
  const [now] = useState(() => Date.now());
  const offered = (classes.data ?? []).filter(
    (one) => one.status === 'scheduled' && Date.parse(one.startsAt) >= now - LATE_ARRIVAL_MS,
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('check-in.walkIn.title', { name: memberName })}
      description={t('check-in.walkIn.description')}
      schema={chooseClass}
      defaultValues={{ occurrenceId: '' }}
      submitLabel={t('check-in.walkIn.submit')}
      onSubmit={({ occurrenceId }) => onCheckIn(occurrenceId)}
    >
      {({ field }) => (
        <ClassOccurrenceSelect
          label={t('check-in.walkIn.class')}
          autoFocus
          loading={classes.isPending}
          loadingHint={t('check-in.walkIn.loading')}
          noneHint={t('check-in.walkIn.none')}
          options={offered.map((one) => ({
            occurrenceId: one.occurrenceId,
            label: t('check-in.walkIn.option', {
              time: formatClock(one.startsAt, timeZone),
              name: one.className,
              booked: one.booked,
              capacity: one.capacity,
            }),
          }))}
          {...field('occurrenceId')}
        />
      )}
    </FormDialog>
  );
}
